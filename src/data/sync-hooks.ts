/** Live views of the offline engine for the UI: status, queued changes, Needs attention, receipts. */
import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CheckoutMethod } from '../domain/pos';
import { defaultEnv, type DataEnv } from './data-env';
import { OutboxState, type AttentionItem, type OutboxEntry, type ReceiptRecord } from './db';
import { isDatabaseBlocked, subscribeDatabaseBlocked } from './db-lifecycle';
import { loopStatus, subscribeLoopStatus, type PauseReason } from './sync-status';
import { useOnline } from './use-online';

export type { AttentionItem, OutboxEntry, ReceiptRecord } from './db';
export { syncNow } from './sync-loop';

export type SyncStatus = {
  online: boolean;
  syncing: boolean;
  paused: PauseReason | null;
  /**
   * Changes waiting to be sent (not counting those already in Needs attention); null until the
   * queue has been read, so nothing claims "all sent" in the moments after a reload.
   */
  pendingCount: number | null;
  attentionCount: number;
  lastSyncedAt: number | null;
  lastError: string | null;
  nextAttemptAt: number | null;
};

function useLoopStatus(env: DataEnv) {
  return useSyncExternalStore(subscribeLoopStatus, () => loopStatus(env.db.name), () => loopStatus(env.db.name));
}

export function useSyncStatus(env: DataEnv = defaultEnv): SyncStatus {
  const online = useOnline();
  const loop = useLoopStatus(env);
  const counts = useLiveQuery(
    async () => ({
      pending: await env.db.outbox.where('state').anyOf(OutboxState.PENDING, OutboxState.SENDING).count(),
      attention: await env.db.attention.count(),
    }),
    [env.db],
  );
  return {
    online,
    syncing: loop.syncing,
    paused: loop.paused,
    pendingCount: counts?.pending ?? null,
    attentionCount: counts?.attention ?? 0,
    lastSyncedAt: loop.lastSyncedAt,
    lastError: loop.lastError,
    nextAttemptAt: loop.nextAttemptAt,
  };
}

/** Outbox entries waiting to be sent, oldest first (held ones show in Needs attention instead). */
export function usePendingChanges(env: DataEnv = defaultEnv): OutboxEntry[] | undefined {
  return useLiveQuery(
    async () => (await env.db.outbox.orderBy('localOrder').toArray()).filter((e) => e.state !== OutboxState.HELD),
    [env.db],
  );
}

/** Refused changes and those waiting on them, oldest refusal first. */
export function useNeedsAttention(env: DataEnv = defaultEnv): AttentionItem[] | undefined {
  return useLiveQuery(() => env.db.attention.orderBy('refusedAt').toArray(), [env.db]);
}

/** One Needs-attention item; `null` once it has left the list (retried, replaced or discarded). */
export function useAttentionItem(mutationId: string | null, env: DataEnv = defaultEnv): AttentionItem | null | undefined {
  return useLiveQuery(async () => (mutationId ? ((await env.db.attention.get(mutationId)) ?? null) : null), [mutationId, env.db]);
}

export function useCheckoutMethods(branchId: string | null, env: DataEnv = defaultEnv): CheckoutMethod[] | undefined {
  return useLiveQuery(
    async () => (branchId ? ((await env.db.checkoutMethods.get(branchId))?.methods ?? []) : []),
    [branchId, env.db],
  );
}

/** `undefined` while reading, `null` when this tablet has no receipt for that id. */
export function useReceipt(posActionId: string | null, env: DataEnv = defaultEnv): ReceiptRecord | null | undefined {
  return useLiveQuery(
    async () => (posActionId ? ((await env.db.receipts.get(posActionId)) ?? null) : null),
    [posActionId, env.db],
  );
}

/** True while a newer tab's database upgrade waits for this or another old tab to close. */
export function useDatabaseBlocked(): boolean {
  return useSyncExternalStore(subscribeDatabaseBlocked, isDatabaseBlocked, () => false);
}
