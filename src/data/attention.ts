/**
 * Needs attention: changes the server refused, and changes waiting on them. Staff retry
 * (with force where the spec allows it), edit, or discard; every way out is a new mutation in
 * the outbox, so the server's action log sees discards too. Nothing leaves silently.
 */
import type { Transaction } from 'dexie';
import { AppError, ErrorCode } from '../domain/errors';
import { formatMoney } from '../domain/money';
import { PosActionType } from '../domain/pos-codes';
import { summarizeBoardMutation } from '../domain/booking/summary';
import type { Mutation } from '../domain/sync';
import { FORCEABLE_MUTATIONS, MutationName } from '../domain/sync-protocol';
import { defaultEnv, type DataEnv } from './data-env';
import type { AttentionItem, FrontDeskDb } from './db';
import { enqueueInTx, mutationChecks, outboxTransaction } from './outbox';
import { guardStorage } from './storage-errors';

/** The tables Needs attention's actions write, besides the outbox's (`outboxTransaction`). */
export function attentionTables(db: FrontDeskDb) {
  return [db.attention, db.receipts];
}

export async function getItem(db: FrontDeskDb, mutationId: string): Promise<AttentionItem> {
  const item = await db.attention.get(mutationId);
  if (!item) throw new AppError(ErrorCode.NOT_FOUND, { message: 'This change is no longer in Needs attention.' });
  return item;
}

/** Waiting items, oldest change first, so re-queued ones keep their original order. */
async function waitingOn(db: FrontDeskDb, parentId: string): Promise<AttentionItem[]> {
  const items = await db.attention.where('waitsFor').equals(parentId).toArray();
  return items.sort((a, b) => a.mutation.seq - b.mutation.seq);
}

export function canForce(name: string): boolean {
  return FORCEABLE_MUTATIONS.some((n) => n === name);
}

/** Queues `mutation` again as a new change (new id and seq), pointing at renamed parents. */
async function requeue(
  tx: Transaction,
  env: DataEnv,
  mutation: Mutation,
  args: Mutation['args'],
  renamed: ReadonlyMap<string, string>,
): Promise<string> {
  const dependsOn = mutation.dependsOn.map((id) => renamed.get(id) ?? id);
  const entry = await enqueueInTx(tx, { name: mutation.name, args, branchId: mutation.branchId, dependsOn, now: env.now() });
  return entry.id;
}

/** After a parent was queued again under `newId`, its waiting dependents follow it. */
async function requeueWaiting(tx: Transaction, env: DataEnv, oldId: string, newId: string): Promise<void> {
  const renamed = new Map([[oldId, newId]]);
  for (const child of await waitingOn(env.db, oldId)) {
    const childId = await requeue(tx, env, child.mutation, child.mutation.args, renamed);
    await env.db.attention.delete(child.id);
    await requeueWaiting(tx, env, child.id, childId);
  }
}

/** Queues the change again with these args in place of the refused one; its dependents follow the new one. */
export async function swapForNew(
  tx: Parameters<typeof requeue>[0],
  env: DataEnv,
  item: AttentionItem,
  args: Parameters<typeof requeue>[3],
): Promise<string> {
  const id = await requeue(tx, env, item.mutation, args, new Map());
  await env.db.attention.delete(item.id);
  await requeueWaiting(tx, env, item.id, id);
  return id;
}

export async function retryAttention(
  mutationId: string,
  options: { force?: boolean } = {},
  env: DataEnv = defaultEnv,
): Promise<{ id: string }> {
  const { db } = env;
  return guardStorage(() =>
    outboxTransaction(db, attentionTables(db), async (tx) => {
      const item = await getItem(db, mutationId);
      if (options.force && !canForce(item.mutation.name)) {
        throw new AppError(ErrorCode.VALIDATION, { message: 'This change cannot be forced.' });
      }
      const args = options.force ? { ...item.mutation.args, force: true } : item.mutation.args;
      return { id: await swapForNew(tx, env, item, args) };
    }),
  );
}

