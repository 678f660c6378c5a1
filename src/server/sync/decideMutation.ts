import { z } from '../../domain/schemas/zod';
import { englishMessageOf } from '../../domain/error-messages-en';
import type { Db } from '../db/db';
import { MutationOutcome, type MutationResult } from '../../domain/sync-protocol';
import { judgedAt } from '../../domain/sync-time';
import type { ActionLogSink, JsonValue } from '../actionLog/actionLogRepository';
import type { AuthContext } from '../auth/authContext';
import { isPassingFailure, refusalOfFailure, type SyncLog } from './changeFailure';
import { checkMutation, MutationRefusal, type CheckedMutation } from './checkMutation';
import { applyHandler } from './mutationHandlers';
import type { PushActors } from './pushActors';
import type { BoardFactsMemo } from '../booking/boardFacts';
import { storableJson, storableText, type RecordError, type SyncRecordRow } from './syncRecordRepository';

export type Decision = {
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
  name: z.catch(z.string().check(z.regex(/^[\w.]{1,100}$/)), 'unknown'),
  branchId: z.catch(z.nullable(z.uuid()), null),
});

export function toResult(record: SyncRecordRow, seq: number): MutationResult {
  return { id: record.mutation_id, seq, outcome: record.outcome, result: record.result, error: record.error, replayed: true };
}

type DecideInput = {
  auth: AuthContext;
  actors: PushActors;
  deviceId: string;
  deviceNo: number;
  mutationId: string;
  raw: unknown;
  now: Date;
  log: SyncLog;
  boardFacts: BoardFactsMemo;
  actionLog: ActionLogSink;
  /** The changes this chunk refused so far: their records are not written yet. */
  refused: ReadonlySet<string>;
};

/** The savepoint around one change of a chunk: its check, handler, record. */
export const CHANGE_SAVEPOINT = 'change';

/** The refused change as its record keeps it: who and where once known, else what can be read. */
function rejection(error: unknown, checked: CheckedMutation | null, input: DecideInput): Decision {
  const refused = refusalOfFailure(error, { mutationId: input.mutationId, log: input.log });
  const about = checked
    ? { name: checked.mutation.name, branchId: checked.branchId, userId: checked.mutation.userId }
    : { ...looseFields.parse(typeof input.raw === 'object' && input.raw !== null ? input.raw : {}), userId: input.auth.userId };
  // Before the maker is proven the record names the pusher; the refusal knows who it proved.
  const userId = error instanceof MutationRefusal ? error.userId : about.userId;
  const facts = refused.facts === undefined ? {} : { facts: refused.facts };
  return { outcome: MutationOutcome.REJECTED, result: null, error: { code: refused.code, message: englishMessageOf(refused), ...facts }, ...about, userId };
}

/**
 * Checks, then the handler, inside the change's savepoint (opened by the caller): whatever
 * refuses or breaks this change undoes its writes alone and is recorded REJECTED, so the push
 * goes on with the next one. Only a failure that may pass on its own propagates (503, nothing
 * recorded, the tablet retries).
 */
export async function decide(tx: Db, input: DecideInput): Promise<Decision> {
  const { auth } = input;
  let checked: CheckedMutation | null = null;
  try {
    checked = await checkMutation(tx, { auth, actors: input.actors, deviceId: input.deviceId, raw: input.raw, refused: input.refused });
    const { mutation, actor, branchId } = checked;
    // The handler's rules read the time the desk made the change (src/domain/sync-time.ts).
    const now = judgedAt({ createdAt: mutation.createdAt, now: input.now });
    const ctx = { tx, tenantId: auth.tenantId, branchId, actor, deviceId: input.deviceId, deviceNo: input.deviceNo, mutationId: mutation.id, now, boardFacts: input.boardFacts, actionLog: input.actionLog };
    const result = await applyHandler(mutation.name, ctx, mutation.args);
    return { outcome: MutationOutcome.APPLIED, result, error: null, name: mutation.name, userId: mutation.userId, branchId };
  } catch (error) {
    if (isPassingFailure(error)) throw error;
    await tx.query(`ROLLBACK TO SAVEPOINT ${CHANGE_SAVEPOINT}`);
    return rejection(error, checked, input);
  }
}

/** The first answer is the one the record keeps, so a replay answers exactly the same. */
export function storable(decision: Decision): Decision {
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

