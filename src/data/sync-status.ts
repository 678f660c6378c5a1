/**
 * The sync loop's own state (what Dexie cannot tell: is a round running, is the queue paused
 * for a sign-in, when did the last round succeed), as a tiny store for useSyncExternalStore.
 */
export const PauseReason = { UNAUTHENTICATED: 'unauthenticated' } as const;
export type PauseReason = (typeof PauseReason)[keyof typeof PauseReason];

export type LoopStatus = {
  syncing: boolean;
  paused: PauseReason | null;
  lastSyncedAt: number | null;
  /** The last round's failure in plain words, null after a good round. */
  lastError: string | null;
  /** When the loop retries on its own after a failure (epoch ms), null when not waiting. */
  nextAttemptAt: number | null;
};

const INITIAL: LoopStatus = { syncing: false, paused: null, lastSyncedAt: null, lastError: null, nextAttemptAt: null };

const KEYS = ['syncing', 'paused', 'lastSyncedAt', 'lastError', 'nextAttemptAt'] as const satisfies readonly (keyof LoopStatus)[];

const states = new Map<string, LoopStatus>();
const listeners = new Set<() => void>();

export function loopStatus(dbName: string): LoopStatus {
  return states.get(dbName) ?? INITIAL;
}

export function patchLoopStatus(dbName: string, patch: Partial<LoopStatus>): void {
  const current = loopStatus(dbName);
  const next = { ...current, ...patch };
  if (KEYS.every((k) => next[k] === current[k])) return;
  states.set(dbName, next);
  for (const l of listeners) l();
}

export function subscribeLoopStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
