/**
 * A page's performance trace (what DevTools' Performance panel records), taken through CDP, and
 * where the main thread's time went: self time per kind of work (script, compile, style,
 * layout, paint, GC) and the busiest trace events, plus the worker threads' busy time. This is
 * how the causes written in RESULTS.md were found (`npm run bench -- --profile=DIR`).
 */
import type { CDPSession } from 'playwright-core';

export type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading', '__metadata'];

export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' } });
}

export async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')));
  await cdp.send('Tracing.end');
  const handle = await complete;
  const chunks: string[] = [];
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    chunks.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data);
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  const parsed: unknown = JSON.parse(chunks.join(''));
  const events = Array.isArray(parsed) ? parsed : (parsed as { traceEvents?: unknown }).traceEvents;
  return Array.isArray(events) ? (events as TraceEvent[]) : [];
}

/** Kinds of main-thread work, by trace event name (self time: children are subtracted). */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  'V8.Execute': 'script',
  'v8.callFunction': 'script',
  'v8.evaluateModule': 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'V8.CompileLazy': 'compile',
  'v8.parseOnBackground': 'compile',
  ParseHTML: 'parse HTML/CSS',
  ParseAuthorStyleSheet: 'parse HTML/CSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GCScavenger': 'GC',
  'V8.GCFinalizeMC': 'GC',
  'BlinkGC.AtomicPhase': 'GC',
};

export type TraceSummary = {
  /** Main thread: busy time (top-level tasks) and self time per kind, in ms. */
  mainBusyMs: number;
  kinds: Record<string, number>;
  /** The event names with the most self time on the main thread. */
  top: { name: string; ms: number }[];
  /** Busy time of each other renderer thread that did work (the app's worker among them). */
  threads: { name: string; ms: number }[];
};

function threadNames(events: readonly TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name);
  return names;
}

/** Self time per event name on one thread, from its complete ('X') events nested by time. */
function selfTimes(events: readonly TraceEvent[]): { busy: number; self: Map<string, number> } {
  const sorted = events.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  let busy = 0;
  for (const e of sorted) {
    const dur = e.dur ?? 0;
    while (stack.length > 0 && (stack[stack.length - 1]?.end ?? 0) <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - dur);
    else busy += dur;
    self.set(e.name, (self.get(e.name) ?? 0) + dur);
    stack.push({ end: e.ts + dur, name: e.name });
  }
  return { busy, self };
}

/** Where the time went in the page's renderer threads over the whole trace. */
export function summariseTrace(events: readonly TraceEvent[]): TraceSummary {
  const names = threadNames(events);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X') continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key);
    if (list) list.push(e);
    else byThread.set(key, [e]);
  }
  // The page's main thread: the busiest thread named so (other renderers may be in the trace).
  const ms = (us: number) => Math.round(us / 100) / 10;
  let main: { busy: number; self: Map<string, number> } | null = null;
  const threads: { name: string; ms: number }[] = [];
  for (const [key, list] of byThread) {
    const times = selfTimes(list);
    const name = names.get(key) ?? key;
    if (name === 'CrRendererMain') {
      if (!main || times.busy > main.busy) main = times;
    } else if (times.busy > 1000) threads.push({ name, ms: ms(times.busy) });
  }
  const kindUs = new Map<string, number>();
  for (const [name, us] of main?.self ?? []) kindUs.set(KINDS[name] ?? 'other', (kindUs.get(KINDS[name] ?? 'other') ?? 0) + us);
  const kinds = Object.fromEntries([...kindUs].map(([kind, us]) => [kind, ms(us)]));
  const top = [...(main?.self ?? [])]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, us]) => ({ name, ms: ms(us) }));
  return { mainBusyMs: ms(main?.busy ?? 0), kinds, top, threads: threads.sort((a, b) => b.ms - a.ms).slice(0, 6) };
}

export function describeSummary(s: TraceSummary): string {
  const kinds = Object.entries(s.kinds)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');
  const threads = s.threads.map((t) => `${t.name} ${t.ms.toFixed(0)}`).join(', ');
  return `main thread busy ${s.mainBusyMs.toFixed(0)} ms (${kinds}); other threads: ${threads || 'none'}`;
}
