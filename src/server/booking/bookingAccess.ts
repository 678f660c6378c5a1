import { AppError, ErrorCode } from '../../domain/errors';
import { hasAnyRight, PlanRight, Right } from '../../domain/rights';

/**
 * Who makes a change: the signed-in user online, the acting user of a pushed mutation, or
 * (userId null) the customer on the public booking page.
 */
export type Actor = { userId: string | null; rights: readonly string[] };

/** The customer booking on the public page: the page may create a booking and nothing else. */
export const ONLINE_CUSTOMER: Actor = { userId: null, rights: [Right.APPOINTMENT_ACCESS, Right.BOOKING_CREATE] };

/** Booking changes: the scheduler's menu actions, dragging and resizing (spec part 1 §6). */
export const BOOKING_WRITE_ACCESS = { required: [Right.BOOKING_CREATE], requiredPlan: [PlanRight.APPOINTMENT] } as const;

/** Setting or removing break time on the scheduler. */
export const BREAK_WRITE_ACCESS = { required: [Right.APPOINTMENT_TIMESHEET_UPDATE], requiredPlan: [PlanRight.APPOINTMENT] } as const;

/**
 * Every change here is made from the appointment page, so its access right is needed as well
 * as the change's own: a role may hold BOOKING_CREATE while denied the page (the trainee).
 * Checked by the services, so the online route and the pushed mutation agree.
 */
export function assertAppointmentAccess(actor: Actor): void {
  if (!hasAnyRight([Right.APPOINTMENT_ACCESS], actor.rights)) throw new AppError(ErrorCode.FORBIDDEN);
}

/** The spec's "admin right": editing a completed booking or one on a past date. */
export function assertBookingAdmin(actor: Actor): void {
  if (!hasAnyRight([Right.BOOKING_ADMIN], actor.rights)) throw new AppError(ErrorCode.FORBIDDEN);
}
