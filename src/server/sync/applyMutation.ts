import { z } from 'zod';
import type { Db } from '../db/db';
import { AppError, ErrorCode, errorMessages, isAppError } from '../../domain/errors';
import { MutationOutcome, type MutationResult } from '../../domain/sync';
import { text } from '../../domain/schemas/text';
import type { JsonValue } from '../actionLog/actionLogRepository';
import type { AuthContext } from '../auth/authContext';
import { checkMutation, type CheckedMutation } from './checkMutation';
import { lockDevice, setNextSeq } from './deviceRepository';
import { applyHandler } from './mutationHandlers';
import { findRecordByMutationId, findRecordBySeq, insertSyncRecord, type RecordError, type SyncRecordRow } from './syncRecordRepository';

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

// What the record keeps of a mutation too malformed to parse: each field if readable.
const looseFields = z.object({
  name: text({ max: 100 }).catch('unknown'),
  userId: z.uuid().nullable().catch(null),
  branchId: z.uuid().nullable().catch(null),
});

function toResult(record: SyncRecordRow, seq: number): MutationResult {
  return { id: record.mutation_id, seq, outcome: record.outcome, result: record.result, error: record.error, replayed: true };
}

function refusal(error: AppError, raw: unknown, sessionUserId: string): Decision {
  const loose = looseFields.parse(typeof raw === 'object' && raw !== null ? raw : {});
  return {
    outcome: MutationOutcome.REJECTED,
    result: null,
    error: { code: error.code, message: error.message },
    name: loose.name,
    // The pusher stands in when the change names no readable user.
    userId: loose.userId ?? sessionUserId,
    branchId: loose.branchId,
  };
}

/** Checks, then the handler inside a savepoint: a business refusal undoes only the handler's writes. */
async function decide(tx: Db, input: { auth: AuthContext; deviceId: string; raw: unknown; now: Date }): Promise<Decision> {
  const { auth } = input;
  let checked: CheckedMutation;
  try {
    checked = await checkMutation(tx, { auth, deviceId: input.deviceId, raw: input.raw });
  } catch (error) {
    if (isAppError(error)) return refusal(error, input.raw, auth.userId);
    throw error;
  }
  const { mutation, actor, branchId } = checked;
  await tx.query('SAVEPOINT mutation_handler');
  try {
    const ctx = { tx, tenantId: auth.tenantId, branchId, actor, deviceId: input.deviceId, mutationId: mutation.id, now: input.now };
    const result = await applyHandler(mutation.name, ctx, mutation.args);
    await tx.query('RELEASE SAVEPOINT mutation_handler');
    return { outcome: MutationOutcome.APPLIED, result, error: null, name: mutation.name, userId: mutation.userId, branchId };
  } catch (error) {
    // Anything but a business refusal aborts the whole transaction: nothing is recorded and the tablet retries.
    if (!isAppError(error)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT mutation_handler');
    return {
      outcome: MutationOutcome.REJECTED,
      result: null,
      error: { code: error.code, message: error.message },
      name: mutation.name,
      userId: mutation.userId,
      branchId,
    };
  }
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
  input: { auth: AuthContext; deviceId: string; position: MutationPosition; raw: unknown; now: () => Date },
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
    const decision = await decide(tx, { auth, deviceId, raw: input.raw, now });
    await insertSyncRecord(tx, { tenantId: auth.tenantId, deviceId, seq: position.seq, mutationId: position.id, ...decision, now });
    await setNextSeq(tx, auth.tenantId, deviceId, position.seq + 1);
    const { outcome, result, error } = decision;
    return { kind: 'answered', result: { id: position.id, seq: position.seq, outcome, result, error, replayed: false } };
  });
}
