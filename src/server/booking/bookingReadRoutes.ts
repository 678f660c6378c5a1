import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { byId } from '../../domain/schemas/ids';
import { BOOKING_SEARCH_DAYS_BACK, bookingSearchQuery, type BookingDetail, type BookingSearchRow } from '../../domain/booking/reads';
import { BookingReadPath } from '../../domain/booking/read-paths';
import { isSearchable, phoneQueryDigits } from '../../domain/phone';
import { AppError, ErrorCode } from '../../domain/errors';
import { PlanRight, Right } from '../../domain/rights';
import { addDays, formatZonedDate, zonedDayRange } from '../../domain/time';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch, type AuthContext } from '../auth/authContext';
import { branchTimeZone } from '../branches/branchRepository';
import { customerById, notesOf } from '../customers/customerRepository';
import { toBookingCustomer } from '../customers/customerMapper';
import { bookingById, guestsAndSegmentsOf, searchBookingGuests } from './bookingReadRepository';
import { toBookingDetail, toSearchRow } from './bookingReadMapper';

export const BOOKING_SEARCH_MAX_ROWS = 100;

export function registerBookingReadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<AuthContext> {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] });
    return auth;
  }

  route(app, { method: 'GET', url: BookingReadPath.BOOKING_SEARCH, input: { query: bookingSearchQuery } }, async (request, reply, parts) => {
    const auth = await guard(request, reply);
    const input = parts.query();
    // The search box applies the same rule; a client that skips it still gets no area-code dump.
    if (!isSearchable(input.query)) {
      const message = 'query: Enter at least 4 characters when starting with an area code';
      throw new AppError(ErrorCode.VALIDATION, { message, fields: { query: message } });
    }
    const branch = requireBranch(auth, input.branch);
    const timeZone = await branchTimeZone(db, auth.tenantId, branch.id);
    const firstDay = addDays(formatZonedDate(deps.now(), timeZone), -BOOKING_SEARCH_DAYS_BACK);
    const rows = await searchBookingGuests(db, {
      tenantId: auth.tenantId,
      branchId: branch.id,
      since: zonedDayRange(firstDay, timeZone).start,
      text: input.query,
      phoneDigits: phoneQueryDigits(input.query),
      limit: BOOKING_SEARCH_MAX_ROWS,
    });
    return ok<BookingSearchRow[]>(rows.map((r) => toSearchRow(r, timeZone)));
  });

  route(app, { method: 'GET', url: `${BookingReadPath.BOOKING_DETAIL}/:id`, input: { params: byId } }, async (request, reply, input) => {
    const auth = await guard(request, reply);
    const { id } = input.params();
    // Tenant-scoped lookup: another tenant's id is simply not found.
    const booking = await bookingById(db, auth.tenantId, id);
    if (!booking) throw new AppError(ErrorCode.NOT_FOUND);
    requireBranch(auth, booking.branch_id);
    const [timeZone, rows, customer] = await Promise.all([
      branchTimeZone(db, auth.tenantId, booking.branch_id),
      guestsAndSegmentsOf(db, auth.tenantId, booking.id),
      booking.customer_id ? customerById(db, auth.tenantId, booking.customer_id) : null,
    ]);
    const notes = customer ? await notesOf(db, auth.tenantId, [customer.id]) : [];
    return ok<BookingDetail>(
      toBookingDetail({ booking, ...rows }, customer ? toBookingCustomer(customer, notes, timeZone) : null, timeZone),
    );
  });
}
