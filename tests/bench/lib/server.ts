/**
 * The real server, started as `npm start` runs it (src/server/main.ts in its own Node process,
 * serving dist/ and /api) with the e2e suite's fixed clock, on a database prepared for the bench:
 * migrated, the demo seeded, and the bench workloads added before the server starts. The demo
 * itself and the server code are untouched: nothing bench-only is loaded by the server.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../../src/server/db/migrate';
import { openPgliteDb } from '../../../src/server/db/pglite';
import { openPostgresDb } from '../../../src/server/db/postgres';
import { seedIfEmpty } from '../../../src/server/seed/seedDemo';
import { FIXED_NOW, freePort, waitUntilUp } from '../../e2e/server';
import { seedWorkload, type Workload } from '../seed/workloads';

export { FIXED_NOW };

export type Backend = 'pglite' | 'postgres';
export type DataSource = { backend: 'pglite'; dataDir: string } | { backend: 'postgres'; url: string };

/** Migrates, seeds the demo and the workloads into an empty database; returns each workload's branch id. */
export async function prepareDatabase(source: DataSource, workloads: readonly Workload[]): Promise<Record<string, string>> {
  const db = source.backend === 'pglite' ? await openPgliteDb(join(source.dataDir, 'pglite')) : openPostgresDb(source.url);
  try {
    const now = new Date(FIXED_NOW);
    await migrate(db);
    await seedIfEmpty(db, { now });
    const ids: Record<string, string> = {};
    for (const w of workloads) ids[w.key] = await seedWorkload(db, w, now);
    // A PostgreSQL server's autovacuum gathers planner statistics after such a load; do it now
    // so every run plans alike. PGlite has no autovacuum and the app never analyzes: left as is.
    if (source.backend === 'postgres') await db.exec('ANALYZE');
    return ids;
  } finally {
    await db.close();
  }
}

/** A fresh PGlite folder copied from a prepared one (seeding 2,000 bookings once is enough). */
export function copyPglite(templateDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'front-desk-bench-data-'));
  cpSync(templateDir, dir, { recursive: true });
  return dir;
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'front-desk-bench-data-'));
}

export type BenchServer = {
  baseURL: string;
  pid: number;
  /** Resident memory of the server's processes now (the primary and its workers), in bytes. */
  rss: () => number;
  stop: () => Promise<void>;
};

export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /VmRSS:\s+(\d+) kB/.exec(status);
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The process and its descendants (a cluster's primary and its workers), from /proc. */
export function processTree(pid: number): number[] {
  const out = [pid];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) out.push(...processTree(Number(child)));
    }
  } catch {
    // Gone meanwhile: what was found stands.
  }
  return out;
}

/** CPU time the process has used so far (user and system), in seconds. */
export function cpuSecondsOf(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces, inside parentheses): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Waits until the process has been idle (under a tenth of a core) for a second; returns the
 * seconds waited. A server keeps serving requests its client stopped waiting for: the next
 * measurement must not share the machine with that backlog.
 */
export async function untilIdle(pid: number, limitS = 900): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  // Every process of the server: with several, the workers serve, not the primary.
  const cpu = () => processTree(pid).reduce((sum, p) => sum + cpuSecondsOf(p), 0);
  let before = cpu();
  while (quiet < 2) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpu();
    quiet = now - before < 0.05 ? quiet + 1 : 0;
    before = now;
    if ((Date.now() - started) / 1000 > limitS) throw new Error(`the server was still busy ${limitS} s after the load`);
  }
  return (Date.now() - started) / 1000;
}

/**
 * Server processes on PostgreSQL in the bench: 2, one per core of the bench machine (autocannon
 * and PostgreSQL share those cores, so more would only queue). PGlite is always one.
 */
export const BENCH_PG_PROCESSES = 2;

export async function startBenchServer(
  source: DataSource,
  options: { removeDataOnStop?: boolean; nodeArgs?: string[]; processes?: number } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: source.backend === 'pglite' ? source.dataDir : '',
      DATABASE_URL: source.backend === 'postgres' ? source.url : '',
      FRONT_DESK_NOW: FIXED_NOW,
      TZ: 'America/Toronto',
      LOG_LEVEL: 'warn',
      SEED_LARGE_DAY: '',
      WEB_CONCURRENCY: String(options.processes ?? 1),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  // A bench database of 2,000 bookings starts slower than the e2e suite's.
  await waitUntilUp(baseURL, child, () => output, 180_000);
  const pid = child.pid ?? 0;
  return {
    baseURL,
    pid,
    rss: () => processTree(pid).reduce((sum, p) => sum + rssOf(p), 0),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (options.removeDataOnStop && source.backend === 'pglite') rmSync(source.dataDir, { recursive: true, force: true });
    },
  };
}
