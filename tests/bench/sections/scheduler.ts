/**
 * 1. The scheduler, ours against react-big-calendar, and 2. the offline cold start.
 *
 * Ours runs in a real profile that opened the day online once (sign-in, branch, service worker
 * installed, the day stored in Dexie); then the network is cut and every measured load comes from
 * the service worker's cache and IndexedDB. The peer is a page of its own fed the same day.
 * Each load is a new tab; peers alternate run by run (A B A B) after a warm-up of each.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { cdpOf, heapAfterGc, launchProfile, newBenchContext, signIn, switchBranch, throttle } from '../lib/browser';
import { expectedPerColumn, cardsOf, peerDay, pickMove, type BenchDay, type MovePick } from '../lib/day';
import { armMove, frames, installProbe, loadFigures, snapshot, timeRedraw, waitSettled, type ProbeConfig, type ProbeSnapshot } from '../lib/probe';
import type { StaticServer } from '../lib/static';
import { alternate, stat, type Stat } from '../lib/stats';
import { describeSummary, startTrace, stopTrace, summariseTrace } from '../lib/trace';
import type { Workload } from '../seed/workloads';

export type LoadRun = { readyMs: number; redrawMs: number; dragFrameMs: number; settledMs: number; longTaskMs: number; longTasks: number; longFrameMs: number; heapMB: number; domNodes: number; moveMs: number; scrollLongTaskMs: number; scrollLongFrameMs: number; scrollWorstFrameMs: number };
export type PeerFigures = { [K in keyof LoadRun]: Stat };
export type SchedulerRate = { ours: PeerFigures; rbc: PeerFigures };
export type ColdStart = { reloadMs: Stat; newProcessMs: Stat };

export type SchedulerOptions = {
  baseURL: string;
  browser: Browser;
  statics: StaticServer;
  date: string;
  rates: readonly number[];
  /** CPU rates of the cold start (the goal is at 1×). */
  coldRates: readonly number[];
  runs: number;
  warmup: boolean;
  log: (line: string) => void;
  /** When set, an extra run of ours at each rate, not counted, is profiled (load and move apart) into this folder. */
  profileDir?: string;
};

const APP_DB = 'front-desk';
const DAY_SCHEDULE = 'Day schedule';
const COLUMN_PREFIX = 'Schedule of ';

function summarise(runs: LoadRun[]): PeerFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof LoadRun)[];
  return Object.fromEntries(keys.map((k) => [k, stat(runs.map((r) => r[k]))])) as PeerFigures;
}

const timeoutFor = (rate: number) => 60_000 * rate;

/** Above this many cards the peer's move is measured at 1× only (see runPeer). */
const PEER_MOVE_MAX_CARDS_THROTTLED = 1500;

/** Seconds of bench time since the previous call: where a run spends the harness's time. */
function stopwatch(): () => string {
  let last = Date.now();
  return () => {
    const now = Date.now();
    const s = ((now - last) / 1000).toFixed(1);
    last = now;
    return `${s} s`;
  };
}

/**
 * A CPU profile and a performance trace of a page, one pair per stretch of a run (load, scroll,
 * move), written to `{dir}/{name}-{stretch}.cpuprofile` and `.trace.json` (both open in
 * DevTools), with a summary of where the main thread's time went in the log.
 */
