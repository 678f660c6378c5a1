// Starts the real server (built PWA + /api) on a free port with its own data folder and a
// fixed clock, exactly as `npm start` runs it, so the browser talks to what users get.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { SERVER_ENTRY } from './server-bundle';

declare module 'vitest' {
  /** A data folder the global setup (seeded-data.ts) migrated and seeded at FIXED_NOW. */
  interface ProvidedContext {
    e2eSeededDataDir: string | undefined;
    /** The server bundled once for the run (server-bundle.ts); unset, each start goes through tsx. */
    e2eServerBundle: string | undefined;
  }
}

/** The clock every end-to-end test runs at: Friday 20 November 2026, 10:00 in Toronto. */
export const FIXED_NOW = '2026-11-20T15:00:00.000Z';

export type RunningServer = {
  baseURL: string;
  stop: () => Promise<void>;
  /** Kill and start again on the same port and data: a server restart as staff would live it; `env` changes its environment from then on (a later FRONT_DESK_NOW). */
  restart: (env?: Record<string, string>) => Promise<void>;
  /** Ends the process at once, as a crash or a power cut would. */
  kill: () => Promise<void>;
  /** The server's log lines of requests it answered with a 5xx, over its whole life (restarts included). */
  serverErrors: () => string[];
  /** Every whole line the server logged (the log provider's "notification sent" among them). */
  logLines: () => string[];
};

/**
 * Whether a line of the server's log (pino JSON) tells of an answer in the 5xx: the error handler
 * logs every one of them as "unhandled error" with the request id; a line may also carry the status.
 */
export function isServerErrorLine(line: string): boolean {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return false;
  }
  if (typeof entry !== 'object' || entry === null) return false;
  const record = entry as { msg?: unknown; res?: { statusCode?: unknown }; statusCode?: unknown };
  const status = record.res?.statusCode ?? record.statusCode;
  return record.msg === 'unhandled error' || (typeof status === 'number' && status >= 500);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Polls the server until it answers (or fails with its output): 90 s, or `timeoutMs`. */
export async function waitUntilUp(baseURL: string, child: ChildProcess, log: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${baseURL}/api/check-login`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    // A refused connection answers at once: a short pause costs next to nothing and the start is seen sooner.
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not start in time:\n${log()}`);
}

/**
 * `npm start`'s server on the port and data folder given, at the fixed clock, once it answers;
 * `onOutput` sees all it prints. From `bundle` when given (the same sources, without tsx's cost).
 */
export async function spawnFrontDesk(
  port: number,
  dataDir: string,
  onOutput: (text: string) => void = () => undefined,
  env: Record<string, string> = {},
  bundle?: string,
): Promise<ChildProcess> {
  let output = '';
  const child = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      FRONT_DESK_NOW: FIXED_NOW,
      TZ: 'America/Toronto',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const take = (d: Buffer) => {
    output += d.toString();
    onOutput(d.toString());
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  await waitUntilUp(`http://127.0.0.1:${port}`, child, () => output);
  return child;
}

/** Asks the server to shut down (it closes the database cleanly) and waits until it has. */
export async function stopGracefully(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export type ServerOptions = {
  /** `SEED_DEMO=0 npm start` on an empty data folder: a salon's first run, with no business yet. */
  firstRun?: boolean;
  /** More of the server's environment, e.g. LOG_LEVEL=info to see the log provider's messages in logLines, or a short REMINDER_INTERVAL_MS. */
  env?: Record<string, string>;
};

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  let port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'front-desk-e2e-'));
  // A copy of the seeded folder skips PGlite's initdb, the migrations and the seed.
  const template = options.firstRun ? undefined : inject('e2eSeededDataDir');
  if (template) cpSync(template, dataDir, { recursive: true });
  const env: Record<string, string> = { ...(options.firstRun ? { SEED_DEMO: '0' } : {}), ...options.env };
  const bundle = inject('e2eServerBundle');
  let child: ChildProcess;
  // Whole lines only: a chunk may end inside one.
  let pending = '';
  const errorLines: string[] = [];
  const allLines: string[] = [];
  const collect = (text: string) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    errorLines.push(...lines.filter(isServerErrorLine));
    allLines.push(...lines);
  };

  const spawnServer = async (): Promise<void> => {
    pending = '';
    child = await spawnFrontDesk(port, dataDir, collect, env, bundle);
  };

  const kill = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };

  // Files run side by side: another file's server (or a browser's socket) can take the port
  // between freePort's probe and this server's listen. Only the first start may move.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await spawnServer();
      break;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
      port = await freePort();
    }
  }
  return {
    baseURL: `http://127.0.0.1:${port}`,
    kill,
    restart: async (more = {}) => {
      Object.assign(env, more);
      await kill();
      await spawnServer();
    },
    stop: async () => {
      await stopGracefully(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    serverErrors: () => [...errorLines, ...(isServerErrorLine(pending) ? [pending] : [])],
    logLines: () => [...allLines],
  };
}
