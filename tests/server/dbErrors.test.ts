import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { classifyDbError, DbFailure } from '../../src/server/db/dbErrors';

async function failureOf(db: PGlite, sql: string, params: unknown[] = []): Promise<unknown> {
  try {
    await db.query(sql, params);
  } catch (error) {
    return error;
  }
  throw new Error(`expected ${sql} to fail`);
}

describe('classifyDbError', () => {
  it('takes what the data itself breaks for invalid data, from the real database', async () => {
    const db = new PGlite();
    try {
      expect(classifyDbError(await failureOf(db, 'SELECT $1::text', ['a\u0000b']))).toBe(DbFailure.INVALID_DATA);
      expect(classifyDbError(await failureOf(db, "SELECT '2026-02-30'::date"))).toBe(DbFailure.INVALID_DATA);
      expect(classifyDbError(await failureOf(db, "SELECT '24:61'::time"))).toBe(DbFailure.INVALID_DATA);
      expect(classifyDbError(await failureOf(db, 'SELECT 99999999999::int'))).toBe(DbFailure.INVALID_DATA);
      await db.exec('CREATE TABLE t (id int PRIMARY KEY)');
      await db.query('INSERT INTO t VALUES (1)');
      expect(classifyDbError(await failureOf(db, 'INSERT INTO t VALUES (1)'))).toBe(DbFailure.INVALID_DATA);
      expect(classifyDbError(await failureOf(db, 'SELECT nope FROM t'))).toBe(DbFailure.OTHER);
    } finally {
      await db.close();
    }
  });

  it('takes what may pass on its own for transient', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['40001', '40P01', '57P01', '08006', '53300', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(classifyDbError(withCode(code))).toBe(DbFailure.TRANSIENT);
    }
    expect(classifyDbError(new Error('Connection terminated unexpectedly'))).toBe(DbFailure.TRANSIENT);
    expect(classifyDbError(withCode('08P01'))).toBe(DbFailure.INVALID_DATA);
    expect(classifyDbError(new TypeError('x is undefined'))).toBe(DbFailure.OTHER);
    expect(classifyDbError('a string')).toBe(DbFailure.OTHER);
  });
});