function profiler(cdp: CDPSession, dir: string, name: string, log: (line: string) => void): { start: () => Promise<void>; stop: (stretch: string) => Promise<void> } {
  return {
    start: async () => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      // The profiler first: its start-up would otherwise show in the trace as main-thread work.
      await cdp.send('Profiler.start');
      await startTrace(cdp);
    },
    stop: async (stretch) => {
      const events = await stopTrace(cdp);
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${name}-${stretch}.cpuprofile`), JSON.stringify(profile));
      writeFileSync(join(dir, `${name}-${stretch}.trace.json`), JSON.stringify({ traceEvents: events }));
      const summary = summariseTrace(events);
      writeFileSync(join(dir, `${name}-${stretch}.summary.json`), `${JSON.stringify(summary, null, 2)}\n`);
      log(`      profile ${name} ${stretch}: ${describeSummary(summary)}`);
    },
  };
}

/** Waits for the probe's move mark (or gives up after `ms`). */
async function waitMoved(page: Page, ms: number): Promise<ProbeSnapshot> {
  const deadline = Date.now() + ms;
  let snap = await snapshot(page);
  while (snap.movedAt === null && Date.now() < deadline) {
    await page.waitForTimeout(20);
    snap = await snapshot(page);
  }
  if (snap.movedAt === null || snap.moveUpAt === null) throw new Error('the moved appointment never showed in its new column');
  return snap;
}

type ScrollWindow = Window & { __benchScrolls?: [Element, number, number][] };

/**
 * Scrolls the board as a person swipes it: right across every column (four columns a step),
 * then down the day, one wheel step every 50 ms, counting long tasks and the worst frame gap;
 * then puts it back where it was.
 */
async function scrollAcross(page: Page, area: { x: number; y: number }, steps: { dx: number; count: number }): Promise<{ longTaskMs: number; longFrameMs: number; worstFrameMs: number }> {
  // Where every scroller under the pointer stands, to come back to it afterwards.
  await page.evaluate(({ x, y }) => {
    const saved: [Element, number, number][] = [];
    for (let el = document.elementFromPoint(x, y); el; el = el.parentElement) saved.push([el, el.scrollLeft, el.scrollTop]);
    (window as ScrollWindow).__benchScrolls = saved;
  }, area);
  const before = await snapshot(page);
  const startedAt = await page.evaluate(() => performance.now());
  await page.mouse.move(area.x, area.y);
  await frames(page, true);
  for (let i = 0; i < steps.count; i++) {
    await page.mouse.wheel(steps.dx, 0);
    await page.waitForTimeout(50);
  }
  for (let i = 0; i < 10; i++) {
    await page.mouse.wheel(0, 240);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(300);
  await frames(page, false);
  const after = await snapshot(page);
  const tasks = after.longTasks.slice(before.longTasks.length).filter((t) => t.start + t.duration >= startedAt);
  const longFrames = after.longFrames.slice(before.longFrames.length).filter((t) => t.start + t.duration >= startedAt);
  let worst = 0;
  for (let i = 1; i < after.frames.length; i++) worst = Math.max(worst, (after.frames[i] ?? 0) - (after.frames[i - 1] ?? 0));
  // Back where the swipe started: what follows needs the first columns, and a virtualised
  // board does not render them once scrolled away.
  await page.evaluate(() => {
    for (const [el, left, top] of (window as ScrollWindow).__benchScrolls ?? []) el.scrollTo(left, top);
  });
  return { longTaskMs: tasks.reduce((s, t) => s + t.duration, 0), longFrameMs: longFrames.reduce((s, t) => s + t.duration, 0), worstFrameMs: worst };
}

async function boxOf(page: Page, selector: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator(selector).first().boundingBox({ timeout: 300_000 });
  if (!box) throw new Error(`not visible: ${selector}`);
  return box;
}

/**
 * A mouse drag, in as few pointer moves as both boards need: press, a few pixels to pass
 * dnd-kit's 6 px activation (and start react-big-calendar's drag), straight to the target, a
 * short hold there so both see where the pointer is, release. Few moves on purpose: every one
 * makes react-big-calendar re-render its whole day, seconds each at 4× on a 2,000-booking day.
 */
async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 2);
  await page.mouse.move(to.x, to.y, { steps });
  await page.waitForTimeout(100);
  await page.mouse.up();
}

/**
 * Drags from the centre of the card's top to the same height in the target column, and times
 * the move; `steps` pointer moves on the way. Also the worst frame of the drag: the longest gap
 * between two animation frames from the press to the release.
 */
async function moveCard(page: Page, card: string, column: string, spec: Parameters<typeof armMove>[1], steps = 1): Promise<{ moveMs: number; dragFrameMs: number }> {
  // In the middle of the view: near an edge, dragging would scroll the board under the pointer.
  await page.locator(card).first().evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }), undefined, { timeout: 300_000 });
  const from = await boxOf(page, card);
  const to = await boxOf(page, column);
  await armMove(page, spec);
  const start = { x: from.x + from.width / 2, y: from.y + Math.min(from.height, 24) / 2 };
  // Frames are counted from the press to the release: a frame whose work passes 16 ms misses
  // its vsync, and the gap between two animation frames grows from 16.7 ms to 33 ms or more.
  await frames(page, true);
  await dragTo(page, start, { x: to.x + to.width / 2, y: start.y }, steps);
  await frames(page, false);
  const snap = await waitMoved(page, 300_000);
  const times = snap.frames.filter((t) => t <= (snap.moveUpAt ?? Infinity));
  let worst = 0;
  for (let i = 1; i < times.length; i++) worst = Math.max(worst, (times[i] ?? 0) - (times[i - 1] ?? 0));
  return { moveMs: (snap.movedAt ?? NaN) - (snap.moveUpAt ?? NaN), dragFrameMs: times.length > 1 ? worst : NaN };
}

function attr(value: string): string {
  return JSON.stringify(value);
}

/**
 * Offline, the move waits in the outbox; the next load must start from the same day. The move
 * is queued after the worker's check: wait for it to land, then empty the outbox.
 */
async function clearOutbox(page: Page, timeoutMs: number): Promise<void> {
  await page.evaluate(
    async ({ name, timeoutMs: limit }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const count = () =>
        new Promise<number>((resolve, reject) => {
          const req = db.transaction(['outbox'], 'readonly').objectStore('outbox').count();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      const deadline = performance.now() + limit;
      while ((await count()) === 0) {
        if (performance.now() > deadline) throw new Error('the move never reached the outbox');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['outbox'], 'readwrite');
        tx.objectStore('outbox').clear();
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { name: APP_DB, timeoutMs },
  );
}

/**
 * Waits for the service worker to control the page. On a busy machine it once did not within
 * three minutes (its install caches the whole precache; the cause was not found): the page is
 * loaded again then, which registers it anew, twice at most.
 */
async function untilControlled(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.reload();
    }
  }
}

/**
 * The day drawn again from Dexie without the app's start-up (issue 4's "renders from Dexie"):
 * to the next day (nothing booked there), then back with Previous day, timed from that click.
 */
async function redrawFromDexie(page: Page, timeoutMs: number): Promise<number> {
  await page.getByRole('button', { name: 'Next day', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[data-board-card]') === null, undefined, { timeout: timeoutMs });
  await waitSettled(page, { timeoutMs, quietMs: 300 });
  const ms = await timeRedraw(page, 'button[aria-label="Previous day"]', timeoutMs);
  // A day opened scrolls the board to an hour before now 700 ms later: a drag started before
  // that would have its target moved under the pointer.
  await page.waitForTimeout(1000);
  await waitSettled(page, { timeoutMs, quietMs: 300 });
  return ms;
}

type Peer = 'ours' | 'rbc';

/** One workload, every rate: the scheduler figures of both peers, then the cold start. */
export async function benchScheduler(
  w: Workload,
  d: BenchDay,
  opts: SchedulerOptions,
): Promise<{ rates: Record<string, SchedulerRate>; coldStart: Record<string, ColdStart>; move: MovePick }> {
  const expect = expectedPerColumn(d);
  const totalCards = cardsOf(d).length;
  const pick = pickMove(d);
  const appointmentURL = `/appointment?date=${d.date}`;
  const ourProbe: ProbeConfig = {
    ready: { kind: 'columns', columnPrefix: COLUMN_PREFIX, cardSelector: '[data-board-card]', expect, minColumns: Math.min(d.technicians.length, 4) },
    clickable: false,
    cardSelector: '[data-board-card]',
  };
  opts.statics.setData(w.key, peerDay(d));
  const peerURL = `${opts.statics.baseURL}/__bench/rbc.html?size=${w.key}`;
  opts.log(`  ${w.key}: ${d.technicians.length} columns, ${totalCards} cards; move ${pick.labelPrefix} from column ${pick.from + 1} to ${pick.to + 1}`);

  // The tablet: one online visit, then offline for good.
  const profile = mkdtempSync(join(tmpdir(), 'front-desk-bench-profile-'));
  let ours: BrowserContext = await launchProfile(profile, opts.baseURL);
  {
    const page = ours.pages()[0] ?? (await ours.newPage());
    await signIn(page, 'admin');
    await switchBranch(page, w.name);
    await page.goto(appointmentURL);
    await untilControlled(page);
    await page.getByRole('region', { name: `${COLUMN_PREFIX}${d.technicians[0]?.label ?? ''}`, exact: true }).locator('[data-board-card]').first().waitFor({ timeout: 180_000 });
    await page.close();
  }
  await ours.setOffline(true);
  const peerContext = await newBenchContext(opts.browser);

  const runOurs = async (rate: number, profiled = false): Promise<LoadRun> => {
    const page = await ours.newPage();
    try {
      await page.addInitScript(installProbe, ourProbe);
      const cdp = await cdpOf(page);
      await throttle(cdp, rate);
      const profile = profiled && opts.profileDir ? profiler(cdp, opts.profileDir, `ours-${w.key}-${rate}x`, opts.log) : null;
      await profile?.start();
      const lap = stopwatch();
      await page.goto(appointmentURL, { waitUntil: 'commit', timeout: timeoutFor(rate) });
      const snap = await waitSettled(page, { timeoutMs: timeoutFor(rate), quietMs: 1000 });
      await profile?.stop('load');
      const heap = await heapAfterGc(cdp);
      const loadTime = lap();
      const column = `[role="region"][aria-label=${attr(`${COLUMN_PREFIX}${pick.targetLabel}`)}]`;
      const card = `[role="region"][aria-label=${attr(`${COLUMN_PREFIX}${d.technicians[pick.from]?.label ?? ''}`)}] [aria-label^=${attr(pick.labelPrefix)}]`;
      const board = await boxOf(page, `[role="region"][aria-label=${attr(DAY_SCHEDULE)}]`);
      // The scroll first, on the settled page; the move last, so no run waits for the day to be
      // recomputed after it (seconds at 4×) before going on.
      await profile?.start();
      const scroll = await scrollAcross(page, { x: board.x + board.width / 2, y: board.y + board.height / 2 }, { dx: 720, count: Math.ceil(d.technicians.length / 4) });
      await profile?.stop('scroll');
      const scrollTime = lap();
      await profile?.start();
      const redrawMs = await redrawFromDexie(page, timeoutFor(rate));
      await profile?.stop('redraw');
      const redrawTime = lap();
      await profile?.start();
      // Ours is dragged in ten pointer moves, as a hand would: ten drag frames to measure.
      const { moveMs, dragFrameMs } = await moveCard(page, card, column, { columnSelector: column, columnIndex: 0, itemSelector: `[aria-label^=${attr(pick.labelPrefix)}]`, excludeSelector: null }, 10);
      await profile?.stop('move');
      await clearOutbox(page, timeoutFor(rate));
      opts.log(`      ours: ready ${snap.readyAt?.toFixed(0)} ms, redraw ${redrawMs.toFixed(0)} ms, drag frame ${dragFrameMs.toFixed(0)} ms, move ${moveMs.toFixed(0)} ms (bench time: load ${loadTime}, scroll ${scrollTime}, redraw ${redrawTime}, move ${lap()})`);
      return { ...loadFigures(snap), redrawMs, dragFrameMs, heapMB: heap / 2 ** 20, domNodes: snap.domNodes, moveMs, scrollLongTaskMs: scroll.longTaskMs, scrollLongFrameMs: scroll.longFrameMs, scrollWorstFrameMs: scroll.worstFrameMs };
    } finally {
      await page.close();
    }
  };

  const runPeer = async (rate: number): Promise<LoadRun> => {
    const page = await peerContext.newPage();
    try {
      await page.addInitScript(installProbe, { ready: { kind: 'count', selector: '[data-ev]', total: totalCards }, clickable: false, cardSelector: '.rbc-event' } satisfies ProbeConfig);
      const cdp = await cdpOf(page);
      await throttle(cdp, rate);
      const lap = stopwatch();
      await page.goto(peerURL, { waitUntil: 'commit', timeout: timeoutFor(rate) });
      const snap = await waitSettled(page, { timeoutMs: timeoutFor(rate), quietMs: 1000 });
      const heap = await heapAfterGc(cdp);
      const loadTime = lap();
      const columns = '.rbc-time-content > .rbc-day-slot';
      const item = `[data-ev=${attr(pick.card.segmentId)}]`;
      const card = `${columns}:nth-child(${pick.from + 2}) .rbc-event:has(${item})`;
      const column = `${columns}:nth-child(${pick.to + 2})`;
      const board = await boxOf(page, '.rbc-time-content');
      // The scroll goal is ours; the peer is scrolled at 1× only (at 4× each wheel step of a
      // 2,000-event calendar costs minutes of bench time).
      const scroll = rate === 1 ? await scrollAcross(page, { x: board.x + board.width / 2, y: board.y + board.height / 2 }, { dx: 720, count: Math.ceil(d.technicians.length / 4) }) : { longTaskMs: NaN, longFrameMs: NaN, worstFrameMs: NaN };
      const scrollTime = lap();
      // At 4× on a day of 2,000 bookings each pointer move of a drag re-renders every event
      // of the peer for tens of seconds: minutes of bench time a run, so its move is left out
      // there (the move goal is ours); its load figures still count.
      const moves = rate === 1 || totalCards < PEER_MOVE_MAX_CARDS_THROTTLED;
      const { moveMs, dragFrameMs } = moves
        ? await moveCard(page, card, column, { columnSelector: columns, columnIndex: pick.to, itemSelector: item, excludeSelector: '.rbc-addons-dnd-drag-preview' })
        : { moveMs: NaN, dragFrameMs: NaN };
      opts.log(`      rbc: ready ${snap.readyAt?.toFixed(0)} ms, move ${moves ? `${moveMs.toFixed(0)} ms` : 'not measured'} (bench time: load ${loadTime}, scroll ${scrollTime}, move ${lap()})`);
      // The peer is one page fed one day: it has no other day to come back from.
      return { ...loadFigures(snap), redrawMs: NaN, dragFrameMs, heapMB: heap / 2 ** 20, domNodes: snap.domNodes, moveMs, scrollLongTaskMs: scroll.longTaskMs, scrollLongFrameMs: scroll.longFrameMs, scrollWorstFrameMs: scroll.worstFrameMs };
    } finally {
      await page.close();
    }
  };

  const rates: Record<string, SchedulerRate> = {};
  for (const rate of opts.rates) {
    opts.log(`  ${w.key} at ${rate}x`);
    // One warm-up of each peer per day, at the first rate: what it warms (the service worker's
    // and HTTP caches, V8's code cache, Dexie's first open) does not depend on the CPU rate.
    const warmup = opts.warmup && rate === opts.rates[0];
    // Profiling slows the page down: the profiled run is an extra one, never a measured one.
    if (opts.profileDir) await runOurs(rate, true);
    const runs = await alternate<Peer, LoadRun>(['ours', 'rbc'], { runs: opts.runs, warmup, log: opts.log }, (peer) =>
      peer === 'ours' ? runOurs(rate) : runPeer(rate),
    );
    rates[`${rate}x`] = { ours: summarise(runs.ours), rbc: summarise(runs.rbc) };
  }
  await peerContext.close();

  // 2. Cold start offline, until an appointment can be clicked: a reload of the open tab, and a
  // new browser process on the tablet's profile (the app opened in the morning, link down).
  const coldProbe: ProbeConfig = { ...ourProbe, clickable: true };
  const coldStart: Record<string, ColdStart> = {};
  for (const rate of opts.coldRates) {
    const reload: number[] = [];
    const fresh: number[] = [];
    const runReload = async (): Promise<number> => {
      const page = await ours.newPage();
      try {
        await page.addInitScript(installProbe, coldProbe);
        const cdp = await cdpOf(page);
        await page.goto(appointmentURL, { waitUntil: 'commit' });
        await waitSettled(page, { timeoutMs: timeoutFor(rate), quietMs: 500, needClickable: true });
        await throttle(cdp, rate);
        await page.reload({ waitUntil: 'commit', timeout: timeoutFor(rate) });
        const snap = await waitSettled(page, { timeoutMs: timeoutFor(rate), quietMs: 200, needClickable: true });
        return snap.clickableAt ?? NaN;
      } finally {
        await page.close();
      }
    };
    const runFresh = async (): Promise<number> => {
      await ours.close();
      ours = await launchProfile(profile, opts.baseURL, { offline: true });
      const page = ours.pages()[0] ?? (await ours.newPage());
      await page.addInitScript(installProbe, coldProbe);
      const cdp = await cdpOf(page);
      await throttle(cdp, rate);
      await page.goto(appointmentURL, { waitUntil: 'commit', timeout: timeoutFor(rate) });
      const snap = await waitSettled(page, { timeoutMs: timeoutFor(rate), quietMs: 200, needClickable: true });
      await page.close();
      return snap.clickableAt ?? NaN;
    };
    if (opts.warmup) await runReload();
    for (let i = 0; i < opts.runs; i++) {
      // The two kinds alternate too.
      if (i % 2 === 0) {
        reload.push(await runReload());
        fresh.push(await runFresh());
      } else {
        fresh.push(await runFresh());
        reload.push(await runReload());
      }
    }
    coldStart[`${rate}x`] = { reloadMs: stat(reload), newProcessMs: stat(fresh) };
    opts.log(`  ${w.key} cold start at ${rate}x: reload ${stat(reload).median.toFixed(0)} ms, new process ${stat(fresh).median.toFixed(0)} ms`);
  }
  await ours.close();
  rmSync(profile, { recursive: true, force: true });
  return { rates, coldStart, move: pick };
}
