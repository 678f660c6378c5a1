/**
 * What the tablet does with the server's answer to each pushed mutation, always in one
 * Dexie transaction with dropping the outbox entry: APPLIED → the confirmed effect goes into
 * the stored snapshots; REJECTED → the change, and every queued change depending on it, goes
 * to Needs attention. Nothing is dropped without a trace.
 */
import { ErrorCode } from '../domain/errors';
import { errorMessages } from '../domain/error-messages-en';
import { MutationName, MutationOutcome, type MutationResult } from '../domain/sync-protocol';
import { OutboxState, type FrontDeskDb, type MutationError, type OutboxEntry } from './db';
import { mergeConfirmedPosActions } from './drawer';
import { toWireMutation } from './outbox';
import { isBoardMutation, keepConfirmedBoardChange, keepConfirmedBoardChanges } from './board';
import { confirmBillChange } from './bill-confirm';
import { confirmTipPayout } from './tip-payouts';

/** Tables the result handlers touch: use them as the transaction scope. */
export function resultTables(db: FrontDeskDb) {
  return [db.outbox, db.attention, db.drawerSnapshots, db.receipts, db.checkoutMethods, db.device, db.boardConfirmed, db.bills, db.paymentOptions, db.carts, db.customerLoyalty] as const;
}

/** The server confirmed it: its effect becomes part of the stored snapshot. */
async function applyConfirmed(db: FrontDeskDb, entry: OutboxEntry, now: number): Promise<void> {
  switch (entry.name) {
    case MutationName.POS_ACTION_CREATE:
      await mergeConfirmedPosActions(db, [entry.args]);
      return;
    case MutationName.SYNC_DISCARD:
      return; // only an action-log line on the server
    case MutationName.DAY_CLOSE:
      return; // the money report reads it from the server; the drawer's figures do not change
    case MutationName.TIP_PAYOUT:
      await confirmTipPayout(db, entry.args);
      return;
    case MutationName.BILL_CREATE:
    case MutationName.BILL_CANCEL:
    case MutationName.TIP_SAVE:
    case MutationName.TIP_DELETE:
      await confirmBillChange(db, entry);
      // They also change the board (guest status, bill, tip mark).
      await keepConfirmedBoardChange(db, toWireMutation(entry), now);
      return;
    case MutationName.CART_SAVE:
      return; // the cart stored when it was made is what the server holds; the next load refreshes it
    case MutationName.CART_CANCEL:
      await confirmBillChange(db, entry);
      return;
    default:
      if (isBoardMutation(entry)) await keepConfirmedBoardChange(db, toWireMutation(entry), now);
  }
}

export async function confirmEntry(db: FrontDeskDb, entry: OutboxEntry, now: number): Promise<void> {
  await applyConfirmed(db, entry, now);
  if (entry.localOrder !== undefined) await db.outbox.delete(entry.localOrder);
  // A held entry the server applied after all (should not happen): it no longer needs attention.
  if (entry.state === OutboxState.HELD) await db.attention.delete(entry.id);
}

export async function refuseEntry(db: FrontDeskDb, entry: OutboxEntry, error: MutationError, now: number): Promise<void> {
  if (entry.localOrder !== undefined) await db.outbox.delete(entry.localOrder);
  // Held: already in Needs attention (waiting for its parent), and its dependents with it.
  if (entry.state === OutboxState.HELD) return;
  await db.attention.put({ id: entry.id, mutation: toWireMutation(entry), error, refusedAt: now });
  await holdDependents(db, entry.id, now);
}

/** Held by the tablet itself, as the server would refuse it: naming the change it waits for. */
const dependencyError = (parentId: string): MutationError => ({
  code: ErrorCode.DEPENDENCY_REJECTED,
  message: errorMessages.DEPENDENCY_REJECTED,
  facts: { mutationIds: [parentId] },
});

/**
 * Queued changes that depend (directly or through others) on a refused one would be refused
 * too: they join Needs attention under it now. They stay in the outbox as HELD only so their
 * sequence numbers still reach the server, which applies seqs without gaps. Returns them.
 */
