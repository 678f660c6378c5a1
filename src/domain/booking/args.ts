/**
 * What every change on the appointment screen carries (spec part 1 §7): one zod schema per
 * change, validated by the form, the outbox and the server alike. The tablet makes the ids
 * (UUIDs) so a booking made offline keeps its identity once on the server.
 */
import { z } from '../schemas/zod';
import { BookingStatus, Gender, WorkingType } from '../api';
import { calendarDate, wallDateTime as wallDateTimeSchema } from '../schemas/dates';
import { cents as centsSchema, wholeNumber } from '../schemas/numbers';
import { colourText, deviceCode, note, optionalEmail, phoneText, requiredText, upperName } from '../schemas/text';

/** "YYYY-MM-DD HH:mm", branch wall clock: how the spec sends times. */
export const wallDateTime = wallDateTimeSchema();
export const wallDate = calendarDate();

/** A price or amount in integer cents; a million dollars is far beyond any salon line. */
const cents = centsSchema();
const minutes = wholeNumber(0, 24 * 60);
const genderSchema = z.enum([Gender.ANY, Gender.MALE, Gender.FEMALE]);

export const SegmentType = { SERVICE: 'service', EXTRA: 'extra' } as const;
export type SegmentType = (typeof SegmentType)[keyof typeof SegmentType];

/**
 * One service line for one technician. A service needing several technicians at once is
 * several lines: the first one's id is the `parentId` of the others.
 */
export const segmentInput = z
  .object({
    id: z.uuid(),
    type: z.enum([SegmentType.SERVICE, SegmentType.EXTRA]),
    /** Null for extra lines, which are free text. */
    serviceId: z.nullable(z.uuid()),
    serviceName: requiredText(200),
    technicianId: z.uuid(),
    startTime: wallDateTime,
    /** Minutes; 0 is allowed (spec §5). */
    duration: minutes,
    price: cents,
    displayIndex: wholeNumber(0, 1000),
    parentId: z._default(z.nullable(z.uuid()), null),
    /** The package this line was booked in, its price the line's share of the package price. */
    packageId: z._default(z.nullable(z.uuid()), null),
  }).check(z.refine((s) => (s.type === SegmentType.SERVICE) === (s.serviceId !== null), {
    message: 'A service line names its service; an extra line does not',
    path: ['serviceId'],
  }));
export type SegmentInput = z.infer<typeof segmentInput>;

export const guestInput = z.object({
  id: z.uuid(),
  /** Uppercased (spec §5); the main guest may be left blank and takes the customer's name. */
  name: upperName({ max: 200 }),
  gender: z._default(genderSchema, Gender.ANY),
  /** Lock technician: the guest keeps the chosen technicians. */
  block: z._default(z.boolean(), false),
  isReOrder: z._default(z.boolean(), false),
  displayIndex: wholeNumber(0, 100),
  segments: z.array(segmentInput).check(z.minLength(1), z.maxLength(30)),
});
export type GuestInput = z.infer<typeof guestInput>;

export const customerInput = z.object({
  name: upperName({ min: 1, max: 200 }),
  /** Spaces stripped; checked against the branch phone pattern by `validateBookingForm`. */
  phone: phoneText(30),
  email: optionalEmail(320),
  birthDay: z._default(z.nullable(wallDate), null),
});

