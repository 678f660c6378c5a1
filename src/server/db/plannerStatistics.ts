import type { Db } from './db';

/** What the statistics need of the database. */
type StatisticsDb = Pick<Db, 'dialect' | 'query' | 'exec'>;

/** How often PGlite's planner statistics are gathered again while the server runs. */
export const PGLITE_ANALYZE_EVERY_MS = 60 * 60 * 1000;

/**
 * The first whole ANALYZE after a start: a start itself refreshes only the tables found behind
 * (below), so a server restarted more often than hourly still refreshes the rest.
 */
export const PGLITE_ANALYZE_AFTER_START_MS = 10 * 60 * 1000;

/**
 * The tables whose statistics a start must not keep: never gathered (`reltuples` is -1), rows
 * with a column the last ANALYZE did not see (counted by an index build, or a column added
 * since), or a table grown by more than a tenth since (PostgreSQL's autovacuum re-analyzes
 * after a tenth of the rows changed). PGlite forgets `last_analyze` and the change counts at
 * each close; `reltuples`, `relpages` and pg_statistic are kept in the data folder.
 */
const TABLES_BEHIND = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r'
    AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg_toast%'
    AND (
      c.reltuples < 0
      OR (c.reltuples > 0 AND EXISTS (
        SELECT 1 FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          AND NOT EXISTS (SELECT 1 FROM pg_statistic s WHERE s.starelid = c.oid AND s.staattnum = a.attnum)))
      OR pg_relation_size(c.oid) > (c.relpages * 1.1 + 1) * current_setting('block_size')::int
    )
  ORDER BY 1`;

/** The tables a start analyzes (see TABLES_BEHIND). */
export async function tablesBehind(db: StatisticsDb): Promise<string[]> {
  const rows = await db.query<{ name: string }>(TABLES_BEHIND);
  return rows.map((row) => row.name);
}

/**
 * PostgreSQL's autovacuum keeps the planner's statistics; PGlite has no autovacuum, so without
 * this its planner never has any and guesses that every `tenant_id = $1` is selective: the
 * day's bookings were read through a per-booking bitmap of the whole tenant's guests (0.5 s
 * for the 40 × 600 day, 1 s and more for a move's check). A start analyzes the tables whose
 * statistics are missing or behind, before the first request; every table is analyzed again
 * 10 minutes later and then hourly. A whole ANALYZE at every start cost half a second of CPU
 * even on the demo's data, and the end-to-end tests start a server per file on a folder
 * analyzed once. Statistics change plans only, never answers.
 * Returns the stop for shutdown; on PostgreSQL it does nothing.
 */
export async function keepPlannerStatistics(db: StatisticsDb, onError: (error: unknown) => void): Promise<() => void> {
  if (db.dialect !== 'pglite') return () => {};
  const behind = await tablesBehind(db);
  if (behind.length > 0) await db.exec(`ANALYZE ${behind.join(', ')}`);
  const analyze = () => {
    db.exec('ANALYZE').catch(onError);
  };
  const first = setTimeout(analyze, PGLITE_ANALYZE_AFTER_START_MS);
  const timer = setInterval(analyze, PGLITE_ANALYZE_EVERY_MS);
  // Never what keeps the process alive.
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
