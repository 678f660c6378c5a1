import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BookingReadPath, type HistoryEntry } from '../../domain/booking/reads';
import { AppError, ErrorCode } from '../../domain/errors';
import { PlanRight, Right } from '../../domain/rights';
import { formatZonedDateTime } from '../../domain/time';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { branchTimeZone } from '../branches/branchRepository';
import { bookingById } from '../booking/bookingReadRepository';
import { bookingHistory, type HistoryRow } from './actionLogQueries';

const historyQuery = z.object({ id: z.uuid() });

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

  app.get(BookingReadPath.BOOKING_HISTORY, async (request, reply) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] });
    const { id } = parseInput(historyQuery, request.query);
    // The booking decides the branch (and so the right to read its history and its clock).
    const booking = await bookingById(db, auth.tenantId, id);
    if (!booking) throw new AppError(ErrorCode.NOT_FOUND);
    const branch = requireBranch(auth, booking.branch_id);
    const [timeZone, rows] = await Promise.all([branchTimeZone(db, auth.tenantId, branch.id), bookingHistory(db, auth.tenantId, id)]);
    return ok<HistoryEntry[]>(rows.map((r) => toEntry(r, timeZone)));
  });
}
