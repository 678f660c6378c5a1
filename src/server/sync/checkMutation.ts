import { z } from '../../domain/schemas/zod';
import type { Db } from '../db/db';
import { AppError, ErrorCode, isAppError, refusedWith } from '../../domain/errors';
import { englishMessageOf } from '../../domain/error-messages-en';
import { mutationSchema, type Mutation } from '../../domain/sync';
import { MUTATION_SCHEMA_VERSION } from '../../domain/sync-protocol';
import type { AuthContext } from '../auth/authContext';
import { requireBranch } from '../auth/authContext';
import { parseInput } from '../http/validate';
import type { ActingUser } from './actingUser';
import { branchOfArgs, handlerOf } from './mutationHandlers';
import { boundActor, proveMaker } from './provenActor';
import type { PushActors } from './pushActors';
import { rejectedMutationIds } from './syncRecordRepository';

export type CheckedMutation = { mutation: Mutation; actor: ActingUser; branchId: string };

/** A refusal before the handler ran, with the user its record names: the maker once proven, else the pusher. */
export class MutationRefusal extends Error {
  readonly error: AppError;
  readonly userId: string;

  constructor(error: AppError, userId: string) {
    super(englishMessageOf(error));
    this.name = 'MutationRefusal';
    this.error = error;
    this.userId = userId;
  }
}

const schemaVersionOnly = z.object({ schemaVersion: z.number() });

function validation(field: string, message: string): AppError {
  return new AppError(ErrorCode.VALIDATION, { message: `${field}: ${message}`, fields: { [field]: message } });
}

/**
 * Everything that may refuse a mutation before its handler runs, in order: app version,
 * shape, device, branch, the maker (proven), the rights of the maker and of the pusher,
 * refused dependencies. Refuses with MutationRefusal; reads only, so nothing to roll back.
 */
export async function checkMutation(
  tx: Db,
  input: { auth: AuthContext; actors: PushActors; deviceId: string; raw: unknown; refused: ReadonlySet<string> },
): Promise<CheckedMutation> {
  const { auth } = input;
  let recordedUser = auth.userId;
  try {
    // Before the full parse: a newer app's args may not parse here, and "update the app" is the useful answer.
    const version = schemaVersionOnly.safeParse(input.raw);
    if (version.success && version.data.schemaVersion > MUTATION_SCHEMA_VERSION) {
      throw new AppError(ErrorCode.SCHEMA_VERSION_UNSUPPORTED);
    }
    const mutation = parseInput(mutationSchema, input.raw);
    if (mutation.deviceId !== input.deviceId) throw validation('deviceId', 'Does not match the device that pushed it');
    const branchId = branchOfArgs(mutation.name, mutation.args);
    if (mutation.branchId !== branchId) throw validation('branchId', 'Must be the branch of args.branchId');

    // The session that pushes must manage the branch too: signing in elsewhere must not
    // let someone replay a queue into a branch they cannot see.
    requireBranch(auth, branchId);
    const maker = await proveMaker(tx, { auth, actors: input.actors, userId: mutation.userId });
    recordedUser = maker.id;
    const actor = boundActor(maker, auth, { branchId, need: handlerOf(mutation.name).access });

    // Refused earlier in this chunk: its record is not written yet. Sorted as the query orders them.
    const refusedHere = [...new Set(mutation.dependsOn.filter((id) => input.refused.has(id)))];
    const recorded = await rejectedMutationIds(tx, auth.tenantId, mutation.dependsOn.filter((id) => !input.refused.has(id)));
    const refused = [...refusedHere, ...recorded].sort();
    if (refused.length > 0) {
      throw refusedWith(ErrorCode.DEPENDENCY_REJECTED, { mutationIds: refused }, { fields: { dependsOn: refused.join(',') } });
    }
    return { mutation, actor, branchId };
  } catch (error) {
    if (isAppError(error)) throw new MutationRefusal(error, recordedUser);
    throw error;
  }
}
