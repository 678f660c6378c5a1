import type { FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE } from '../../domain/api';
import { REMEMBER_TTL_MS } from './sessionRepository';

export const SESSION_COOKIE = 'fd_session';

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** remember → persistent 30-day cookie; otherwise a browser-session cookie. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, remember: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secure(request),
    ...(remember ? { maxAge: Math.floor(REMEMBER_TTL_MS / 1000) } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** Readable by the page's script (it repeats it in a header), so not HttpOnly. */
export function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(XSRF_COOKIE, token, { httpOnly: false, sameSite: 'strict', path: '/', secure: secure(request) });
}
