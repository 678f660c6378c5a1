import { describe, expect, it } from 'vitest';
import { webConcurrency } from '../../src/server/processes';

describe('WEB_CONCURRENCY', () => {
  it('is one process unless set', () => {
    expect(webConcurrency({})).toBe(1);
    expect(webConcurrency({ WEB_CONCURRENCY: ' ' })).toBe(1);
    expect(webConcurrency({ WEB_CONCURRENCY: '1' })).toBe(1);
  });

  it('takes several on PostgreSQL', () => {
    expect(webConcurrency({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://x/y' })).toBe(2);
  });

  it('refuses several on PGlite, and what is not a whole number of processes, saying why', () => {
    expect(() => webConcurrency({ WEB_CONCURRENCY: '2' })).toThrow(/needs PostgreSQL \(DATABASE_URL\): PGlite is one process's database/);
    for (const bad of ['0', '-1', '1.5', 'two']) expect(() => webConcurrency({ WEB_CONCURRENCY: bad, DATABASE_URL: 'postgres://x/y' })).toThrow(/whole number/);
  });
});
