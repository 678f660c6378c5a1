import type { Db } from '../db/db';

/** Days kept (40 × 600 serializes to about half a megabyte): a branch's few open days and dates around. */
export const DAY_CACHE_ENTRIES = 32;

/**
 * The serialized answer of a day's bookings, per tenant, branch and date, kept between reads
 * and dropped by any write: 50 tablets polling one day otherwise made PGlite, which runs one
 * query at a time, read and map the same 600 bookings 50 times over.
 *
 * Correct because it never trusts itself across a write. Every write to the database goes
 * through the one Db object (`db.writes`, counted in makeDb: each transaction and each
 * statement that is not a plain SELECT), and an answer is kept only when no write began or
 * ended while it was computed, nor was under way when it started. Whatever changes a day —
 * a booking, a move, a status, a push, a break, a bill, a technician's name, the branch's
 * time zone — is such a write, so the cache cannot outlive it.
 *
 * Only on PGlite: it is one process's database. On PostgreSQL other server processes may
 * write (a chain behind a load balancer), which this process would not see; the cache is
 * off there and every read goes to the database, as before.
 */
export type DayAnswerCache = {
  /** The body for `key`, computed by `compute` unless a valid one is kept or being computed. */
  answer: (key: string, compute: () => Promise<string>) => Promise<string>;
};

export function dayAnswerCache(db: Db): DayAnswerCache {
  if (db.dialect !== 'pglite') return { answer: (_key, compute) => compute() };
  const { writes } = db;
  /** Answers with the write generation they were computed in. */
  const kept = new Map<string, { generation: number; body: string }>();
  /** Computations under way, so 50 concurrent reads of a cold day read it once. */
  const pending = new Map<string, { generation: number; body: Promise<string> }>();
  // Valid only if no write is under way now and none began or ended since `generation`.
  const current = (generation: number): boolean => writes.inFlight === 0 && writes.generation === generation;

  return {
    answer: async (key, compute) => {
      const hit = kept.get(key);
      if (hit && current(hit.generation)) return hit.body;
      if (hit) kept.delete(key);
      const joined = pending.get(key);
      // Started after the last write and none since: what a new read would see.
      if (joined && current(joined.generation)) return joined.body;
      if (writes.inFlight > 0) return compute();
      const generation = writes.generation;
      const body = compute();
      pending.set(key, { generation, body });
      try {
        const value = await body;
        if (current(generation)) {
          if (kept.size >= DAY_CACHE_ENTRIES) {
            const oldest = kept.keys().next();
            if (!oldest.done) kept.delete(oldest.value);
          }
          kept.set(key, { generation, body: value });
        }
        return value;
      } finally {
        if (pending.get(key)?.body === body) pending.delete(key);
      }
    },
  };
}
