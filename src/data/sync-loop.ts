/**
 * The one sync loop per device. Tabs compete for a Web Lock; the holder (leader) runs rounds,
 * the others forward their "sync please" over a BroadcastChannel and take over when the
 * leader's tab closes. Without Web Locks the loop simply runs in this tab.
 *
 * A round runs on start, when the link comes back, on focus, every 30 s, right after each
 * local change, on a service-worker Background Sync message, and after a new sign-in.
 */
import { onSessionResumed } from './api-client';
import { defaultEnv, type DataEnv } from './data-env';
import { DEVICE_KEY, OutboxState } from './db';
import { setReloadHandler } from './db-lifecycle';
import { registerBackgroundSync } from './background-sync';
import { PushStop } from './sync-push';
import { runSyncRound, type RoundReport } from './sync-round';
import { patchLoopStatus } from './sync-status';
import { registerSyncTrigger } from './sync-trigger';

export const SYNC_INTERVAL_MS = 30_000;
/** The service worker posts this when the browser fires Background Sync. */
export const SW_SYNC_MESSAGE = 'sync-outbox';
export const SYNC_LOCK = 'front-desk-sync';

export type SyncLoopOptions = {
  /** Called when another tab upgraded the database: reload the page (default location.reload). */
  onReload?: (dbName: string) => void;
  env?: DataEnv;
  intervalMs?: number;
};

type ChannelMessage = { type: 'wake'; force: boolean } | { type: 'resumed' };

function isChannelMessage(data: unknown): data is ChannelMessage {
  return typeof data === 'object' && data !== null && 'type' in data && (data.type === 'wake' || data.type === 'resumed');
}

type Loop = { wake: (force: boolean) => Promise<RoundReport | null> };
const loops = new Map<string, Loop>();

/** Starts the loop for this device; returns stop. Call once, from the app's root. */
export function startSyncLoop(options: SyncLoopOptions = {}): () => void {
  const env = options.env ?? defaultEnv;
  const name = env.db.name;
  const intervalMs = options.intervalMs ?? SYNC_INTERVAL_MS;
  if (options.onReload) setReloadHandler(options.onReload);

  let stopped = false;
  let leader = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cleanups: (() => void)[] = [];
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${SYNC_LOCK}:${name}`);

  function schedule(report: RoundReport | null): void {
    if (timer) clearTimeout(timer);
    if (stopped || !leader) return;
    const untilRetry = report?.retryAt ? Math.max(0, report.retryAt - env.now().getTime()) : intervalMs;
    timer = setTimeout(() => void wake(false), Math.min(intervalMs, untilRetry));
  }

  // Bursts of triggers (ten quick pay-ins) coalesce: one round running, at most one queued.
  let running: Promise<RoundReport | null> | null = null;
  let queued: { force: boolean; promise: Promise<RoundReport | null> } | null = null;

  function wake(force: boolean): Promise<RoundReport | null> {
    if (stopped) return Promise.resolve(null);
    if (!leader) {
      channel?.postMessage({ type: 'wake', force } satisfies ChannelMessage);
      return Promise.resolve(null);
    }
    if (!running) {
      running = roundNow(force).finally(() => {
        running = null;
      });
      return running;
    }
    if (queued) {
      queued.force ||= force;
      return queued.promise;
    }
    const next = { force, promise: Promise.resolve<RoundReport | null>(null) };
    next.promise = running.then(() => {
      queued = null;
      return wake(next.force);
    });
    queued = next;
    return next.promise;
  }

  async function roundNow(force: boolean): Promise<RoundReport | null> {
    let report: RoundReport | null = null;
    try {
      report = await runSyncRound(env, { force });
    } catch (error) {
      // A bug or a storage failure must not kill the loop: note it and try again later.
      console.error('sync round failed', error);
      patchLoopStatus(name, { lastError: error instanceof Error ? error.message : String(error) });
    }
    if (report?.stop === PushStop.RETRY) void registerBackgroundSync();
    schedule(report);
    return report;
  }

  function resume(): void {
    patchLoopStatus(name, { paused: null });
    void wake(true);
  }

  async function becomeLeader(): Promise<void> {
    leader = true;
    // A tab that died mid-push left entries "sending": they were not answered, send again.
    const device = await env.db.transaction('rw', env.db.outbox, env.db.device, async () => {
      await env.db.outbox.where('state').equals(OutboxState.SENDING).modify({ state: OutboxState.PENDING });
      return env.db.device.get(DEVICE_KEY);
    });
    // Told once the transaction is over, never inside it: React's work on this news (the sync
    // button's store) would run in the transaction's zone, and every read or write of the
    // screen's effects committed then would fail in that finished transaction.
    patchLoopStatus(name, { lastSyncedAt: device?.lastSyncedAt ?? null });
    await wake(false);
  }

  loops.set(name, { wake });
  cleanups.push(() => {
    if (loops.get(name)?.wake === wake) loops.delete(name);
  });
  cleanups.push(registerSyncTrigger(name, () => void wake(false)));
  cleanups.push(
    onSessionResumed(() => {
      if (leader) resume();
      else channel?.postMessage({ type: 'resumed' } satisfies ChannelMessage);
    }),
  );

  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!leader || !isChannelMessage(event.data)) return;
      if (event.data.type === 'resumed') resume();
      else void wake(event.data.force);
    };
    cleanups.push(() => channel.close());
  }

  if (typeof window !== 'undefined') {
    const onOnline = () => void wake(true);
    const onFocus = () => void wake(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onFocus);
    cleanups.push(() => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onFocus);
    });
  }

  if (typeof navigator !== 'undefined' && navigator.serviceWorker) {
    const sw = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (typeof data === 'object' && data !== null && 'type' in data && data.type === SW_SYNC_MESSAGE) void wake(true);
    };
    sw.addEventListener('message', onMessage);
    cleanups.push(() => sw.removeEventListener('message', onMessage));
  }

  let releaseLock: (() => void) | null = null;
  if (typeof navigator !== 'undefined' && navigator.locks) {
    const held = new Promise<void>((resolve) => (releaseLock = resolve));
    // Waits in the lock queue until this tab is the leader; holds the lock until stop.
    navigator.locks
      .request(`${SYNC_LOCK}:${name}`, async () => {
        if (stopped) return;
        await becomeLeader();
        await held;
      })
      .catch((error: unknown) => console.error('sync lock failed', error));
  } else {
    void becomeLeader();
  }

  return () => {
    stopped = true;
    leader = false;
    if (timer) clearTimeout(timer);
    releaseLock?.();
    for (const c of cleanups) c();
  };
}

/**
 * Runs a round now, ignoring backoff and pause (the "Sync now" button). In a follower tab it
 * asks the leader; with no loop running (tests, before start) it runs the round itself.
 */
export async function syncNow(env: DataEnv = defaultEnv): Promise<void> {
  const loop = loops.get(env.db.name);
  if (loop) await loop.wake(true);
  else await runSyncRound(env, { force: true });
}

/** Push soon: called after local changes (enqueue does it itself after commit). */
export function requestSync(env: DataEnv = defaultEnv): void {
  void loops.get(env.db.name)?.wake(false);
}
