import { z } from 'zod';
import { AppError, ErrorCode } from '../../domain/errors';
import { MAX_SEQ, type PushResult, type MutationResult } from '../../domain/sync';
import { wholeNumber } from '../../domain/schemas/numbers';
import type { AuthContext } from '../auth/authContext';
import type { AppDeps } from '../deps';
import { parseInput } from '../http/validate';
import { processMutation } from './applyMutation';
import type { SyncLog } from './changeFailure';
import { findDevice } from './deviceRepository';
import { recordDeviceSignIn } from './deviceSignIn';

/**
 * Only id and seq must be readable for the push to be processed at all: without them a
 * mutation cannot be placed in the queue or recorded. Everything else is checked per mutation.
 */
const positions = z.object({
  mutations: z.array(z.looseObject({ id: z.uuid(), seq: wholeNumber(1, MAX_SEQ) })),
});

/**
 * Applies a batch in order, each mutation in its own transaction. Stops at the first gap and
 * tells the tablet where to resume. A change that fails is recorded REJECTED and the batch
 * goes on; only a failure that may pass on its own propagates (503) after the earlier
 * mutations were committed, so the retry replays them.
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
  const results: MutationResult[] = [];
  for (const [index, position] of mutations.entries()) {
    const step = await processMutation(deps.db, {
      auth,
      deviceId: body.deviceId,
      position: { id: position.id, seq: position.seq },
      raw: body.mutations[index],
      now: deps.now,
      log,
    });
    if (step.kind === 'gap') return { results, expectedSeq: step.expectedSeq };
    results.push(step.result);
  }
  return { results, expectedSeq: null };
}
