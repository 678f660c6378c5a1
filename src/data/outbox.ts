/**
 * The outbox: every change made on the tablet, in order, until the server has answered it.
 * `enqueueInTx` runs inside the caller's Dexie transaction, next to the change's local
 * effect, so either both are stored or neither is.
 */
import type { Table, Transaction } from 'dexie';
import type { z } from '../domain/schemas/zod';
import { AppError, ErrorCode } from '../domain/errors';
import type { Mutation, mutationArgsSchemas } from '../domain/sync';
import type * as MutationChecks from './mutation-checks';
import { MUTATION_SCHEMA_VERSION, type MutationName } from '../domain/sync-protocol';
import {
  DEVICE_KEY,
  MetaKey,
  OutboxState,
  type DeviceRecord,
  type FrontDeskDb,
  type MetaRecord,
  type OutboxEntry,
} from './db';
import { requestSyncFor } from './sync-trigger';
import { deskNow } from './desk-clock';

/** The tables a transaction must include for `enqueueInTx`, besides those of the local effect. */
export function outboxTables(db: FrontDeskDb) {
  return [db.outbox, db.device, db.meta] as const;
}

export type EnqueueInput<N extends MutationName = MutationName> = {
  name: N;
  /** Validated (and defaults applied) by the mutation's schema before anything is written. */
  args: z.input<(typeof mutationArgsSchemas)[N]>;
  branchId: string | null;
  dependsOn?: readonly string[];
  /** The tablet clock; defaults to now. */
  now?: Date;
  /** Tests and retries may fix it; normally a fresh UUID. */
  id?: string;
};

let checks: typeof MutationChecks | null = null;

/**
 * Loads a change's checks (zod, off the first load). Awaited before a transaction that queues
 * a change opens, never inside one: a Dexie transaction ends at an await that is not its own.
 */
export async function loadMutationChecks(): Promise<typeof MutationChecks> {
  checks ??= await import('./mutation-checks');
  return checks;
}

/** The checks `loadMutationChecks` loaded, for code already inside a transaction. */
export function mutationChecks(): typeof MutationChecks {
  if (!checks) throw new Error('The change checks were not loaded before the transaction opened (loadMutationChecks).');
  return checks;
}

/**
 * A read-write transaction over the outbox's tables and `tables`, in which changes can be
 * queued: the checks load first, and only when they are not loaded yet, so a call nested in
 * an outer transaction (whose opener loaded them) awaits nothing foreign before it joins it.
 */
export async function outboxTransaction<T>(db: FrontDeskDb, tables: readonly Table[], run: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!checks) await loadMutationChecks();
  return db.transaction('rw', [...outboxTables(db), ...tables], run);
}

/**
 * Adds one mutation to the outbox inside `tx` (which must include `outboxTables`): id, device,
 * next seq (taken from the device row in the same transaction, so seqs have no gaps), the
 * signed-in user, schema version and time. Bad args throw before anything is written; any
 * later failure aborts the caller's whole transaction.
 */
export async function enqueueInTx<N extends MutationName>(tx: Transaction, input: EnqueueInput<N>): Promise<OutboxEntry> {
  const { checkedArgs, checkedMutation } = mutationChecks();
  const args = checkedArgs(input.name, input.args);

  const devices = tx.table<DeviceRecord, string>('device');
  const meta = tx.table<MetaRecord, string>('meta');
  const outbox = tx.table<OutboxEntry, number>('outbox');

  const device = await devices.get(DEVICE_KEY);
  if (!device) throw new AppError(ErrorCode.DEVICE_UNKNOWN);
  const user = await meta.get(MetaKey.CURRENT_USER);
  if (!user) throw new AppError(ErrorCode.UNAUTHENTICATED);

  const draft = {
    id: input.id ?? crypto.randomUUID(),
    deviceId: device.deviceId,
    seq: device.nextSeq,
    userId: user.value,
    branchId: input.branchId,
    schemaVersion: MUTATION_SCHEMA_VERSION,
    createdAt: (input.now ?? deskNow()).toISOString(),
    dependsOn: [...(input.dependsOn ?? [])],
    name: input.name,
    args,
  };
  const mutation = checkedMutation(draft);

  await devices.update(DEVICE_KEY, { nextSeq: device.nextSeq + 1 });
  const entry: OutboxEntry = {
    ...mutation,
    state: OutboxState.PENDING,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
  };
  entry.localOrder = await outbox.add(entry);
  // Push right after the change is safely stored, never before (an aborted change is not sent):
  // on the commit of IndexedDB's own transaction, which a sub-transaction (a series' bookings)
  // shares with its outermost one. Dexie's 'complete' of a sub-transaction comes as soon as its
  // part ends, inside the outer transaction: the round would start before the commit, in that
  // transaction's zone, and everything it (and React, on its news) then did would run there.
  const dbName = tx.db.name;
  tx.idbtrans.addEventListener('complete', () => requestSyncFor(dbName), { once: true });
  return entry;
}

/** The mutation as the server reads it: the outbox bookkeeping stripped. */
export function toWireMutation(entry: OutboxEntry): Mutation {
  const { localOrder: _localOrder, state: _state, attempts: _attempts, nextAttemptAt: _next, lastError: _err, failure: _failure, ...mutation } = entry;
  return mutation;
}

/** Entries still to be pushed (pending, sending or held), in seq order; the first `limit` only when given. */
export async function outboxInOrder(db: FrontDeskDb, limit?: number): Promise<OutboxEntry[]> {
  const ordered = db.outbox.orderBy('localOrder');
  return (limit === undefined ? ordered : ordered.limit(limit)).toArray();
}

// The Needs-attention actions live in attention.ts; re-exported because screens reach them here too.
export { discardAttention, editAttention, replaceAttention, retryAttention } from './attention';
