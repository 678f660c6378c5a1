import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveBranchConfig, resolveTimeZone } from '../../domain/branchConfig';
import { phoneQueryDigits } from '../../domain/phone';
import { customerSearchBody, type CustomerDetail, type CustomerSearchResult } from '../../domain/booking/reads';
import { BookingReadPath } from '../../domain/booking/read-paths';
import { AppError, ErrorCode } from '../../domain/errors';
import { PlanRight, Right } from '../../domain/rights';
import { byId } from '../../domain/schemas/ids';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch, type AuthContext } from '../auth/authContext';
import { branchConfigValues, configValues } from '../branches/branchRepository';
import { customerById, notesOf, recentBookingsOf, searchCustomers } from './customerRepository';
import { toCustomerDetail, toOption } from './customerMapper';
import { resolveCustomerId } from '../customerMerge/customerAlias';

const RECENT_BOOKINGS = 10;

export function registerCustomerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  /** The booking form's customer reads need what the appointment screen needs. */
  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<AuthContext> {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] });
    return auth;
  }

  route(app, { method: 'POST', url: BookingReadPath.CUSTOMER_SEARCH, input: { body: customerSearchBody } }, async (request, reply, parts) => {
    const auth = await guard(request, reply);
    const input = parts.body();
    const branch = requireBranch(auth, input.branchId);
    const values = await configValues(db, auth.tenantId, branch.id);
    const { rows, total } = await searchCustomers(db, {
      tenantId: auth.tenantId,
      branchId: branch.id,
      text: input.query,
      phoneDigits: input.query ? phoneQueryDigits(input.query) : null,
      start: input.start,
      limit: input.limit,
    });
    // The chosen customer leads every page so the combo can always show it; only this
    // branch's customers qualify, like the search itself.
    const chosenId = input.customerId ?? null;
    const chosen = chosenId ? (rows.find((r) => r.id === chosenId) ?? (await customerById(db, auth.tenantId, chosenId))) : null;
    const ordered = chosen && chosen.branch_id === branch.id ? [chosen, ...rows.filter((r) => r.id !== chosen.id)] : rows;
    const notes = await notesOf(db, auth.tenantId, ordered.map((c) => c.id));
    const phone = resolveBranchConfig(branch.id, values).phone;
    const timeZone = resolveTimeZone(values);
    return ok<CustomerSearchResult>({ options: ordered.map((c) => toOption(c, notes, phone, timeZone)), total });
  });

  route(app, { method: 'GET', url: `${BookingReadPath.CUSTOMER_DETAIL}/:id`, input: { params: byId } }, async (request, reply, input) => {
    const auth = await guard(request, reply);
    const { id } = input.params();
    // Tenant-scoped lookup: another tenant's id is simply not found. A merged customer's id
    // (still held by tablets) shows the customer it was merged into.
    const customer = await customerById(db, auth.tenantId, await resolveCustomerId(db, auth.tenantId, id));
    if (!customer) throw new AppError(ErrorCode.NOT_FOUND);
    requireBranch(auth, customer.branch_id);
    const [notes, bookings] = await Promise.all([
      notesOf(db, auth.tenantId, [customer.id]),
      recentBookingsOf(db, { tenantId: auth.tenantId, customerId: customer.id, branchIds: auth.branches.map((b) => b.id), limit: RECENT_BOOKINGS }),
    ]);
    const branchIds = [...new Set([customer.branch_id, ...bookings.map((b) => b.branch_id)])];
    const configs = await branchConfigValues(db, auth.tenantId, branchIds);
    const timeZoneOf = (branchId: string): string => resolveTimeZone(configs.get(branchId) ?? {});
    return ok<CustomerDetail>(toCustomerDetail(customer, notes, bookings, timeZoneOf));
  });
}
