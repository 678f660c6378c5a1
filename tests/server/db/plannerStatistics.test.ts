/**
 * PGlite's planner statistics at a server's start: gathered where they are missing or behind,
 * kept where they are current (a whole ANALYZE cost half a second at every start), and
 * refreshed whole 10 minutes after the start and hourly.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../src/server/db/db';
import { openPgliteDb } from '../../../src/server/db/pglite';
import { keepPlannerStatistics, PGLITE_ANALYZE_AFTER_START_MS, PGLITE_ANALYZE_EVERY_MS } from '../../../src/server/db/plannerStatistics';

const fail = (error: unknown) => {
  throw error;
};

describe('planner statistics at start (PGlite)', () => {
  let db: Db;

  /** What the last ANALYZE counted: -1 before any. */
  const counted = async (table: string): Promise<number> => {
    const [row] = await db.query<{ reltuples: number }>('SELECT reltuples FROM pg_class WHERE relname = $1', [table]);
    return Number(row?.reltuples);
  };
  const insert = (table: string, from: number, to: number) =>
    db.exec(`INSERT INTO ${table} (n, label) SELECT i, 'row ' || i FROM generate_series(${from}, ${to}) AS i`);
  const start = async () => (await keepPlannerStatistics(db, fail))();

  beforeAll(async () => {
    db = await openPgliteDb('memory://');
    await db.exec('CREATE TABLE visit (n int NOT NULL, label text NOT NULL); CREATE TABLE quiet (n int NOT NULL, label text NOT NULL)');
    await insert('visit', 1, 2000);
  });
  afterAll(async () => {
    await db.close();
  });

  it('gathers them for every table never analyzed, empty ones included', async () => {
    expect(await counted('visit')).toBe(-1);
    expect(await counted('quiet')).toBe(-1);
    await start();
    expect(await counted('visit')).toBe(2000);
    expect(await counted('quiet')).toBe(0);
  });

  it('keeps them when the tables changed little since', async () => {
    await insert('visit', 2001, 2010);
    await start();
    expect(await counted('visit')).toBe(2000);
  });

  it('gathers them again for a table grown by more than a tenth, and only for it', async () => {
    await insert('visit', 2011, 2500);
    await insert('quiet', 1, 5);
    await start();
    expect(await counted('visit')).toBe(2500);
    expect(await counted('quiet')).toBe(0);
  });

  it('gathers them for a table with a column added since', async () => {
    await db.exec('ALTER TABLE visit ADD COLUMN kind int NOT NULL DEFAULT 1');
    await insert('quiet', 6, 6);
    const before = await db.query('SELECT 1 FROM pg_statistic s JOIN pg_class c ON c.oid = s.starelid WHERE c.relname = $1', ['visit']);
    await start();
    const after = await db.query('SELECT 1 FROM pg_statistic s JOIN pg_class c ON c.oid = s.starelid WHERE c.relname = $1', ['visit']);
    expect(after.length).toBe(before.length + 1);
  });
});

describe('planner statistics while the server runs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('analyzes every table 10 minutes after the start and then hourly, until stopped', async () => {
    vi.useFakeTimers();
    const statements: string[] = [];
    const stub = {
      dialect: 'pglite',
      query: () => Promise.resolve([]),
      exec: (sql: string) => {
        statements.push(sql);
        return Promise.resolve();
      },
    } satisfies Pick<Db, 'dialect' | 'query' | 'exec'>;
    const stop = await keepPlannerStatistics(stub, fail);
    // Nothing behind at the start: no ANALYZE then.
    expect(statements).toEqual([]);
    await vi.advanceTimersByTimeAsync(PGLITE_ANALYZE_AFTER_START_MS);
    expect(statements).toEqual(['ANALYZE']);
    await vi.advanceTimersByTimeAsync(PGLITE_ANALYZE_EVERY_MS - PGLITE_ANALYZE_AFTER_START_MS);
    expect(statements).toEqual(['ANALYZE', 'ANALYZE']);
    stop();
    await vi.advanceTimersByTimeAsync(2 * PGLITE_ANALYZE_EVERY_MS);
    expect(statements).toEqual(['ANALYZE', 'ANALYZE']);
  });
});
