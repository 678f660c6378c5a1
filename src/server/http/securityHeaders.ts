import type { FastifyInstance } from 'fastify';

/**
 * Mantine injects inline styles, so style-src allows 'unsafe-inline'; scripts stay 'self'.
 * Images may be blob: or data: (previews, icons).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // API answers are per user and change constantly: never cache them anywhere, unless the
    // route says otherwise (the day read's ETag: private, no-cache, revalidated every time).
    const api = request.url.startsWith('/api') || request.url.startsWith('/bff');
    if (api && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
