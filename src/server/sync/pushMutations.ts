import { z } from '../../domain/schemas/zod';
import { AppError, ErrorCode } from '../../domain/errors';
import { MAX_SEQ, type PushResult, type MutationResult } from '../../domain/sync-protocol';
import { wholeNumber } from '../../domain/schemas/numbers';
import type { AuthContext } from '../auth/authContext';
import type { AppDeps } from '../deps';
import { parseInput } from '../http/validate';
import { applyChunk } from './applyChunk';
import type { SyncLog } from './changeFailure';
import { findDevice } from './deviceRepository';
import { recordDeviceSignIn } from './deviceSignIn';
import { pushActors } from './pushActors';

/**
 * Only id and seq must be readable for the push to be processed at all: without them a
 * mutation cannot be placed in the queue or recorded. Everything else is checked per mutation.
 */
const positions = z.object({
  mutations: z.array(z.looseObject({ id: z.uuid(), seq: wholeNumber(1, MAX_SEQ) })),
});

/**
 * Changes per transaction. One transaction per chunk instead of per change saves a commit, a
 * device lock and the device's next_seq write per change; past 64 subtransactions that write,
 * a PostgreSQL transaction overflows its backend's cache of them and every other session's
 * snapshot check slows down while it runs, so a full push (100) is applied in two.
 */
export const CHUNK_SIZE = 50;

/**
 * Applies a batch in order, chunk by chunk (applyChunk). Stops at the first gap and tells the
 * tablet where to resume. A change that fails is recorded REJECTED and the batch goes on; only
 * a failure that may pass on its own propagates (503) after the earlier mutations were
 * committed, so the retry replays them.
 */
export async function pushMutations(
  deps: AppDeps,
  auth: AuthContext,
  body: { deviceId: string; mutations: readonly unknown[] },
  log: SyncLog,
): Promise<PushResult> {
  if (!(await findDevice(deps.db, auth.tenantId, body.deviceId))) throw new AppError(ErrorCode.DEVICE_UNKNOWN);
  const { mutations } = parseInput(positions, { mutations: body.mutations });
  // Whoever pushes is signed in on this tablet: their own changes need no earlier record.
  await recordDeviceSignIn(deps.db, { tenantId: auth.tenantId, deviceId: body.deviceId, userId: auth.userId, now: deps.now() });
  const actors = pushActors(auth, body.deviceId);
  const changes = mutations.map((position, index) => ({ position: { id: position.id, seq: position.seq }, raw: body.mutations[index] }));
  const results: MutationResult[] = [];
  for (let start = 0; start < changes.length; start += CHUNK_SIZE) {
    const chunk = await applyChunk(deps.db, { auth, actors, deviceId: body.deviceId, changes: changes.slice(start, start + CHUNK_SIZE), now: deps.now, log });
    results.push(...chunk.results);
    if (chunk.failure) throw chunk.failure.error;
    if (chunk.expectedSeq !== null) return { results, expectedSeq: chunk.expectedSeq };
  }
  return { results, expectedSeq: null };
}
