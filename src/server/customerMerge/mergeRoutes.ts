import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { mergedLoyaltyMoney, otherPhoneNote, planCustomerMerge, type MergeCustomer, type MergePlan } from '../../domain/customer/merge';
import { CUSTOMER_MERGE_RIGHTS, CustomerMergePath, customerMergeBody, type MergePreview, type MergeResult, type MergeSide } from '../../domain/customer/merge-contract';
import { AppError, ErrorCode } from '../../domain/errors';
import { formatPhone } from '../../domain/phone';
import type { Db } from '../db/db';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch, type AuthContext } from '../auth/authContext';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import { configValues } from '../branches/branchRepository';
import { mergedInto } from './customerAlias';
import { addNote, customerCounts, mergeCustomers, moveReferences, renameCopies, replaceByAlias, sumTransactions, updateKeptCustomer } from './mergeRepository';

type Pair = { keep: MergeCustomer; merge: MergeCustomer | undefined };

/** Both customers, in the caller's tenant and branches; the kept one must exist. */
async function loadPair(db: Db, auth: AuthContext, ids: { keepId: string; mergeId: string }, lock: boolean): Promise<Pair> {
  const rows = await mergeCustomers(db, auth.tenantId, [ids.keepId, ids.mergeId], lock);
  const keep = rows.find((r) => r.id === ids.keepId);
  if (!keep) throw new AppError(ErrorCode.NOT_FOUND);
  requireBranch(auth, keep.branchId);
  return { keep, merge: rows.find((r) => r.id === ids.mergeId) };
}

function side(c: MergeCustomer, counts: Awaited<ReturnType<typeof customerCounts>>): MergeSide {
  return { id: c.id, name: c.name, phones: [c.phone], email: c.email, level: c.level, birthDay: c.birthDay, blocked: c.blocked, loyaltyMoney: c.amountMoney, ...counts };
}

function resultSide(plan: MergePlan, loyaltyMoney: number, keep: MergeSide, merge: MergeSide): MergeSide {
  const v = plan.values;
  return {
    id: plan.keepId,
    name: v.name,
    phones: plan.otherPhone ? [v.phone, plan.otherPhone] : [v.phone],
    email: v.email,
    level: v.level,
    birthDay: v.birthDay,
    blocked: v.blocked,
    bookings: keep.bookings + merge.bookings,
    bills: keep.bills + merge.bills,
    loyaltyMoney,
    giftCards: keep.giftCards + merge.giftCards,
    notes: keep.notes + merge.notes + (plan.otherPhone ? 1 : 0),
  };
}

const logged = (c: MergeCustomer) => ({
  name: c.name,
  phone: c.phone,
  email: c.email,
  address: c.address,
  description: c.description,
  level: c.level,
  mainTechnicianId: c.mainTechnicianId,
  birthDay: c.birthDay,
  blocked: c.blocked,
  amountMoney: c.amountMoney,
});

export function registerCustomerMergeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  /** Both rights: the kept customer changes and the other one is deleted. */
  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<AuthContext> {
    const auth = await requireAuth(deps, request, reply);
    for (const right of CUSTOMER_MERGE_RIGHTS) requireAccess(auth, { required: [right] });
    return auth;
  }

  route(app, { method: 'GET', url: CustomerMergePath.PREVIEW, input: { query: customerMergeBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply);
    const ids = input.query();
    const { keep, merge } = await loadPair(db, auth, ids, false);
    if (!merge) throw new AppError(ErrorCode.NOT_FOUND);
    const plan = planCustomerMerge(keep, merge);
    const [keepSide, mergeSide] = [side(keep, await customerCounts(db, auth.tenantId, keep.id)), side(merge, await customerCounts(db, auth.tenantId, merge.id))];
    // The merge's own rule: both sides' transactions, once each, under the kept customer.
    const loyaltyMoney = mergedLoyaltyMoney({ keep, merge, movedTransactionsMoney: keep.transactionsMoney + merge.transactionsMoney });
    return ok<MergePreview>({ keep: keepSide, merge: mergeSide, result: resultSide(plan, loyaltyMoney, keepSide, mergeSide) });
  });

  route(app, { method: 'POST', url: CustomerMergePath.MERGE, input: { body: customerMergeBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply);
    const ids = input.body();
    const now = deps.now();
    const result = await db.transaction(async (tx): Promise<MergeResult> => {
      const { keep, merge } = await loadPair(tx, auth, ids, true);
      if (!merge) {
        // The same merge sent again (a double tap, a retry after a lost answer) finds it done.
        if ((await mergedInto(tx, auth.tenantId, ids.mergeId)) === keep.id) return { id: keep.id, alreadyMerged: true };
        throw new AppError(ErrorCode.NOT_FOUND);
      }
      const plan = planCustomerMerge(keep, merge);
      await moveReferences(tx, { tenantId: auth.tenantId, fromId: merge.id, toId: keep.id });
      if (plan.otherPhone) {
        const phone = resolveBranchConfig(keep.branchId, await configValues(tx, auth.tenantId, keep.branchId)).phone;
        await addNote(tx, { tenantId: auth.tenantId, customerId: keep.id, note: otherPhoneNote({ name: merge.name, phone: formatPhone(plan.otherPhone, phone) }), now });
      }
      const amountMoney = mergedLoyaltyMoney({ keep, merge, movedTransactionsMoney: await sumTransactions(tx, auth.tenantId, keep.id) });
      // The duplicate goes first: a code it passes on is unique in the business.
      await replaceByAlias(tx, { tenantId: auth.tenantId, merged: merge, keptId: keep.id, userId: auth.userId, now });
      await updateKeptCustomer(tx, { tenantId: auth.tenantId, id: keep.id, values: plan.values, amountMoney });
      await renameCopies(tx, { tenantId: auth.tenantId, customerId: keep.id, name: plan.values.name, phone: plan.values.phone, now });
      await logChange(tx, { tenantId: auth.tenantId, userId: auth.userId, now }, {
        branchId: keep.branchId,
        action: ActionType.UPDATE,
        entityType: EntityType.CUSTOMER,
        entityId: keep.id,
        before: logged(keep),
        after: { ...logged(keep), ...plan.values, amountMoney },
        summary: { name: plan.values.name, mergedId: merge.id, mergedName: merge.name, mergedPhone: merge.phone },
      });
      return { id: keep.id, alreadyMerged: false };
    });
    return ok<MergeResult>(result);
  });
}
