/**
 * The outbox: every change made on the tablet, in order, until the server has answered it.
 * `enqueueInTx` runs inside the caller's Dexie transaction, next to the change's local
 * effect, so either both are stored or neither is.
 */
import type { Transaction } from 'dexie';
import type { z } from '../domain/schemas/zod';
import { AppError, ErrorCode } from '../domain/errors';
import { refusalDetail } from '../domain/schemas/problems';
import { mutationArgsSchemas, mutationSchema, type Mutation } from '../domain/sync';
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

/** Zod issues → the `{ field: message }` map, and the problems forms translate. */
function validationError(issues: readonly z.core.$ZodIssue[], input: unknown): AppError {
  const { fields, problems } = refusalDetail(issues, input);
  const first = Object.entries(fields)[0];
  return new AppError(ErrorCode.VALIDATION, { fields, problems, ...(first ? { message: `${first[0]}: ${first[1]}` } : {}) });
}

/**
 * Adds one mutation to the outbox inside `tx` (which must include `outboxTables`): id, device,
 * next seq (taken from the device row in the same transaction, so seqs have no gaps), the
 * signed-in user, schema version and time. Bad args throw before anything is written; any
 * later failure aborts the caller's whole transaction.
 */
export async function enqueueInTx<N extends MutationName>(tx: Transaction, input: EnqueueInput<N>): Promise<OutboxEntry> {
  const parsedArgs = mutationArgsSchemas[input.name].safeParse(input.args);
  if (!parsedArgs.success) throw validationError(parsedArgs.error.issues, input.args);

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
    args: parsedArgs.data,
  };
  const mutation = mutationSchema.safeParse(draft);
  if (!mutation.success) throw validationError(mutation.error.issues, draft);

  await devices.update(DEVICE_KEY, { nextSeq: device.nextSeq + 1 });
  const entry: OutboxEntry = {
    ...mutation.data,
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
