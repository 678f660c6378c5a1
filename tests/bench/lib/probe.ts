/**
 * What the bench watches inside a page, installed before the page's own scripts run:
 * - `readyAt`: the first moment every appointment that should be in the DOM is there
 *   (a MutationObserver checks after each batch of DOM changes), in ms from navigation start;
 * - `clickableAt`: the first moment, after that, an appointment in view is the element under
 *   its own centre (nothing covers it, it can be clicked);
 * - every long task (> 50 ms) of the main thread, and every long animation frame (> 50 ms,
 *   which also counts style, layout and paint outside tasks), from buffered PerformanceObservers;
 * - a move: from the pointer's release until the moved appointment shows in its new column;
 * - a redraw: from a click that brings the day back (Previous day, from the next one) until
 *   every appointment is in the DOM again — the day read from Dexie, laid out and rendered,
 *   without the app's start-up;
 * - frame gaps (requestAnimationFrame) while the harness scrolls.
 *
 * The function runs in the browser: it may only use what it declares itself.
 */
import type { Page } from 'playwright-core';

export type ReadyRule =
  /** Ours: the columns are virtualised; every rendered column holds all its cards, and at least `minColumns` are rendered. */
  | { kind: 'columns'; columnPrefix: string; cardSelector: string; expect: Record<string, number>; minColumns: number }
  /** A calendar that renders everything: `total` elements match `selector`. */
  | { kind: 'count'; selector: string; total: number };

export type ProbeConfig = { ready: ReadyRule; clickable: boolean; cardSelector: string };

export type MoveSpec = {
  /** The column that must end up holding the card: the `index`-th match of `columnSelector`. */
  columnSelector: string;
  columnIndex: number;
  /** The card inside it. */
  itemSelector: string;
  /** Ancestors that do not count (a drag preview). */
  excludeSelector: string | null;
};

export type ProbeSnapshot = {
  readyAt: number | null;
  clickableAt: number | null;
  longTasks: { start: number; duration: number }[];
  longFrames: { start: number; duration: number }[];
  moveUpAt: number | null;
  movedAt: number | null;
  frames: number[];
  domNodes: number;
};

type ProbeWindow = Window & { __bench?: unknown; __benchProbe?: BenchProbe };
type BenchProbe = {
  state: Omit<ProbeSnapshot, 'domNodes'>;
  armMove: (spec: MoveSpec) => void;
  startFrames: () => void;
  stopFrames: () => void;
  /** Clicks the element and times from that click until the page is ready again. */
  redrawBy: (selector: string) => number;
  /** Takes the long tasks and frames the observers have not been called back with yet. */
  flush: () => void;
};

/** Runs in the page (as an init script): keep it self-contained. */
export function installProbe(config: ProbeConfig): void {
  const w = window as ProbeWindow;
  const state: BenchProbe['state'] = { readyAt: null, clickableAt: null, longTasks: [], longFrames: [], moveUpAt: null, movedAt: null, frames: [] };
  const flushers: (() => void)[] = [];
  const watch = (type: string, into: { start: number; duration: number }[]): void => {
    const take = (entries: PerformanceEntryList): void => {
      for (const e of entries) into.push({ start: e.startTime, duration: e.duration });
    };
    try {
      const observer = new PerformanceObserver((list) => take(list.getEntries()));
      observer.observe({ type, buffered: true });
      // The observer's callback comes late after a long task (it is a low-priority task of its
      // own): reading the state takes what is queued first, or a long task would go unseen.
      flushers.push(() => take(observer.takeRecords()));
    } catch {
      // this entry type is not supported here
    }
  };
  watch('longtask', state.longTasks);
  watch('long-animation-frame', state.longFrames);

  function isReady(): boolean {
    const rule = config.ready;
    if (rule.kind === 'count') return document.querySelectorAll(rule.selector).length >= rule.total;
    const columns = document.querySelectorAll(`[role="region"][aria-label^="${rule.columnPrefix}"]`);
    if (columns.length < rule.minColumns) return false;
    for (const column of columns) {
      const label = (column.getAttribute('aria-label') ?? '').slice(rule.columnPrefix.length);
      if (column.querySelectorAll(rule.cardSelector).length !== (rule.expect[label] ?? 0)) return false;
    }
    return true;
  }

  /** An appointment in view that a click at its centre would reach. */
  function isClickable(): boolean {
    for (const card of document.querySelectorAll(config.cardSelector)) {
      const r = card.getBoundingClientRect();
      if (r.width < 4 || r.height < 4 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) continue;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height, 20) / 2);
      return hit !== null && card.contains(hit);
    }
    return false;
  }

  let move: MoveSpec | null = null;
  function isMoved(spec: MoveSpec): boolean {
    const column = document.querySelectorAll(spec.columnSelector)[spec.columnIndex];
    if (!column) return false;
    for (const el of column.querySelectorAll(spec.itemSelector)) {
      if (!spec.excludeSelector || !el.closest(spec.excludeSelector)) return true;
    }
    return false;
  }

  const check = (): void => {
    const now = performance.now();
    if (state.readyAt === null && isReady()) state.readyAt = now;
    if (config.clickable && state.readyAt !== null && state.clickableAt === null && isClickable()) state.clickableAt = now;
    if (move && state.moveUpAt !== null && state.movedAt === null && isMoved(move)) state.movedAt = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label', 'style', 'class'] });
  // Covering a card is not always a DOM change of ours (a loader fading out): look again each frame until clickable.
  const poll = (): void => {
    check();
    if (state.clickableAt === null || (move && state.movedAt === null)) requestAnimationFrame(poll);
  };
  if (config.clickable) requestAnimationFrame(poll);

  let framesOn = false;
  const frame = (t: number): void => {
    if (!framesOn) return;
    state.frames.push(t);
    requestAnimationFrame(frame);
  };

  w.__benchProbe = {
    state,
    flush: () => {
      for (const f of flushers) f();
    },
    armMove: (spec) => {
      move = spec;
      state.moveUpAt = null;
      state.movedAt = null;
      addEventListener(
        'pointerup',
        () => {
          state.moveUpAt = performance.now();
          check();
        },
        { capture: true, once: true },
      );
    },
    startFrames: () => {
      state.frames = [];
      framesOn = true;
      requestAnimationFrame(frame);
    },
    stopFrames: () => {
      framesOn = false;
    },
    redrawBy: (selector) => {
      const target = document.querySelector(selector);
      if (!(target instanceof HTMLElement)) throw new Error(`nothing to click: ${selector}`);
      state.readyAt = null;
      const at = performance.now();
      target.click();
      return at;
    },
  };
}

