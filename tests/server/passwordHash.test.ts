import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/auth/passwordHash';
import { isSafeLocalPath } from '../../src/server/identity/externalLink';

describe('password hashing', () => {
  it('is salted and self-describing, and verifies', async () => {
    const a = await hashPassword('Salon123!');
    const b = await hashPassword('Salon123!');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Salon123!', a)).toBe(true);
    expect(await verifyPassword('salon123!', a)).toBe(false);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'bcrypt$x', 'scrypt$99$8$1$AA$AA', 'scrypt$15$8$1$$']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});

describe('external link paths', () => {
  it('accepts same-site paths only', () => {
    expect(isSafeLocalPath('/guide/')).toBe(true);
    expect(isSafeLocalPath('/guide/?a=1#b')).toBe(true);
    for (const url of ['//evil.example', 'https://evil.example', '/\\evil', 'guide', '/a\nb']) expect(isSafeLocalPath(url)).toBe(false);
  });
});
