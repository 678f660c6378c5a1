import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: session tokens and CSRF tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are looked up by this hash, so a leaked table does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function newId(): string {
  return randomUUID();
}
