/**
 * Repositories start a transaction's reads together (`Promise.all`); on PostgreSQL they share
 * one connection, which `pg` lets run one statement at a time (it warns now, and refuses from
 * pg@9). The answers must still be each statement's own, and the driver must not be asked twice
 * at once. On PGlite the same holds by its own queue.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/db';
import { createTestDb } from '../helpers';

describe('a transaction whose statements are started together', () => {
  let db: Db;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    db = await createTestDb();
    await db.exec('CREATE TABLE counter (n int NOT NULL)');
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(() => {
    warnings.length = 0;
    process.on('warning', onWarning);
  });
  afterEach(() => {
    process.off('warning', onWarning);
  });

  it('answers each one with its own rows, one at a time on the connection', async () => {
    const answers = await db.transaction((tx) =>
      Promise.all(Array.from({ length: 8 }, (_, i) => tx.one<{ n: number }>('SELECT $1::int AS n', [i]))),
    );
    // A warning is emitted on the next tick: let it arrive before looking.
    await new Promise((resolve) => setImmediate(resolve));
    expect(answers.map((a) => a.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
  });

  it('settles every statement after one fails, then rolls the transaction back whole', async () => {
    const outcome = db.transaction(async (tx) => {
      const settled = await Promise.allSettled([
        tx.query('INSERT INTO counter (n) VALUES (1)'),
        tx.query('SELECT 1 / $1::int AS never', [0]),
        tx.query('INSERT INTO counter (n) VALUES (2)'),
      ]);
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
      throw new Error('a change that failed');
    });
    await expect(outcome).rejects.toThrow('a change that failed');
    expect(await db.query('SELECT n FROM counter')).toEqual([]);
  });
});
