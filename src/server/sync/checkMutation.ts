import { z } from 'zod';
import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { Access, checkAccess } from '../../domain/rights';
import { MUTATION_SCHEMA_VERSION, mutationSchema, type Mutation } from '../../domain/sync';
import type { AuthContext } from '../auth/authContext';
import { requireBranch } from '../auth/authContext';
import { parseInput } from '../http/validate';
import { loadActingUser, type ActingUser } from './actingUser';
import { branchOfArgs, handlerOf } from './mutationHandlers';
import { rejectedMutationIds } from './syncRecordRepository';

export type CheckedMutation = { mutation: Mutation; actor: ActingUser; branchId: string };

const schemaVersionOnly = z.object({ schemaVersion: z.number() });

function validation(field: string, message: string): AppError {
  return new AppError(ErrorCode.VALIDATION, { message: `${field}: ${message}`, fields: { [field]: message } });
}

/**
 * Everything that may refuse a mutation before its handler runs, in order: app version,
 * shape, device, branch, both users, the acting user's rights, refused dependencies.
 * Throws AppError (recorded as REJECTED); reads only, so there is nothing to roll back.
 */
export async function checkMutation(tx: Db, input: { auth: AuthContext; deviceId: string; raw: unknown }): Promise<CheckedMutation> {
  const { auth } = input;
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
  const actor = await loadActingUser(tx, auth.tenantId, mutation.userId);
  if (!actor) {
    throw new AppError(ErrorCode.FORBIDDEN, { message: 'The user who made this change is not an active user of this salon.' });
  }
  if (!actor.branches.some((b) => b.id === branchId)) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  const access = checkAccess({ ...handlerOf(mutation.name).access, rights: actor.rights, rightsPM: actor.rightsPM });
  if (access === Access.UPGRADE) throw new AppError(ErrorCode.PLAN_UPGRADE_REQUIRED);
  if (access === Access.FORBIDDEN) throw new AppError(ErrorCode.FORBIDDEN);

  const refused = await rejectedMutationIds(tx, auth.tenantId, mutation.dependsOn);
  if (refused.length > 0) {
    throw new AppError(ErrorCode.DEPENDENCY_REJECTED, { fields: { dependsOn: refused.join(',') } });
  }
  return { mutation, actor, branchId };
}
