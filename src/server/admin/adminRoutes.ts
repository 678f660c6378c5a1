/**
 * What every back-office module's routes share: the guard (signed in, then the plan right and
 * the user right by the same rule as the screens, src/domain/rights.ts), the actor of a change,
 * and the spec's generic delete route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idQuery } from '../../domain/catalogue/contract';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, type AuthContext } from '../auth/authContext';
import { deleteRecord, type DeleteSpec } from './deleteRecord';

/** Who changes a record: their tenant, their branches (the only ones they may touch), the clock. */
export type AdminActor = { tenantId: string; userId: string; now: Date; branchIds: readonly string[] };

export type ModuleGuard = (request: FastifyRequest, reply: FastifyReply, right: string) => Promise<AuthContext>;

/** A module's guard: the plan right(s) of the module, then the user right each route names. */
export function moduleGuard(deps: AppDeps, plan: readonly string[]): ModuleGuard {
  return async (request, reply, right) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [right], requiredPlan: plan });
    return auth;
  };
}

export function adminActor(deps: AppDeps, auth: AuthContext): AdminActor {
  return { tenantId: auth.tenantId, userId: auth.userId, now: deps.now(), branchIds: auth.branches.map((b) => b.id) };
}

/**
 * `POST {url}?id=`: the spec's generic list delete, with the module's DELETE right. Answers
 * "Delete success"; 404 for an id outside the caller's tenant or branches; DELETE_ASSOCIATED
 * when other rows depend on the record.
 */
export function deleteRoute<Row extends { id: string }>(
  app: FastifyInstance,
  deps: AppDeps,
  options: { url: string; guard: ModuleGuard; right: string; spec: DeleteSpec<Row> },
): void {
  route(app, { method: 'POST', url: options.url, input: { query: idQuery } }, async (request, reply, input) => {
    const auth = await options.guard(request, reply, options.right);
    const { id } = input.query();
    await deleteRecord(deps.db, adminActor(deps, auth), options.spec, id);
    return ok<null>(null, 'Delete success');
  });
}
