import { z } from 'zod';
import type { Db } from '../db/db';
import { AppError, ErrorCode, errorMessages } from '../../domain/errors';
import { MutationOutcome, type MutationResult } from '../../domain/sync';
import type { JsonValue } from '../actionLog/actionLogRepository';
import type { AuthContext } from '../auth/authContext';
import { isPassingFailure, refusalOfFailure, type SyncLog } from './changeFailure';
import { checkMutation, MutationRefusal, type CheckedMutation } from './checkMutation';
import { lockDevice, setNextSeq } from './deviceRepository';
import { applyHandler } from './mutationHandlers';
import {
  findRecordByMutationId,
  findRecordBySeq,
  insertSyncRecord,
  storableJson,
  storableText,
  type RecordError,
  type SyncRecordRow,
} from './syncRecordRepository';

/** The part of a mutation the push reads before anything else: where it sits in the queue. */
export type MutationPosition = { id: string; seq: number };

export type Step = { kind: 'answered'; result: MutationResult } | { kind: 'gap'; expectedSeq: number };

type Decision = {
  outcome: MutationOutcome;
  result: JsonValue | null;
  error: RecordError | null;
  name: string;
  userId: string;
  branchId: string | null;
};

// What the record keeps of a mutation too malformed to parse: each field if readable. A name
// of mutation words only, so the record never stores text the database cannot hold.
const looseFields = z.object({
  name: z.string().regex(/^[\w.]{1,100}$/).catch('unknown'),
  branchId: z.uuid().nullable().catch(null),
});

function toResult(record: SyncRecordRow, seq: number): MutationResult {
  return { id: record.mutation_id, seq, outcome: record.outcome, result: record.result, error: record.error, replayed: true };
}

type DecideInput = { auth: AuthContext; deviceId: string; mutationId: string; raw: unknown; now: Date; log: SyncLog };

/** The refused change as its record keeps it: who and where once known, else what can be read. */
function rejection(error: unknown, checked: CheckedMutation | null, input: DecideInput): Decision {
  const refused = refusalOfFailure(error, { mutationId: input.mutationId, log: input.log });
  const about = checked
    ? { name: checked.mutation.name, branchId: checked.branchId, userId: checked.mutation.userId }
    : { ...looseFields.parse(typeof input.raw === 'object' && input.raw !== null ? input.raw : {}), userId: input.auth.userId };
  // Before the maker is proven the record names the pusher; the refusal knows who it proved.
  const userId = error instanceof MutationRefusal ? error.userId : about.userId;
  const facts = refused.facts === undefined ? {} : { facts: refused.facts };
  return { outcome: MutationOutcome.REJECTED, result: null, error: { code: refused.code, message: refused.message, ...facts }, ...about, userId };
}

/**
 * Checks, then the handler, inside one savepoint: whatever refuses or breaks this change
 * undoes its writes alone and is recorded REJECTED, so the push goes on with the next one.
 * Only a failure that may pass on its own propagates (503, nothing recorded, the tablet retries).
 */
async function decide(tx: Db, input: DecideInput): Promise<Decision> {
  const { auth } = input;
  let checked: CheckedMutation | null = null;
  await tx.query('SAVEPOINT mutation');
  try {
    checked = await checkMutation(tx, { auth, deviceId: input.deviceId, raw: input.raw });
    const { mutation, actor, branchId } = checked;
    const ctx = { tx, tenantId: auth.tenantId, branchId, actor, deviceId: input.deviceId, mutationId: mutation.id, now: input.now };
    const result = await applyHandler(mutation.name, ctx, mutation.args);
    await tx.query('RELEASE SAVEPOINT mutation');
    return { outcome: MutationOutcome.APPLIED, result, error: null, name: mutation.name, userId: mutation.userId, branchId };
  } catch (error) {
    if (isPassingFailure(error)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT mutation');
    return rejection(error, checked, input);
  }
}

/** The first answer is the one the record keeps, so a replay answers exactly the same. */
function storable(decision: Decision): Decision {
  const { result, error } = decision;
  return {
    ...decision,
    result: result === null ? null : storableJson(result),
    error:
      error === null
        ? null
        : { code: error.code, message: storableText(error.message), ...(error.facts === undefined ? {} : { facts: storableJson(error.facts) }) },
  };
}

/** The stored answer of an already-done sequence number. */
async function replay(tx: Db, tenantId: string, deviceId: string, position: MutationPosition): Promise<MutationResult> {
  const record =
    (await findRecordBySeq(tx, tenantId, deviceId, position.seq)) ?? (await findRecordByMutationId(tx, tenantId, position.id));
  if (record) return toResult(record, position.seq);
  // Unreachable unless records were deleted by hand: answer rather than loop the tablet forever.
  return {
    id: position.id,
    seq: position.seq,
    outcome: MutationOutcome.REJECTED,
    result: null,
    error: { code: ErrorCode.NOT_FOUND, message: errorMessages.NOT_FOUND },
    replayed: true,
  };
}

/**
 * One mutation in its own transaction together with its record and the device's next_seq,
 * the device row locked throughout so concurrent pushes of one tablet take turns.
 */
export async function processMutation(
  db: Db,
  input: { auth: AuthContext; deviceId: string; position: MutationPosition; raw: unknown; now: () => Date; log: SyncLog },
): Promise<Step> {
  const { auth, deviceId, position } = input;
  return db.transaction(async (tx): Promise<Step> => {
    const device = await lockDevice(tx, auth.tenantId, deviceId);
    if (!device) throw new AppError(ErrorCode.DEVICE_UNKNOWN);
    if (position.seq > device.next_seq) return { kind: 'gap', expectedSeq: device.next_seq };
    if (position.seq < device.next_seq) return { kind: 'answered', result: await replay(tx, auth.tenantId, deviceId, position) };

    // The same change resent under a new number (a tablet that renumbered its queue): it was
    // done once already, so answer that and move on without doing it twice.
    const earlier = await findRecordByMutationId(tx, auth.tenantId, position.id);
    if (earlier) {
      await setNextSeq(tx, auth.tenantId, deviceId, position.seq + 1);
      return { kind: 'answered', result: toResult(earlier, position.seq) };
    }

    const now = input.now();
    const decision = storable(await decide(tx, { auth, deviceId, mutationId: position.id, raw: input.raw, now, log: input.log }));
    await insertSyncRecord(tx, { tenantId: auth.tenantId, deviceId, seq: position.seq, mutationId: position.id, ...decision, now });
    await setNextSeq(tx, auth.tenantId, deviceId, position.seq + 1);
    const { outcome, result, error } = decision;
    return { kind: 'answered', result: { id: position.id, seq: position.seq, outcome, result, error, replayed: false } };
  });
}
