import type { FastifyInstance } from 'fastify';
import type { Page } from '../../domain/admin/list';
import { branchQuery, idQuery, type SavedId } from '../../domain/catalogue/contract';
import { byId } from '../../domain/schemas/ids';
import { VoucherPath, voucherListQuery, type VoucherDetail, type VoucherFilters, type VoucherFormOptions, type VoucherRow } from '../../domain/voucher/contract';
import { VOUCHER_PLAN, VoucherRight } from '../../domain/voucher/voucher-rights';
import { voucherCreateBody, voucherUpdateBody } from '../../domain/voucher/voucher-form';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireBranch } from '../auth/authContext';
import { adminActor, moduleGuard } from '../admin/adminRoutes';
import { deleteRecord } from '../admin/deleteRecord';
import { sortOf } from '../admin/pagedList';
import { createVoucher, updateVoucherFromForm, voucherDelete, voucherDetail } from './voucherAdmin';
import { listVouchers, toVoucherRow } from './voucherAdminRepository';

/**
 * The vouchers screen (spec part 2 §2 vouchers, issue 15): the list of the branch's vouchers and
 * those of every branch, the record with the bills that used it, the form and delete. The CSV
 * and the printed sheet are made in the browser from the rows staff select.
 */
export function registerVoucherAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, VOUCHER_PLAN);

  route(app, { method: 'GET', url: VoucherPath.LIST, input: { query: voucherListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, VoucherRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const filters: VoucherFilters = { active: query.active === undefined ? null : query.active === 'true', scope: query.scope ?? null, audience: query.audience ?? null };
    const page = await listVouchers(db, branch.id, filters, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) });
    return ok<Page<VoucherRow>>({ ...page, items: page.items.map(toVoucherRow) });
  });

  route(app, { method: 'GET', url: `${VoucherPath.DETAIL}/:id`, input: { params: byId } }, async (request, reply, input) => {
    const auth = await guard(request, reply, VoucherRight.ACCESS);
    return ok<VoucherDetail>(await voucherDetail(db, adminActor(deps, auth), input.params().id));
  });

  route(app, { method: 'GET', url: VoucherPath.FORM_OPTIONS, input: { query: branchQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, VoucherRight.ACCESS);
    const branch = requireBranch(auth, input.query().branchId);
    const services = await db.query<{ id: string; name: string; groupName: string }>(
      `SELECT s.id, s.name, g.name AS "groupName" FROM service s JOIN service_group g ON g.tenant_id = s.tenant_id AND g.id = s.group_id
        WHERE s.tenant_id = $1 AND s.branch_id = $2 ORDER BY g.display_index, g.name, s.display_index, s.name`,
      [auth.tenantId, branch.id],
    );
    const packages = await db.query<{ id: string; code: string; content: string }>(
      `SELECT id, code, content FROM package WHERE tenant_id = $1 AND branch_id = $2 ORDER BY code`,
      [auth.tenantId, branch.id],
    );
    return ok<VoucherFormOptions>({ services, packages });
  });

  route(app, { method: 'POST', url: VoucherPath.CREATE, input: { body: voucherCreateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, VoucherRight.CREATE);
    return ok<SavedId>({ id: await createVoucher(db, adminActor(deps, auth), input.body()) }, 'Create success');
  });

  route(app, { method: 'POST', url: VoucherPath.UPDATE, input: { body: voucherUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, VoucherRight.UPDATE);
    const body = input.body();
    await updateVoucherFromForm(db, adminActor(deps, auth), body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  // The generic delete, but a voucher of every branch has no branch to check: the spec is the caller's.
  route(app, { method: 'POST', url: VoucherPath.DELETE, input: { query: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, VoucherRight.DELETE);
    const actor = adminActor(deps, auth);
    await deleteRecord(db, actor, voucherDelete(actor.branchIds), input.query().id);
    return ok<null>(null, 'Delete success');
  });
}