/** Tools compiled by tsx name their inner functions through a `__name` helper; give the page one. */
export const NAME_HELPER = 'globalThis.__name = globalThis.__name || ((f) => f);';

export async function snapshot(page: Page): Promise<ProbeSnapshot> {
  return page.evaluate(() => {
    const probe = (window as ProbeWindow).__benchProbe;
    if (!probe) throw new Error('the bench probe is not installed');
    probe.flush();
    const st = probe.state;
    return { ...st, longTasks: [...st.longTasks], longFrames: [...st.longFrames], frames: [...st.frames], domNodes: document.getElementsByTagName('*').length };
  });
}

export async function armMove(page: Page, spec: MoveSpec): Promise<void> {
  await page.evaluate((s) => (window as ProbeWindow).__benchProbe?.armMove(s), spec);
}

export async function frames(page: Page, on: boolean): Promise<void> {
  await page.evaluate((start) => {
    const probe = (window as ProbeWindow).__benchProbe;
    if (start) probe?.startFrames();
    else probe?.stopFrames();
  }, on);
}

/**
 * Clicks `selector` (in the page, so the clock starts at the click itself) and waits until every
 * appointment is in the DOM again: ms from the click.
 */
export async function timeRedraw(page: Page, selector: string, timeoutMs: number): Promise<number> {
  const at = await page.evaluate((sel) => {
    const probe = (window as ProbeWindow).__benchProbe;
    if (!probe) throw new Error('the bench probe is not installed');
    return probe.redrawBy(sel);
  }, selector);
  const deadline = Date.now() + timeoutMs;
  let snap = await snapshot(page);
  while (snap.readyAt === null && Date.now() < deadline) {
    await page.waitForTimeout(20);
    snap = await snapshot(page);
  }
  if (snap.readyAt === null) throw new Error(`the day was not drawn again within ${timeoutMs} ms`);
  return snap.readyAt - at;
}

/** When the main thread was last busy: the end of the last long task or long animation frame. */
export function lastBusyEnd(snap: ProbeSnapshot): number {
  return [...snap.longTasks, ...snap.longFrames].reduce((m, t) => Math.max(m, t.start + t.duration), 0);
}

/**
 * Waits until the page is ready (or `timeoutMs`), then until no long task or long frame has
 * ended for `quietMs`: the main thread has settled.
 */
export async function waitSettled(page: Page, options: { timeoutMs: number; quietMs: number; needClickable?: boolean }): Promise<ProbeSnapshot> {
  const deadline = Date.now() + options.timeoutMs;
  let snap = await snapshot(page);
  while ((snap.readyAt === null || (options.needClickable && snap.clickableAt === null)) && Date.now() < deadline) {
    await page.waitForTimeout(50);
    snap = await snapshot(page);
  }
  if (snap.readyAt === null) throw new Error(`not ready after ${options.timeoutMs} ms (${snap.domNodes} DOM nodes)`);
  if (options.needClickable && snap.clickableAt === null) throw new Error(`nothing clickable after ${options.timeoutMs} ms`);
  for (;;) {
    const pageNow = await page.evaluate(() => performance.now());
    const last = Math.max(lastBusyEnd(snap), snap.readyAt ?? 0);
    if (pageNow - last >= options.quietMs || Date.now() > deadline) return snap;
    await page.waitForTimeout(Math.min(250, options.quietMs));
    snap = await snapshot(page);
  }
}

/** Ready, settled and long-task figures of one page load, in ms from navigation start. */
export function loadFigures(snap: ProbeSnapshot): { readyMs: number; settledMs: number; longTaskMs: number; longTasks: number; longFrameMs: number } {
  const ready = snap.readyAt ?? NaN;
  return {
    readyMs: ready,
    settledMs: Math.max(ready, lastBusyEnd(snap)),
    longTaskMs: snap.longTasks.reduce((s, t) => s + t.duration, 0),
    longTasks: snap.longTasks.length,
    longFrameMs: snap.longFrames.reduce((s, t) => s + t.duration, 0),
  };
}
