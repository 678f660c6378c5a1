import type { FastifyInstance } from 'fastify';
import { byId } from '../../domain/schemas/ids';
import type { HistoryEntry } from '../../domain/booking/reads';
import { BookingReadPath } from '../../domain/booking/read-paths';
import { AppError, ErrorCode } from '../../domain/errors';
import { PlanRight, Right } from '../../domain/rights';
import { formatZonedDateTime } from '../../domain/time';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { branchTimeZone } from '../branches/branchRepository';
import { bookingById } from '../booking/bookingReadRepository';
import { bookingHistory, type HistoryRow } from './actionLogQueries';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toEntry(r: HistoryRow, timeZone: string): HistoryEntry {
  return {
    id: r.id,
    action: r.action,
    actionTime: formatZonedDateTime(r.action_time, timeZone),
    user: { fullName: r.full_name ?? '' },
    entityType: r.entity_type,
    entityId: r.entity_id,
    editInfo: isRecord(r.edit_info) ? r.edit_info : {},
  };
}

export function registerHistoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, { method: 'GET', url: BookingReadPath.BOOKING_HISTORY, input: { query: byId } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] });
    const { id } = input.query();
    // The booking decides the branch (and so the right to read its history and its clock).
    const booking = await bookingById(db, auth.tenantId, id);
    if (!booking) throw new AppError(ErrorCode.NOT_FOUND);
    const branch = requireBranch(auth, booking.branch_id);
    const [timeZone, rows] = await Promise.all([branchTimeZone(db, auth.tenantId, branch.id), bookingHistory(db, auth.tenantId, id)]);
    return ok<HistoryEntry[]>(rows.map((r) => toEntry(r, timeZone)));
  });
}