export async function holdDependents(db: FrontDeskDb, parentId: string, now: number): Promise<OutboxEntry[]> {
  const held: OutboxEntry[] = [];
  const queue = [parentId];
  const all = await db.outbox.orderBy('localOrder').toArray();
  for (let parent = queue.shift(); parent !== undefined; parent = queue.shift()) {
    for (const e of all) {
      if (e.state === OutboxState.HELD || !e.dependsOn.includes(parent) || e.localOrder === undefined) continue;
      e.state = OutboxState.HELD;
      held.push(e);
      await db.outbox.update(e.localOrder, { state: OutboxState.HELD });
      await db.attention.put({
        id: e.id,
        mutation: toWireMutation(e),
        error: dependencyError(parent),
        refusedAt: now,
        waitsFor: parent,
      });
      queue.push(e.id);
    }
  }
  return held;
}

/** Applies one push answer; entries are re-read inside the transaction, never trusted from before. */
export async function applyResult(db: FrontDeskDb, result: MutationResult, now: number): Promise<void> {
  const entry = await db.outbox.where('id').equals(result.id).first();
  if (!entry) return; // answered twice (a replay): already handled
  if (result.outcome === MutationOutcome.APPLIED) {
    await confirmEntry(db, entry, now);
  } else {
    await refuseEntry(db, entry, result.error ?? { code: ErrorCode.SERVER_ERROR, message: errorMessages.SERVER_ERROR }, now);
  }
}

/** Bill changes confirm the bill's copy too: they go one by one through applyConfirmed. */
const BILL_CHANGES: ReadonlySet<string> = new Set<string>([MutationName.BILL_CREATE, MutationName.BILL_CANCEL, MutationName.TIP_SAVE, MutationName.TIP_DELETE]);

/** Confirming it is only keeping it as a confirmed board change (moves, statuses…): batched. */
function confirmsBoardOnly(entry: OutboxEntry): boolean {
  return isBoardMutation(entry) && !BILL_CHANGES.has(entry.name);
}

/**
 * Applies a push answer's results in order, as applyResult one by one would, in the caller's
 * transaction. The answered entries are read in one query; runs of confirmed pay-ins and of
 * confirmed board changes (most of a drain) are merged, kept and dropped from the outbox in one
 * write each. Any other result first settles the runs; a refusal may hold later entries, so
 * the entries after it are read again.
 */
export async function applyResults(db: FrontDeskDb, results: readonly MutationResult[], now: number): Promise<void> {
  let known: Map<string, OutboxEntry> | null = null;
  let payIns: OutboxEntry[] = [];
  let boardChanges: OutboxEntry[] = [];
  const settle = async () => {
    const run = [...payIns, ...boardChanges];
    if (run.length === 0) return;
    await mergeConfirmedPosActions(db, payIns.flatMap((e) => (e.name === MutationName.POS_ACTION_CREATE ? [e.args] : [])));
    await keepConfirmedBoardChanges(db, boardChanges.map(toWireMutation), now);
    await db.outbox.bulkDelete(run.flatMap((e) => (e.localOrder === undefined ? [] : [e.localOrder])));
    // A held entry the server applied after all (should not happen): it no longer needs attention.
    await db.attention.bulkDelete(run.filter((e) => e.state === OutboxState.HELD).map((e) => e.id));
    payIns = [];
    boardChanges = [];
  };
  for (const [index, result] of results.entries()) {
    if (result.outcome === MutationOutcome.APPLIED) {
      known ??= new Map((await db.outbox.where('id').anyOf(results.slice(index).map((r) => r.id)).toArray()).map((e) => [e.id, e]));
      const entry = known.get(result.id);
      if (!entry) continue; // answered twice (a replay): already handled
      known.delete(result.id);
      if (entry.name === MutationName.POS_ACTION_CREATE) payIns.push(entry);
      else if (confirmsBoardOnly(entry)) boardChanges.push(entry);
      else {
        await settle();
        await confirmEntry(db, entry, now);
      }
      continue;
    }
    await settle();
    await applyResult(db, result, now);
    known = null;
  }
  await settle();
}
