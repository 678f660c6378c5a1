import type { FastifyInstance } from 'fastify';
import { TimesheetPath } from '../../domain/booking/paths';
import { AppError, ErrorCode } from '../../domain/errors';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { newId } from '../auth/tokens';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { BREAK_WRITE_ACCESS } from '../booking/bookingAccess';
import { createBreak, removeBreak } from './breakTime';
import { breakTimeBody, unbreakBody } from './timesheetBodies';
import { findWorking } from './timesheetRepository';

/** Break and unbreak from the scheduler, made online; tablets push timesheet.breakTime/unbreak. */
export function registerTimesheetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, { method: 'POST', url: TimesheetPath.BREAK_TIME, input: { body: breakTimeBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, BREAK_WRITE_ACCESS);
    const body = input.body();
    requireBranch(auth, body.branchId);
    const args = { ...body, id: body.id ?? newId() };
    const actor = { userId: auth.userId, rights: auth.rights };
    return ok(await createBreak(db, { tenantId: auth.tenantId, actor, args, now: deps.now() }), 'Create success');
  });

  route(app, { method: 'POST', url: TimesheetPath.UNBREAK, input: { body: unbreakBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, BREAK_WRITE_ACCESS);
    const { technicianWorkingId } = input.body();
    const entry = await findWorking(db, auth.tenantId, technicianWorkingId);
    if (!entry) throw new AppError(ErrorCode.NOT_FOUND);
    const branch = requireBranch(auth, entry.branch_id);
    const actor = { userId: auth.userId, rights: auth.rights };
    return ok(await removeBreak(db, { tenantId: auth.tenantId, actor, args: { technicianWorkingId, branchId: branch.id }, now: deps.now() }), 'Delete success');
  });
}
