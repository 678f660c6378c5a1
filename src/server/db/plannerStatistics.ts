import type { Db } from './db';

/** How often PGlite's planner statistics are gathered again while the server runs. */
export const PGLITE_ANALYZE_EVERY_MS = 60 * 60 * 1000;

/**
 * PostgreSQL's autovacuum keeps the planner's statistics; PGlite has no autovacuum, so without
 * this its planner never has any and guesses that every `tenant_id = $1` is selective: the
 * day's bookings were read through a per-booking bitmap of the whole tenant's guests (0.5 s
 * for the 40 × 600 day, 1 s and more for a move's check). ANALYZE at start and then hourly
 * keeps the plans those of a real server. Statistics change plans only, never answers.
 * Returns the stop for shutdown; on PostgreSQL it does nothing.
 */
export async function keepPlannerStatistics(db: Db, onError: (error: unknown) => void): Promise<() => void> {
  if (db.dialect !== 'pglite') return () => {};
  await db.exec('ANALYZE');
  const timer = setInterval(() => {
    db.exec('ANALYZE').catch(onError);
  }, PGLITE_ANALYZE_EVERY_MS);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
