import type { FastifyInstance } from 'fastify';
import { resolveBranchConfig, resolveTimeZone } from '../../domain/branchConfig';
import { branchQuery, type SavedId } from '../../domain/catalogue/contract';
import type { Page } from '../../domain/admin/list';
import { customerCreateBody, customerUpdateBody } from '../../domain/people/customer';
import {
  CUSTOMER_CSV_FILE,
  CustomerPath,
  customerListQuery,
  type CustomerAdminDetail,
  type CustomerFilters,
  type CustomerFormOptions,
  type CustomerListQuery,
  type CustomerRow,
} from '../../domain/people/customer-contract';
import { customersCsv } from '../../domain/people/customer-csv';
import { monthIn } from '../../domain/people/customer-stats';
import { CUSTOMER_PLAN, CustomerRight } from '../../domain/people/rights';
import { byId } from '../../domain/schemas/ids';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireBranch, type AuthContext } from '../auth/authContext';
import { adminActor, deleteRoute, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import { configValues } from '../branches/branchRepository';
import { createCustomer, customerDelete, updateCustomerFromForm } from './customerAdmin';
import { allCustomers, branchTechnicians, listCustomers, toCustomerRow, type CustomerListInput } from './customerAdminRepository';
import { customerAdminDetail } from './customerDetailRead';

function filtersOf(query: CustomerListQuery): CustomerFilters {
  const flag = (v: 'true' | 'false' | undefined) => (v === undefined ? null : v === 'true');
  return {
    level: query.level ?? null,
    blocked: flag(query.blocked),
    active: flag(query.active),
    technicianId: query.technicianId ?? null,
    birthdayThisMonth: query.birthdayThisMonth === 'true',
  };
}

/**
 * The customers screen (spec part 2 §2 /customer, issue 14): the list of the current branch's
 * customers (a customer belongs to the branch that made them, `customer.branch_id`, as the
 * booking form's search does) with its CSV, the record, the form and delete.
 */
export function registerCustomerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, CUSTOMER_PLAN);

  /** The list's request read for one of the caller's branches, its month in the branch's zone. */
  async function listInput(auth: AuthContext, query: CustomerListQuery): Promise<{ branchId: string; values: Record<string, string>; input: CustomerListInput }> {
    const branch = requireBranch(auth, query.branchId);
    const values = await configValues(db, auth.tenantId, branch.id);
    const month = monthIn(deps.now(), resolveTimeZone(values));
    return { branchId: branch.id, values, input: { tenantId: auth.tenantId, query: query.query, sort: sortOf(query), filters: filtersOf(query), month } };
  }

  route(app, { method: 'GET', url: CustomerPath.LIST, input: { query: customerListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CustomerRight.ACCESS);
    const query = input.query();
    const list = await listInput(auth, query);
    const page = await listCustomers(db, list.branchId, { ...list.input, page: query.page, size: query.size });
    return ok<Page<CustomerRow>>({ ...page, items: page.items.map(toCustomerRow) });
  });

  route(app, { method: 'GET', url: CustomerPath.EXPORT, input: { query: customerListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CustomerRight.EXPORT);
    const list = await listInput(auth, input.query());
    const rows = await allCustomers(db, list.branchId, list.input);
    const csv = customersCsv(rows.map(toCustomerRow), resolveBranchConfig(list.branchId, list.values).phone);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${CUSTOMER_CSV_FILE}"`)
      .send(csv);
  });

  route(app, { method: 'GET', url: `${CustomerPath.DETAIL}/:id`, input: { params: byId } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CustomerRight.ACCESS);
    const { id } = input.params();
    return ok<CustomerAdminDetail>(await customerAdminDetail(db, { tenantId: auth.tenantId, id, branchIds: auth.branches.map((b) => b.id), now: deps.now() }));
  });

  route(app, { method: 'GET', url: CustomerPath.FORM_OPTIONS, input: { query: branchQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CustomerRight.ACCESS);
    const branch = requireBranch(auth, input.query().branchId);
    return ok<CustomerFormOptions>({ technicians: await branchTechnicians(db, auth.tenantId, branch.id) });
  });

  route(app, { method: 'POST', url: CustomerPath.CREATE, input: { body: customerCreateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CustomerRight.CREATE);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    return ok<SavedId>({ id: await createCustomer(db, adminActor(deps, auth), branch, body) }, 'Create success');
  });

  route(app, { method: 'POST', url: CustomerPath.UPDATE, input: { body: customerUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CustomerRight.UPDATE);
    const body = input.body();
    await updateCustomerFromForm(db, adminActor(deps, auth), body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  deleteRoute(app, deps, { url: CustomerPath.DELETE, guard, right: CustomerRight.DELETE, spec: customerDelete });
}