/** A refused booking save (create or update): it may go to the clipboard or back to the booking form. */
export function isBookingSave(name: string): name is typeof MutationName.BOOKING_CREATE | typeof MutationName.BOOKING_UPDATE {
  return name === MutationName.BOOKING_CREATE || name === MutationName.BOOKING_UPDATE;
}

/**
 * "Move to clipboard": the refused booking is queued again, the same booking with the same
 * code, its guests waiting on the clipboard instead of in the slot they could not have (not
 * started, not forced). The refused change leaves Needs attention; what waited on it follows
 * the new one. The server records it once, like any change.
 */
export async function moveAttentionToClipboard(mutationId: string, env: DataEnv = defaultEnv): Promise<{ id: string }> {
  const { db } = env;
  return guardStorage(() =>
    outboxTransaction(db, attentionTables(db), async (tx) => {
      const item = await getItem(db, mutationId);
      const m = item.mutation;
      if (!isBookingSave(m.name)) throw new AppError(ErrorCode.VALIDATION, { message: 'Only a booking can be moved to the clipboard.' });
      const args = { ...m.args, clipboard: true, start: false, force: false };
      return { id: await swapForNew(tx, env, item, args) };
    }),
  );
}

/** The refused change's arguments, for a form to prefill. */
export async function editAttention(mutationId: string, env: DataEnv = defaultEnv): Promise<Mutation['args']> {
  return (await getItem(env.db, mutationId)).mutation.args;
}

/** Queues the edited change in place of the refused one; dependents follow the new one. */
export async function replaceAttention(
  mutationId: string,
  newArgs: unknown,
  env: DataEnv = defaultEnv,
): Promise<{ id: string }> {
  const { db } = env;
  return guardStorage(() =>
    outboxTransaction(db, attentionTables(db), async (tx) => {
      const item = await getItem(db, mutationId);
      const edit = mutationChecks().checkedEdit(item.mutation.name, newArgs);
      if (edit.receipt) await db.receipts.update(edit.receipt.id, edit.receipt.changes);
      return { id: await swapForNew(tx, env, item, edit.args) };
    }),
  );
}

/** Plain words for the action log, e.g. `Pay-in $12.50 (B1-3-7, 2026-11-20 10:00): float`. */
export function summarizeMutation(mutation: Mutation): string {
  switch (mutation.name) {
    case MutationName.POS_ACTION_CREATE: {
      const a = mutation.args;
      const kind = a.type === PosActionType.IN ? 'Pay-in' : 'Pay-out';
      return `${kind} ${formatMoney(a.value)} (${a.code}, ${a.actionTime})${a.note ? `: ${a.note}` : ''}`.slice(0, 500);
    }
    case MutationName.SYNC_DISCARD:
      return `Discard of ${mutation.args.name} ${mutation.args.mutationId}`;
    default:
      return summarizeBoardMutation(mutation).slice(0, 500);
  }
}

/** Removes the item and everything waiting on it; each removal is logged on the server. */
export async function discardAttention(mutationId: string, env: DataEnv = defaultEnv): Promise<void> {
  const { db } = env;
  await guardStorage(() =>
    outboxTransaction(db, attentionTables(db), async (tx) => {
      const root = await getItem(db, mutationId);
      const doomed: AttentionItem[] = [root];
      for (let i = 0; i < doomed.length; i++) {
        const current = doomed[i];
        if (current) doomed.push(...(await waitingOn(db, current.id)));
      }
      for (const item of doomed) {
        const m = item.mutation;
        await db.attention.delete(item.id);
        if (m.name === MutationName.POS_ACTION_CREATE || m.name === MutationName.TIP_PAYOUT) await db.receipts.delete(m.args.id);
        const branchId = m.branchId ?? (m.name === MutationName.POS_ACTION_CREATE ? m.args.branchId : null);
        if (!branchId) continue; // nothing to attach the log line to (no such mutation today)
        await enqueueInTx(tx, {
          name: MutationName.SYNC_DISCARD,
          args: { mutationId: m.id, name: m.name, summary: summarizeMutation(m), branchId },
          branchId,
          now: env.now(),
        });
      }
    }),
  );
}
