import type { FastifyInstance } from 'fastify';
import { ActionLogPath, actionLogListQuery, type ActionLogRow } from '../../domain/admin/action-log';
import { ACTION_LOG_PLAN, ActionLogRight } from '../../domain/admin/action-log-rights';
import type { Page } from '../../domain/admin/list';
import { resolveTimeZone } from '../../domain/branchConfig';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireBranch } from '../auth/authContext';
import { moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import { branchTimeZone } from '../branches/branchRepository';
import { listActionLog } from './actionLogList';

/**
 * `GET /api/action-log/list`: the action log screen (SYSTEM_ACTION_LOG_ACCESS). A tenant admin
 * reads the whole business's log; anyone else the entries of the branches they work in. Days
 * are the asked branch's (else the signed-in branch's, else the first of theirs).
 */
export function registerActionLogListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const guard = moduleGuard(deps, ACTION_LOG_PLAN);

  route(app, { method: 'GET', url: ActionLogPath.LIST, input: { query: actionLogListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ActionLogRight.ACCESS);
    const query = input.query();
    const branch = query.branchId ? requireBranch(auth, query.branchId) : (auth.branches.find((b) => b.id === auth.branchId) ?? auth.branches[0]);
    const timeZone = branch ? await branchTimeZone(deps.db, auth.tenantId, branch.id) : resolveTimeZone({});
    return ok<Page<ActionLogRow>>(
      await listActionLog(deps.db, {
        tenantId: auth.tenantId,
        branchIds: auth.canSelectTenant ? null : auth.branches.map((b) => b.id),
        timeZone,
        filter: { branchId: query.branchId, from: query.from, to: query.to, entityType: query.entityType, action: query.action },
        query: query.query,
        page: query.page,
        size: query.size,
        sort: sortOf(query),
      }),
    );
  });
}
