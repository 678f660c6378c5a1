import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { errorMessages } from '../../domain/error-messages-en';
import { MutationOutcome, type MutationResult } from '../../domain/sync-protocol';
import type { AuthContext } from '../auth/authContext';
import type { SyncLog } from './changeFailure';
import { CHANGE_SAVEPOINT, decide, storable, toResult } from './decideMutation';
import { lockDevice, setNextSeq } from './deviceRepository';
import type { PushActors } from './pushActors';
import { boardFactsMemo } from '../booking/boardFacts';
import { chunkActionLog } from './chunkActionLog';
import { findRecordsOf, insertSyncRecords, type NewSyncRecord, type SyncRecordRow } from './syncRecordRepository';

/** The part of a mutation the push reads before anything else: where it sits in the queue. */
export type MutationPosition = { id: string; seq: number };

/** What a chunk did: its answers, where the queue has a gap, and the failure that stopped it. */
export type ChunkOutcome = { results: MutationResult[]; expectedSeq: number | null; failure: { error: unknown } | null };

type ChunkInput = {
  auth: AuthContext;
  actors: PushActors;
  deviceId: string;
  changes: readonly { position: MutationPosition; raw: unknown }[];
  now: () => Date;
  log: SyncLog;
};

// Unreachable unless records were deleted by hand: answer rather than loop the tablet forever.
function lostRecord(position: MutationPosition): MutationResult {
  const error = { code: ErrorCode.NOT_FOUND, message: errorMessages.NOT_FOUND };
  return { id: position.id, seq: position.seq, outcome: MutationOutcome.REJECTED, result: null, error, replayed: true };
}

/**
 * The changes of a chunk in one transaction, the device row locked throughout so concurrent
 * pushes of one tablet take turns, each change in its own savepoint: a refused change is undone
 * alone and recorded REJECTED. A savepoint is never released: the next change's nests in it
 * (the newest of a name is the one rolled back to) and the commit ends them all, which saves a
 * round trip per change; the subtransactions are as many either way (CHUNK_SIZE). A failure
 * outside a change's refusal (one that may pass on its own) undoes that change alone and stops
 * the chunk: the changes before it are committed with their records and the device's next_seq,
 * and the caller answers the failure, so the retry replays them and does the rest once. The
 * records are written together at the end, in the same transaction: if they cannot be, the
 * whole chunk is undone and the failure answered.
 */
export async function applyChunk(db: Db, input: ChunkInput): Promise<ChunkOutcome> {
  const { auth, deviceId } = input;
  return db.transaction(async (tx): Promise<ChunkOutcome> => {
    const device = await lockDevice(tx, auth.tenantId, deviceId);
    if (!device) throw new AppError(ErrorCode.DEVICE_UNKNOWN);
    const known = await findRecordsOf(tx, {
      tenantId: auth.tenantId,
      deviceId,
      seqs: input.changes.map((c) => c.position.seq).filter((seq) => seq < device.next_seq),
      mutationIds: input.changes.map((c) => c.position.id),
    });
    const bySeq = new Map(known.filter((r) => r.device_id === deviceId).map((r) => [r.seq, r]));
    const byMutation = new Map(known.map((r) => [r.mutation_id, r]));
    const results: MutationResult[] = [];
    const boardFacts = boardFactsMemo();
    // Written together once the chunk's changes are done (one statement, not one per change).
    const records: NewSyncRecord[] = [];
    const refused = new Set<string>();
    const actionLog = chunkActionLog();
    let nextSeq = device.next_seq;
    let outcome: Pick<ChunkOutcome, 'expectedSeq' | 'failure'> = { expectedSeq: null, failure: null };
    for (const { position, raw } of input.changes) {
      if (position.seq > nextSeq) {
        outcome = { expectedSeq: nextSeq, failure: null };
        break;
      }
      if (position.seq < nextSeq) {
        const record = bySeq.get(position.seq) ?? byMutation.get(position.id);
        results.push(record ? toResult(record, position.seq) : lostRecord(position));
        continue;
      }
      // The same change resent under a new number (a tablet that renumbered its queue): it was
      // done once already, so answer that and move on without doing it twice.
      const earlier = byMutation.get(position.id);
      if (earlier) {
        results.push(toResult(earlier, position.seq));
        nextSeq = position.seq + 1;
        continue;
      }
      await tx.query(`SAVEPOINT ${CHANGE_SAVEPOINT}`);
      // A change undone gives back the locks it took: the columns it read are not kept.
      const columnsBefore = boardFacts.columns.mark();
      const logBefore = actionLog.mark();
      try {
        const now = input.now();
        const decision = storable(await decide(tx, { ...input, deviceNo: device.device_no, mutationId: position.id, raw, now, boardFacts, refused, actionLog: actionLog.sink }));
        records.push({ seq: position.seq, mutationId: position.id, ...decision, now });
        const { outcome: done, result, error } = decision;
        if (done === MutationOutcome.REJECTED) {
          boardFacts.columns.restore(columnsBefore);
          actionLog.restore(logBefore);
          refused.add(position.id);
        }
        results.push({ id: position.id, seq: position.seq, outcome: done, result, error, replayed: false });
        const row: SyncRecordRow = { device_id: deviceId, seq: position.seq, mutation_id: position.id, name: decision.name, user_id: decision.userId, branch_id: decision.branchId, outcome: done, result, error };
        byMutation.set(position.id, row);
        nextSeq = position.seq + 1;
      } catch (error) {
        // A failed statement leaves the transaction aborted until this rollback (PostgreSQL
        // and PGlite alike); after it the earlier changes can still be committed.
        await tx.query(`ROLLBACK TO SAVEPOINT ${CHANGE_SAVEPOINT}`);
        boardFacts.columns.restore(columnsBefore);
        actionLog.restore(logBefore);
        outcome = { expectedSeq: null, failure: { error } };
        break;
      }
    }
    await actionLog.flush(tx);
    await insertSyncRecords(tx, { tenantId: auth.tenantId, deviceId, records });
    if (nextSeq !== device.next_seq) await setNextSeq(tx, auth.tenantId, deviceId, nextSeq);
    return { results, ...outcome };
  });
}
