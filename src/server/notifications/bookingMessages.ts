import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { BookingMessageKind, type BookingMessage } from '../../domain/catalogue/contract';
import { NotificationPath } from '../../domain/catalogue/paths';
import { AppError, ErrorCode } from '../../domain/errors';
import { PlanRight, Right } from '../../domain/rights';
import { byId } from '../../domain/schemas/ids';
import { formatZonedDateTime } from '../../domain/time';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { branchTimeZone } from '../branches/branchRepository';
import { bookingById } from '../booking/bookingReadRepository';
import { NotificationEntity, toNotificationView, type NotificationRow } from './notificationRepository';

const MAX_MESSAGES = 50;

/** The messages about one booking: those naming it, and the reminders of any of its start times. */
export async function bookingMessages(db: Db, input: { tenantId: string; bookingId: string; timeZone: string }): Promise<BookingMessage[]> {
  const rows = await db.query<NotificationRow>(
    `SELECT n.* FROM notification n
      WHERE n.tenant_id = $1
        AND ((n.entity_type = $3 AND n.entity_id = $2)
          OR (n.entity_type = $4 AND n.entity_id IN (SELECT r.id FROM booking_reminder r WHERE r.tenant_id = $1 AND r.booking_id = $2)))
      ORDER BY n.created_at DESC, n.id LIMIT $5`,
    [input.tenantId, input.bookingId, NotificationEntity.BOOKING, NotificationEntity.BOOKING_REMINDER, MAX_MESSAGES],
  );
  return rows.map((r) => {
    const { createdAt: _created, sentAt: _sent, ...view } = toNotificationView(r);
    return {
      ...view,
      kind: r.entity_type === NotificationEntity.BOOKING_REMINDER ? BookingMessageKind.REMINDER : BookingMessageKind.BOOKING,
      time: formatZonedDateTime(r.sent_at ?? r.created_at, input.timeZone),
    };
  });
}

export function registerBookingMessageRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'GET', url: NotificationPath.BOOKING_MESSAGES, input: { query: byId } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] });
    const { id } = input.query();
    // The booking decides the branch (the right to read it, and its clock).
    const booking = await bookingById(deps.db, auth.tenantId, id);
    if (!booking) throw new AppError(ErrorCode.NOT_FOUND);
    const branch = requireBranch(auth, booking.branch_id);
    const timeZone = await branchTimeZone(deps.db, auth.tenantId, branch.id);
    return ok<BookingMessage[]>(await bookingMessages(deps.db, { tenantId: auth.tenantId, bookingId: booking.id, timeZone }));
  });
}
