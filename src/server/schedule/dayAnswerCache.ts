/** Days kept (40 × 600 serializes to about half a megabyte): a branch's few open days and dates around. */
export const DAY_CACHE_ENTRIES = 32;

/**
 * The serialized answer of a day's bookings, per tenant, branch and date, kept under the
 * branch's day version (migration 029: triggers bump it in the same transaction as any write
 * to what the answer reads, whichever route or server process made it). 50 tablets polling one
 * day otherwise read and map the same 600 bookings 50 times over.
 *
 * The caller reads the version before computing, so an answer can only hold data as new as
 * its version or newer (then answered again once the version moves), never older: on PGlite
 * and on PostgreSQL with several processes alike.
 */
export type DayAnswerCache<Body> = {
  /** The body for `key` at `version`, computed by `compute` unless kept or being computed at that version. */
  answer: (key: string, version: string, compute: () => Promise<Body>) => Promise<Body>;
};

/** `Body`: what is sent as is (the route keeps bytes, so no request encodes the day again). */
export function dayAnswerCache<Body>(): DayAnswerCache<Body> {
  const kept = new Map<string, { version: string; body: Body }>();
  /** Computations under way, so 50 concurrent reads of a cold day read it once. */
  const pending = new Map<string, { version: string; body: Promise<Body> }>();

  return {
    answer: async (key, version, compute) => {
      const hit = kept.get(key);
      if (hit?.version === version) return hit.body;
      const joined = pending.get(key);
      if (joined?.version === version) return joined.body;
      const body = compute();
      pending.set(key, { version, body });
      try {
        const value = await body;
        // A slower read of an older version must not replace a newer one.
        const current = kept.get(key);
        if (!current || BigInt(current.version) < BigInt(version)) {
          kept.delete(key);
          if (kept.size >= DAY_CACHE_ENTRIES) {
            const oldest = kept.keys().next();
            if (!oldest.done) kept.delete(oldest.value);
          }
          kept.set(key, { version, body: value });
        }
        return value;
      } finally {
        if (pending.get(key)?.body === body) pending.delete(key);
      }
    },
  };
}
