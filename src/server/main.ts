import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { buildApp } from './app';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/db';
import { openDatabase, pgliteDir } from './db/open';
import { migrate } from './db/migrate';
import { keepPlannerStatistics } from './db/plannerStatistics';
import { seedIfEmpty } from './seed/seedDemo';
import { seedLargeDayIfMissing } from './seed/largeDay';
import { businessExists } from './setup/firstBusiness';
import { DEMO_USERS } from './seed/demoUsers';
import { startNotificationWorker, workerSettingsFromEnv } from './notifications/notificationWorker';
import { providersFromEnv } from './notifications/providers';
import { startCampaignTimer } from './campaigns/campaignSend';
import { reminderSettingsFromEnv, startReminderSweeper } from './reminders/reminderRound';
import { BACKGROUND_ENV, forkWorkers, webConcurrency } from './processes';

/**
 * FRONT_DESK_NOW starts the clock at a fixed instant and lets it run from there, so tests
 * and demos see the same day while sessions and throttling still see time pass.
 */
function clockFromEnv(): () => Date {
  const fixed = process.env.FRONT_DESK_NOW;
  if (!fixed) return () => new Date();
  const start = new Date(fixed).getTime();
  if (Number.isNaN(start)) throw new Error(`FRONT_DESK_NOW is not a date: ${fixed}`);
  const startedAt = Date.now();
  return () => new Date(start + (Date.now() - startedAt));
}

/**
 * Start: open the db (DATABASE_URL or DATA_DIR), migrate, seed the demo when empty (unless
 * SEED_DEMO=0: the salon then creates its own business at first visit), listen. With
 * WEB_CONCURRENCY=N (PostgreSQL only) this primary prepares the database, then forks N
 * processes that share the port (see processes.ts).
 */
async function main(): Promise<void> {
  const processes = webConcurrency(process.env);
  if (cluster.isWorker) return serve({ background: process.env[BACKGROUND_ENV] === '1' });
  const port = Number(process.env.PORT ?? 8080);
  const now = clockFromEnv();
  const db = await openDatabase();
  const applied = await migrate(db);
  const seedDemo = process.env.SEED_DEMO !== '0';
  const seeded = seedDemo && (await seedIfEmpty(db, { now: now() }));
  // The benchmark branch belongs to the demo's business.
  if (seedDemo && process.env.SEED_LARGE_DAY === '1') await seedLargeDayIfMissing(db, { now: now() });
  const firstRun = !(await businessExists(db));
  const banner = () => {
    const lines = [
      '',
      `Front Desk is running at http://localhost:${port}` + (processes > 1 ? ` (${processes} processes)` : ''),
      `Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir()}`}` +
        (applied.length ? ` (migrations applied: ${applied.join(', ')})` : '') +
        (seeded ? ' (demo data seeded)' : ''),
      '',
      ...(firstRun
        ? [`No business yet: open http://localhost:${port}/setup to create yours.`]
        : seedDemo
          ? ['Demo sign-ins:', ...DEMO_USERS.map((u) => `  ${u.username.padEnd(10)} ${u.password}   ${u.description}`)]
          : []),
      '',
    ];
    console.log(lines.join('\n'));
  };
  if (processes === 1) {
    await serve({ background: true, db, now });
  } else {
    // The workers open their own pools: this one only prepared the database.
    await db.close();
    await forkWorkers(processes, (line) => console.log(line));
  }
  banner();
}

/** One server process: the app on the port, and the background loops when it is the one to run them. */
async function serve(options: { background: boolean; db?: Db; now?: () => Date }): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const now = options.now ?? clockFromEnv();
  const db = options.db ?? (await openDatabase());

  const app = await buildApp({
    db,
    now,
    // `npm run dev` serves the app from Vite instead.
    ...(process.env.SERVE_STATIC === '0' ? {} : { staticDir: process.env.STATIC_DIR ?? resolve('dist') }),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: process.env.TRUST_PROXY === '1',
  });

  // Once per server, not once per process: only the background process runs these.
  const loops = options.background ? await startLoops(db, now, app.log) : async () => {};

  const shutdown = async (signal: string): Promise<void> => {
    app.log.info({ signal }, 'shutting down');
    // Never hang on a stuck connection: give in-flight requests 10 s, then leave anyway.
    setTimeout(() => process.exit(1), 10_000).unref();
    await loops();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
}

/** The planner statistics (PGlite), the notification outbox, scheduled campaigns and reminders; answers their stop. */
async function startLoops(db: Db, now: () => Date, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const stopStatistics = await keepPlannerStatistics(db, (error) => log.error({ error }, 'ANALYZE failed'));
  // Email and SMS leave through the notification outbox.
  const notifications = startNotificationWorker({
    db,
    now,
    providers: providersFromEnv(process.env, log),
    log,
    ...workerSettingsFromEnv(process.env),
  });
  // Scheduled SMS campaigns whose time came (see campaignSend.ts).
  const campaigns = startCampaignTimer({ db, now, log, intervalMs: workerSettingsFromEnv(process.env).intervalMs });
  // Booking reminders are queued into that outbox by a round.
  const reminders = startReminderSweeper({ db, now, log, ...reminderSettingsFromEnv(process.env) });
  return async () => {
    stopStatistics();
    await reminders.stop();
    await notifications.stop();
    await campaigns.stop();
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