export const bookingSaveArgs = z.object({
  id: z.uuid(),
  branchId: z.uuid(),
  /** Made on the tablet (`{branchCode}-{deviceNo}-{n}`) or by the server for online saves. */
  code: deviceCode(),
  customerId: z._default(z.nullable(z.uuid()), null),
  customer: customerInput,
  startTime: wallDateTime,
  note: note(2000),
  color: z._default(z.nullable(colourText()), null),
  gender: z._default(genderSchema, Gender.ANY),
  block: z._default(z.boolean(), false),
  isReOrder: z._default(z.boolean(), false),
  guests: z.array(guestInput).check(z.minLength(1), z.maxLength(20)),
  /** Start: save, then set every waiting guest to Processing (create-with-customer-start). */
  start: z._default(z.boolean(), false),
  /** Book over another appointment of the technician anyway (the spec's force flag). */
  force: z._default(z.boolean(), false),
  /**
   * Save with its guests waiting on the clipboard instead of on the board (a refused booking
   * moved there from Needs attention): guests that may wait there skip the placement rules
   * and lose their technician until dropped back. The server refuses it with `start`.
   */
  clipboard: z._default(z.boolean(), false),
  /**
   * A new booking the customer made at the checkout of this paid bill (the prebook step): the
   * technician report counts it. Only a new booking carries it; the server checks the bill.
   */
  prebookedFromBillId: z._default(z.nullable(z.uuid()), null),
  /**
   * A customer who walked in without an appointment (issue 19): the booking counts in the
   * walk-in turn list. Set when the booking is made; an update never changes it.
   */
  walkIn: z._default(z.boolean(), false),
  /** The recurring series this booking belongs to (recurrence.ts); set when it is created, kept after. */
  seriesId: z._default(z.nullable(z.uuid()), null),
});
export type BookingSaveArgs = z.infer<typeof bookingSaveArgs>;
export type BookingSaveInput = z.input<typeof bookingSaveArgs>;

/** Statuses staff may set through update-status; Completed comes only from a payment. */
export const SETTABLE_STATUSES = [
  BookingStatus.CHECK_IN,
  BookingStatus.PROCESSING,
  BookingStatus.CANCEL,
  BookingStatus.NO_SHOW,
] as const;

export const updateStatusArgs = z.object({
  bookingId: z.uuid(),
  branchId: z.uuid(),
  /** The guests to change; the group variants of the menu send several. */
  guestIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(20)),
  status: z.enum(SETTABLE_STATUSES),
  force: z._default(z.boolean(), false),
  note: note(500),
});
export type UpdateStatusArgs = z.infer<typeof updateStatusArgs>;

/** Back to waiting (from CheckIn) or back to check-in (from Processing). */
export const backStatusArgs = z.object({ guestId: z.uuid(), bookingId: z.uuid(), branchId: z.uuid() });
export type BackStatusArgs = z.infer<typeof backStatusArgs>;

export const confirmBookingArgs = z.object({ id: z.uuid(), branchId: z.uuid(), confirm: z.boolean() });
export type ConfirmBookingArgs = z.infer<typeof confirmBookingArgs>;

export const moveToClipboardArgs = z.object({ guestId: z.uuid(), bookingId: z.uuid(), branchId: z.uuid() });
export type MoveToClipboardArgs = z.infer<typeof moveToClipboardArgs>;

export const moveToDashboardArgs = z.object({
  guestId: z.uuid(),
  bookingId: z.uuid(),
  branchId: z.uuid(),
  technicianId: z.uuid(),
  startTime: wallDateTime,
  scheduleDate: wallDate,
  force: z._default(z.boolean(), false),
  /**
   * Seated from the clipboard as a walk-in (issue 19): the booking then counts in the turn list,
   * as one made with the form's walk-in switch. False leaves how the booking came in as it was.
   */
  walkIn: z._default(z.boolean(), false),
});
export type MoveToDashboardArgs = z.infer<typeof moveToDashboardArgs>;

/** A move (technician and start), a resize (duration) or the change duration and price form. */
export const updateSegmentArgs = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  branchId: z.uuid(),
  technicianId: z.uuid(),
  startTime: wallDateTime,
  duration: minutes,
  price: cents,
  force: z._default(z.boolean(), false),
});
export type UpdateSegmentArgs = z.infer<typeof updateSegmentArgs>;

export const BREAK_TYPES = [WorkingType.BREAK_PAID, WorkingType.BREAK_UNPAID] as const;

export const breakTimeArgs = z.object({
  /** The new technician_working row's id. */
  id: z.uuid(),
  technicianId: z.uuid(),
  branchId: z.uuid(),
  date: wallDate,
  startTimeOff: wallDateTime,
  endTimeOff: wallDateTime,
  note: note(500),
  type: z.enum(BREAK_TYPES),
});
export type BreakTimeArgs = z.infer<typeof breakTimeArgs>;

export const unbreakArgs = z.object({ technicianWorkingId: z.uuid(), branchId: z.uuid() });
export type UnbreakArgs = z.infer<typeof unbreakArgs>;
