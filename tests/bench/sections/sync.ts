/**
 * 4. Sync: a tablet queues changes with the network off (pay-ins, and moves of appointments of
 * the 40 × 600 day), the link comes back, and the app's sync rounds run until every change is
 * acknowledged. Timed from reconnect to an empty outbox, with the HTTP round trips counted.
 * The page runs the app's own data layer (src/data) in Chromium on the app's origin.
 */
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD, newBenchContext } from '../lib/browser';
import { movesFor, type BenchDay } from '../lib/day';
import { routeBenchPages } from '../lib/static';
import { alternate, stat, type Stat } from '../lib/stats';
import type { BenchSync, DrainReport, SegmentMove } from '../pages/sync-api';
import type { Backend } from '../lib/server';

export type SyncFigures = {
  mutations: number;
  payIns: number;
  moves: number;
  ms: Stat;
  requests: Stat;
  pushes: Stat;
  rounds: Stat;
  applied: Stat;
  rejected: Stat;
};

type Target = { backend: Backend; baseURL: string; day: BenchDay };

async function oneRun(browser: Browser, target: Target, input: { payIns: number; moves: SegmentMove[] }): Promise<DrainReport> {
  const context = await newBenchContext(browser, target.baseURL);
  try {
    const page = await context.newPage();
    await routeBenchPages(page, target.baseURL);
    await page.goto('/__bench/sync.html');
    await page.waitForFunction(() => 'benchSync' in window);
    await page.evaluate(
      (args) => (window as Window & { benchSync?: BenchSync }).benchSync?.setup(args),
      { username: 'admin', password: DEMO_PASSWORD, branchId: target.day.branchId, today: target.day.date },
    );
    await context.setOffline(true);
    const queued = await page.evaluate((args) => (window as Window & { benchSync?: BenchSync }).benchSync?.queue(args), input);
    if (queued !== input.payIns + input.moves.length) throw new Error(`queued ${queued ?? 0} changes`);
    await context.setOffline(false);
    const report = await page.evaluate(() => (window as Window & { benchSync?: BenchSync }).benchSync?.drain());
    if (!report) throw new Error('no drain report');
    if (report.left > 0) throw new Error(`${report.left} changes still waiting after ${report.rounds} rounds`);
    return report;
  } finally {
    await context.close();
  }
}

export async function benchSync(
  browser: Browser,
  targets: readonly Target[],
  opts: { mutations: number; warmupMutations: number; runs: number; warmup: boolean; log: (line: string) => void },
): Promise<Record<string, SyncFigures>> {
  const share = (n: number) => ({ moves: Math.round(n * 0.4), payIns: n - Math.round(n * 0.4) });
  const { moves: moveCount, payIns } = share(opts.mutations);
  const byBackend = new Map(targets.map((t) => [t.backend, t]));
  const plans = new Map(
    targets.map((t) => {
      const moves = movesFor(t.day, moveCount, 11 * 60);
      if (moves.length < moveCount) throw new Error(`only ${moves.length} movable lines on ${t.day.branchId}`);
      return [t.backend, moves];
    }),
  );
  // Each line goes to its other technician and, the next time it is picked, back: every move of
  // every run is a real change. Keyed by backend, each database keeping its own day.
  const movedAway = new Map<string, boolean>();
  const runs = await alternate<Backend, DrainReport>(
    targets.map((t) => t.backend),
    { runs: opts.runs, warmup: opts.warmup, log: opts.log },
    (backend, index) => {
      const target = byBackend.get(backend);
      const plan = plans.get(backend);
      if (!target || !plan) throw new Error(`no target ${backend}`);
      // The warm-up only has to wake every code path of the tablet and the server: a short queue.
      const size = index < 0 ? share(opts.warmupMutations) : { moves: moveCount, payIns };
      const moves = plan.slice(0, size.moves).map(({ back, ...m }) => {
        const key = `${backend}:${m.id}`;
        const away = movedAway.get(key) ?? false;
        movedAway.set(key, !away);
        return away ? { ...m, technicianId: back } : m;
      });
      return oneRun(browser, target, { payIns: size.payIns, moves });
    },
  );
  const out: Record<string, SyncFigures> = {};
  for (const [backend, reports] of Object.entries(runs) as [Backend, DrainReport[]][]) {
    out[backend] = {
      mutations: opts.mutations,
      payIns,
      moves: moveCount,
      ms: stat(reports.map((r) => r.ms)),
      requests: stat(reports.map((r) => r.requests)),
      pushes: stat(reports.map((r) => r.pushes)),
      rounds: stat(reports.map((r) => r.rounds)),
      applied: stat(reports.map((r) => r.applied)),
      rejected: stat(reports.map((r) => r.rejected)),
    };
  }
  return out;
}
