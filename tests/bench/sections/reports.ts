/**
 * 7. Reports: every report the server registers, asked for a month and for a year over HTTP as
 * the back office asks (GET /api/report/{key}, signed in as the owner), on a database holding a
 * generated year of bills: one branch (about 30,000 bills) on PGlite, read for that branch; ten
 * branches (about 300,000) on PostgreSQL, read for all branches. Each figure is the p95 of
 * sequential requests after a warm-up. A report not merged yet answers 404 and is listed as such.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_BRANCHES, REPORT_KEYS, ReportKey, reportParams, reportPath } from '../../../src/domain/report/contract';
import { migrate } from '../../../src/server/db/migrate';
import { openPgliteDb } from '../../../src/server/db/pglite';
import { openPostgresDb } from '../../../src/server/db/postgres';
import { seedIfEmpty } from '../../../src/server/seed/seedDemo';
import { apiSignIn } from '../../e2e/api';
import type { Postgres } from '../lib/postgres';
import { FIXED_NOW, startBenchServer, type Backend, type DataSource } from '../lib/server';
import { stat, type Stat } from '../lib/stats';
import { seedReportYear, yearOf, type ReportYear } from '../seed/report-year';

export const ReportRange = { DAY: 'day', MONTH: 'month', YEAR: 'year' } as const;
export type ReportRange = (typeof ReportRange)[keyof typeof ReportRange];

export type ReportTiming = { report: ReportKey; range: ReportRange; p95: number; ms: Stat; rows: number };
export type ReportsFigures = {
  backend: Backend;
  branches: number;
  bills: number;
  seedSeconds: number;
  /** What was read: one branch or all. */
  scope: string;
  month: { from: string; to: string };
  year: { from: string; to: string };
  timings: ReportTiming[];
  /** Reports the server does not answer yet (not merged). */
  missing: ReportKey[];
};

/** The goals, on PGlite's one branch. */
export const REPORT_GOALS_MS: Record<ReportRange, number> = { day: 200, month: 200, year: 1000 };
/** Reports of one day (their screen shows one date): timed for the month's last day instead. */
const ONE_DAY: readonly ReportKey[] = [ReportKey.DAILY_TECHNICIAN];

type Options = { quick: boolean; pg: Postgres | null; log: (line: string) => void; onError: (what: string, error: unknown) => void };

/** Full run: the sizes. Quick: a thinner year and fewer requests, so CI's pass stays short. */
function plan(quick: boolean): { sizes: Record<Backend, ReportYear>; runs: number; warmup: number } {
  return quick
    ? { sizes: { pglite: { branches: 1, billsPerDay: 15 }, postgres: { branches: 2, billsPerDay: 10 } }, runs: 5, warmup: 2 }
    : { sizes: { pglite: { branches: 1, billsPerDay: 82 }, postgres: { branches: 10, billsPerDay: 82 } }, runs: 20, warmup: 2 };
}

/** The nearest-rank p95: with 20 requests, the 19th fastest. */
function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
}

async function prepare(source: DataSource, size: ReportYear): Promise<{ branchIds: string[]; bills: number }> {
  const db = source.backend === 'pglite' ? await openPgliteDb(join(source.dataDir, 'pglite')) : openPostgresDb(source.url);
  try {
    const now = new Date(FIXED_NOW);
    await migrate(db);
    await seedIfEmpty(db, { now });
    const out = await seedReportYear(db, size, now);
    // As in lib/server.ts: a PostgreSQL server's autovacuum would analyze after such a load;
    // PGlite never does, and the reports must be fast without it.
    if (source.backend === 'postgres') await db.exec('ANALYZE');
    return out;
  } finally {
    await db.close();
  }
}

async function measure(source: DataSource, backend: Backend, size: ReportYear, options: Options): Promise<ReportsFigures> {
  const { runs, warmup } = plan(options.quick);
  const seedStarted = Date.now();
  options.log(`  seeding a year of ${size.branches} branch(es), about ${size.billsPerDay} bills a day each (${backend})`);
  const { branchIds, bills } = await prepare(source, size);
  const seedSeconds = Math.round((Date.now() - seedStarted) / 1000);
  options.log(`  ${bills.toLocaleString('en')} bills in ${seedSeconds} s`);
  const server = await startBenchServer(source, { removeDataOnStop: source.backend === 'pglite' });
  try {
    const api = await apiSignIn(server.baseURL, 'admin');
    const today = FIXED_NOW.slice(0, 10);
    const year = yearOf(today);
    const month = { from: '2026-10-01', to: '2026-10-31' };
    const branchId = size.branches === 1 ? (branchIds[0] ?? ALL_BRANCHES) : ALL_BRANCHES;
    const figures: ReportsFigures = {
      backend,
      branches: size.branches,
      bills,
      seedSeconds,
      scope: branchId === ALL_BRANCHES ? 'all branches' : 'one branch',
      month,
      year,
      timings: [],
      missing: [],
    };
    for (const report of REPORT_KEYS) {
      const ranges = ONE_DAY.includes(report)
        ? ([[ReportRange.DAY, { from: month.to, to: month.to }]] as const)
        : ([[ReportRange.MONTH, month], [ReportRange.YEAR, year]] as const);
      for (const [range, days] of ranges) {
        const ask = () => api.get<{ rows: unknown[] }>(reportPath(report), reportParams({ branchId, from: days.from, to: days.to }));
        try {
          for (let i = 0; i < warmup; i++) await ask();
        } catch (error) {
          // Not merged yet: the route does not exist. Anything else is the harness's or the report's failure.
          if (error instanceof Error && / 404 /.test(error.message)) {
            if (!figures.missing.includes(report)) figures.missing.push(report);
            continue;
          }
          options.onError(`reports, ${report} ${range} (${backend})`, error);
          continue;
        }
        const times: number[] = [];
        let rows = 0;
        for (let i = 0; i < runs; i++) {
          const started = performance.now();
          const result = await ask();
          times.push(performance.now() - started);
          rows = result.rows.length;
        }
        const timing = { report, range, p95: p95(times), ms: stat(times), rows };
        figures.timings.push(timing);
        options.log(`    ${report} ${range}: p95 ${timing.p95.toFixed(0)} ms, median ${timing.ms.median.toFixed(0)} ms (${rows} rows)`);
      }
    }
    return figures;
  } finally {
    await server.stop();
  }
}

/** The reports on PGlite, then on PostgreSQL when its binaries are there. */
export async function benchReports(options: Options): Promise<ReportsFigures[]> {
  const { sizes } = plan(options.quick);
  const out: ReportsFigures[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'front-desk-bench-reports-'));
  try {
    out.push(await measure({ backend: 'pglite', dataDir }, 'pglite', sizes.pglite, options));
  } catch (error) {
    options.onError('reports (pglite)', error);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (options.pg) {
    try {
      await options.pg.createDatabase('bench_reports');
      out.push(await measure({ backend: 'postgres', url: options.pg.url('bench_reports') }, 'postgres', sizes.postgres, options));
    } catch (error) {
      options.onError('reports (postgres)', error);
    }
  } else {
    options.log('  PostgreSQL binaries not found: the ten-branch year is skipped');
  }
  return out;
}
