import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { BookingStatus } from '../../domain/api';
import { AppError, ErrorCode } from '../../domain/errors';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { formatZonedDate, formatZonedTime } from '../../domain/time';
import { optionalPhoneProblem, phoneDigits } from '../../domain/catalogue/form-rules';
import { resendBookingSmsBody, type QueuedNotification } from '../../domain/catalogue/contract';
import { NotificationChannel, NotificationPath } from '../../domain/catalogue/paths';
import { MessageKind } from '../../domain/notification/message-kinds';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, type AuthContext } from '../auth/authContext';
import { assertAppointmentAccess, BOOKING_WRITE_ACCESS } from '../booking/bookingAccess';
import { configValues } from '../branches/branchRepository';
import { NotificationEntity, queueNotification } from './notificationRepository';
import { composeMessage } from './composeMessage';

/** The menu offers "Resend SMS" on New and Waiting guests (spec part 1 §4). */
const RESENDABLE: ReadonlySet<string> = new Set([BookingStatus.NEW, BookingStatus.WAITING]);

type BookingForSms = { id: string; branch_id: string; code: string; customer_name: string; phone: string; start_time: Date };

/** Queues the booking's confirmation SMS again, to the booking's phone, in the branch language. */
export async function resendBookingSms(db: Db, auth: AuthContext, bookingId: string, now: Date): Promise<string> {
  const booking = await db.maybeOne<BookingForSms>(
    `SELECT id, branch_id, code, customer_name, phone, start_time FROM booking WHERE tenant_id = $1 AND id = $2`,
    [auth.tenantId, bookingId],
  );
  if (!booking) throw new AppError(ErrorCode.NOT_FOUND);
  const branch = auth.branches.find((b) => b.id === booking.branch_id);
  if (!branch) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  const statuses = await db.query<{ status: string }>(`SELECT status FROM guest WHERE tenant_id = $1 AND booking_id = $2`, [auth.tenantId, booking.id]);
  if (!statuses.some((g) => RESENDABLE.has(g.status))) throw new AppError(ErrorCode.STATUS_NOT_ALLOWED);
  const settings = resolveBranchConfig(branch.id, await configValues(db, auth.tenantId, branch.id));
  const digits = phoneDigits(booking.phone ?? '');
  if (digits === '' || optionalPhoneProblem(digits, settings.phone)) throw new AppError(ErrorCode.PHONE_INVALID);
  const message = await composeMessage(db, {
    tenantId: auth.tenantId,
    branchId: branch.id,
    language: settings.language,
    kind: MessageKind.BOOKING_CONFIRMATION,
    channel: NotificationChannel.SMS,
    vars: {
      customerName: booking.customer_name,
      branchName: branch.name,
      bookingCode: booking.code,
      date: formatZonedDate(booking.start_time, settings.timeZone),
      time: formatZonedTime(booking.start_time, settings.timeZone),
    },
  });
  return queueNotification(db, {
    tenantId: auth.tenantId,
    branchId: branch.id,
    channel: NotificationChannel.SMS,
    recipient: digits,
    subject: null,
    body: message.body,
    entityType: NotificationEntity.BOOKING,
    entityId: booking.id,
    createdBy: auth.userId,
    now,
  });
}

export function registerBookingSmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, { method: 'POST', url: NotificationPath.BOOKING_RESEND_SMS, input: { body: resendBookingSmsBody } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, BOOKING_WRITE_ACCESS);
    assertAppointmentAccess({ userId: auth.userId, rights: auth.rights });
    const { bookingId } = input.body();
    const notificationId = await resendBookingSms(deps.db, auth, bookingId, deps.now());
    return ok<QueuedNotification>({ notificationId }, 'Send success');
  });
}
