import cluster from 'node:cluster';

/** Set by the primary on the one worker that runs the background loops (outbox, campaigns, reminders). */
export const BACKGROUND_ENV = 'FRONT_DESK_BACKGROUND';

/**
 * How many server processes: WEB_CONCURRENCY, 1 when unset. PGlite is one process's database
 * (a folder only one process may open), so more than one needs DATABASE_URL.
 */
export function webConcurrency(env: NodeJS.ProcessEnv): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`WEB_CONCURRENCY must be a whole number of processes, 1 or more: ${raw}`);
  if (n > 1 && !env.DATABASE_URL) {
    throw new Error(`WEB_CONCURRENCY=${n} needs PostgreSQL (DATABASE_URL): PGlite is one process's database, so it runs with WEB_CONCURRENCY=1.`);
  }
  return n;
}

/**
 * The primary of several processes: forks `count` workers sharing the port (node:cluster), the
 * first of them with the background loops, and forks a worker again if one dies (with the
 * same role, so the loops never stop nor run twice). Resolves once every worker listens.
 */
export function forkWorkers(count: number, log: (line: string) => void): Promise<void> {
  const roles = new Map<number, boolean>();
  const fork = (background: boolean) => {
    const worker = cluster.fork(background ? { [BACKGROUND_ENV]: '1' } : {});
    roles.set(worker.id, background);
  };
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    const background = roles.get(worker.id) ?? false;
    roles.delete(worker.id);
    if (stopping) return;
    log(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork(background);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => {
      left -= 1;
      if (left === 0) process.exit(0);
    });
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  const listening = new Promise<void>((resolve) => {
    let up = 0;
    cluster.on('listening', () => {
      up += 1;
      if (up === count) resolve();
    });
  });
  for (let i = 0; i < count; i += 1) fork(i === 0);
  return listening;
}
