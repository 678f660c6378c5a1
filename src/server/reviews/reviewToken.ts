import { randomBytes } from 'node:crypto';

/** 24 random bytes, url-safe: 32 characters (the public contract's token shape). */
export function newReviewToken(): string {
  return randomBytes(24).toString('base64url');
}
