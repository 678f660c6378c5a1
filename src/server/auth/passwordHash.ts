import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt and stored self-describing:
 *   scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>
 * so the cost can be raised later and old hashes still verify.
 */
const LOG2_N = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function options(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N;
  // Node refuses more than 32 MiB by default; allow what these parameters need.
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

export function hashPassword(password: string): Promise<string> {
  return hashPasswordAt(password, LOG2_N);
}

/**
 * At another cost than the production one: the test databases' demo users, whose every
 * sign-in would otherwise spend a tenth of a second of CPU on the hash (the hash says its cost).
 */
export async function hashPasswordAt(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_LENGTH, options(log2N, R, P));
  return ['scrypt', log2N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const [n, rr, pp] = [Number(log2N), Number(r), Number(p)];
  if (![n, rr, pp].every((v) => Number.isInteger(v) && v > 0) || n > 20) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, options(n, rr, pp));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Verifying against this when the user does not exist keeps the answer time the same, so the
// timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
  return false;
}
