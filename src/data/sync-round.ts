/**
 * One sync round: push the outbox, then pull fresh snapshots. Rounds of one database never
 * overlap (a chain per database), whoever asks: the loop's timer, a trigger or "Sync now".
 */
import type { DataEnv } from './data-env';
import { PushStop, pushOutbox, type PushReport } from './sync-push';
import { pullSnapshots } from './sync-pull';
import { loopStatus, patchLoopStatus, PauseReason } from './sync-status';

export type RoundOptions = {
  /** Ignore the backoff and a pause: the user asked, or the link just came back. */
  force?: boolean;
};

export type RoundReport = PushReport & { pulled: boolean };

const chains = new Map<string, Promise<unknown>>();

export function runSyncRound(env: DataEnv, options: RoundOptions = {}): Promise<RoundReport> {
  const name = env.db.name;
  const previous = chains.get(name) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => round(env, options));
  chains.set(name, next);
  return next;
}

async function round(env: DataEnv, options: RoundOptions): Promise<RoundReport> {
  const name = env.db.name;
  const idle: RoundReport = { stop: PushStop.IDLE, applied: 0, rejected: 0, error: null, retryAt: null, pulled: false };
  // Paused for a sign-in: only an explicit resume (or the user) tries again, not every tick.
  if (loopStatus(name).paused && !options.force) return idle;

  patchLoopStatus(name, { syncing: true });
  try {
    const sending = (await env.db.outbox.count()) > 0;
    const push = await pushOutbox(env, options);
    if (push.stop === PushStop.UNAUTHENTICATED) {
      patchLoopStatus(name, { paused: PauseReason.UNAUTHENTICATED, lastError: push.error, nextAttemptAt: null });
      return { ...push, pulled: false };
    }
    if (push.stop === PushStop.RETRY) {
      patchLoopStatus(name, { paused: null, lastError: push.error, nextAttemptAt: push.retryAt });
      return { ...push, pulled: false };
    }
    // Nothing sent and nobody asked: the screen's own polling keeps the board day fresh.
    const pull = await pullSnapshots(env, { boardDay: sending || options.force === true });
    if (pull.unauthenticated) {
      patchLoopStatus(name, { paused: PauseReason.UNAUTHENTICATED, nextAttemptAt: null });
      return { ...push, pulled: false };
    }
    const synced = push.stop === PushStop.DONE ? env.now().getTime() : loopStatus(name).lastSyncedAt;
    patchLoopStatus(name, {
      paused: null,
      lastError: pull.error,
      lastSyncedAt: synced,
      nextAttemptAt: push.retryAt,
    });
    return { ...push, pulled: true };
  } finally {
    patchLoopStatus(name, { syncing: false });
  }
}
