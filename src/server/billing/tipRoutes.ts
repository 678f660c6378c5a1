import type { FastifyInstance } from 'fastify';
import { BillAccess } from '../../domain/bill/access';
import { idQuery, tipSaveArgs } from '../../domain/bill/args';
import { BillPath } from '../../domain/bill/paths';
import type { TipSaveResult } from '../../domain/bill/types';
import { AppError, ErrorCode } from '../../domain/errors';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { billActorOf } from './billActor';
import { invalid } from './billResolve';
import { deleteTip, saveTip } from './saveTip';
import { findLiveTip } from './tipRepository';

/** Tips made online; tablets push tip.save and tip.delete. */
export function registerTipRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  for (const path of [BillPath.CREATE_TIP, BillPath.UPDATE_TIP]) {
    const update = path === BillPath.UPDATE_TIP;
    route(app, { method: 'POST', url: path, input: { body: tipSaveArgs } }, async (request, reply, input) => {
      const auth = await requireAuth(deps, request, reply);
      requireAccess(auth, BillAccess.TIP);
      const args = input.body();
      if (update && args.replacesId === null) throw invalid('replacesId', 'The tip to update is required');
      if (!update && args.replacesId !== null) throw invalid('replacesId', 'A new tip replaces nothing: use update-tip');
      requireBranch(auth, args.branchId);
      const result = await saveTip(db, { tenantId: auth.tenantId, actor: billActorOf(auth), args, deviceId: null, now: deps.now() });
      return ok<TipSaveResult>(result, update ? 'Update success' : 'Create success');
    });
  }

  route(app, { method: 'POST', url: BillPath.DELETE_TIP, input: { query: idQuery } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, BillAccess.TIP);
    const { id } = input.query();
    // Only tips can be deleted: pay-ins and pay-outs are money records that stay.
    const tip = await findLiveTip(db, { tenantId: auth.tenantId, id });
    if (!tip) throw new AppError(ErrorCode.NOT_FOUND);
    requireBranch(auth, tip.branch_id);
    const args = { id: tip.id, billId: tip.bill_id, branchId: tip.branch_id };
    return ok(await deleteTip(db, { tenantId: auth.tenantId, actor: billActorOf(auth), args, now: deps.now() }), 'Delete success');
  });
}
