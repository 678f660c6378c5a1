/**
 * The form's starting state for a new booking (possibly from a board cell), an existing one
 * and a duplicate. Pure: ids, today and now come from the caller.
 */
import { BookingStatus, Gender, type Booking, type DayConfigResult, type Guest, type Segment } from '../../domain/api';
import { SegmentType, type BookingSaveArgs } from '../../domain/booking/args';
import type { CustomerNote } from '../../domain/booking/reads';
import { dateTimeAt, minutesFromDay } from '../../domain/scheduler/clock';
import { isGuestReadOnly } from '../../domain/booking/status';
import { groupServiceLines, type TechnicianCountOf } from '../../domain/booking/service-lines';
import { isHourMinute, minutesOfDay, type IsoDate } from '../../domain/time';
import { randomId, type BookingFormState, type FormGuest, type FormLine, type NewId } from './form-model';
import { defaultStartMinute, roundUpToSlot } from './start-time-options';

type DayHours = Pick<DayConfigResult, 'startTime' | 'endTime' | 'workingOverTime'>;

/** The booking as a list or the detail gives it; the detail adds the customer and the flags. */
export type ExistingBooking = Booking & {
  gender?: Gender;
  block?: boolean;
  isReOrder?: boolean;
  customer?: { block: boolean; notes: CustomerNote[] } | null;
};
/** A saved line; `parentId` when the source knows which line a helper technician belongs to. */
export type ExistingSegment = Segment & { parentId?: string | null };
export type ExistingGuest = Omit<Guest, 'segments'> & { segments: readonly ExistingSegment[] };
export type ExistingSource = { booking: ExistingBooking; guests: readonly ExistingGuest[] };

export function blankGuest(id: string, status: BookingStatus | null = null): FormGuest {
  return { id, name: '', gender: Gender.ANY, block: false, isReOrder: false, status, lines: [] };
}

/** "HH:mm" or "YYYY-MM-DD HH:mm" of a board cell → its date and minute. */
export function parsePresetStart(value: string, fallbackDate: IsoDate): { date: IsoDate; minute: number } | null {
  if (isHourMinute(value)) return { date: fallbackDate, minute: minutesOfDay(value) };
  const m = /^(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}$/.exec(value);
  if (!m?.[1]) return null;
  return { date: m[1], minute: minutesFromDay(value, m[1]) };
}

export function newBookingState(input: {
  date: IsoDate;
  today: IsoDate;
  nowMinute: number;
  config: DayHours;
  preset: { technicianId: string | null; startTime: string | null; walkIn?: boolean } | null;
  newId: NewId;
}): BookingFormState {
  const fromCell = input.preset?.startTime ? parsePresetStart(input.preset.startTime, input.date) : null;
  const date = fromCell?.date ?? input.date;
  return {
    id: input.newId(),
    code: null,
    customerId: null,
    customerBlocked: false,
    customerNotes: [],
    phone: '',
    customerName: '',
    email: '',
    birthDay: null,
    date,
    time: fromCell?.minute ?? defaultStartMinute({ config: input.config, date, today: input.today, nowMinute: input.nowMinute }),
    color: '',
    note: '',
    guests: [blankGuest(input.newId())],
    presetTechnicianId: input.preset?.technicianId ?? null,
    walkIn: input.preset?.walkIn ?? false,
  };
}

/** After "Create and continue": an empty booking at the same time, for the next customer. */
export function nextBookingState(previous: BookingFormState, newId: NewId): BookingFormState {
  return {
    ...previous,
    id: newId(),
    code: null,
    customerId: null,
    customerBlocked: false,
    customerNotes: [],
    phone: '',
    customerName: '',
    email: '',
    birthDay: null,
    color: '',
    note: '',
    guests: [blankGuest(newId())],
  };
}

/**
 * Saved lines → form lines: a service with several technicians is one line with a slot per
 * technician (src/domain/booking/service-lines.ts tells the helpers), its price their sum.
 */
export function linesOf(segments: readonly ExistingSegment[], countOf: TechnicianCountOf): FormLine[] {
  return groupServiceLines(segments, countOf).flatMap((group): FormLine[] => {
    const [s] = group;
    if (!s) return [];
    return [
      {
        type: s.type === SegmentType.EXTRA ? SegmentType.EXTRA : SegmentType.SERVICE,
        serviceId: s.serviceId,
        serviceName: s.serviceName,
        slots: group.map((x) => ({ id: x.id, technicianId: x.technicianId || null, technicianName: x.technicianName })),
        duration: s.duration,
        price: group.reduce((sum, x) => sum + x.price, 0),
        fixedStart: s.startTime,
        packageId: s.packageId,
      },
    ];
  });
}

export function existingBookingState(source: ExistingSource, countOf: TechnicianCountOf, newId: NewId = randomId): BookingFormState {
  const { booking } = source;
  const date = booking.startTime.slice(0, 10);
  const guests = [...source.guests]
    .sort((a, b) => a.displayIndex - b.displayIndex)
    .map((g): FormGuest => {
      const lines = linesOf(g.segments, countOf);
      // Only read-only guests keep their saved times; the others follow the booking start.
      const keep = isGuestReadOnly(g.status);
      return {
        id: g.id,
        name: g.name,
        gender: g.gender,
        block: g.block,
        isReOrder: g.isReOrder,
        status: g.status,
        lines: keep ? lines : lines.map((l) => ({ ...l, fixedStart: null })),
      };
    });
  return {
    id: booking.id,
    code: booking.code,
    customerId: booking.customerId,
    customerBlocked: booking.customer?.block ?? false,
    customerNotes: booking.customer?.notes ?? [],
    phone: booking.phone,
    customerName: booking.customerName,
    email: booking.email ?? '',
    birthDay: null,
    date,
    time: minutesFromDay(booking.startTime, date),
    color: booking.color ?? '',
    note: booking.note ?? '',
    guests:
      guests.length > 0
        ? guests
        : // A booking always has a guest; should one arrive without, the form still has a main guest.
          [{ ...blankGuest(newId()), gender: booking.gender ?? Gender.ANY, block: booking.block ?? false, isReOrder: booking.isReOrder ?? false }],
    presetTechnicianId: null,
    walkIn: booking.walkIn === true,
  };
}

/**
 * Duplicate: the same customer, guests and lines under new ids, every guest Waiting again
 * and the start now (rounded up to the next slot), as the spec's duplicate does.
 */
export function clonedBookingState(
  source: ExistingSource,
  input: { today: IsoDate; nowMinute: number; newId: NewId; countOf: TechnicianCountOf },
): BookingFormState {
  const base = existingBookingState(source, input.countOf, input.newId);
  return {
    ...base,
    id: input.newId(),
    code: null,
    date: input.today,
    time: roundUpToSlot(input.nowMinute),
    guests: base.guests.map((g) => ({
      ...g,
      id: input.newId(),
      status: BookingStatus.WAITING,
      lines: g.lines.map((l) => ({ ...l, fixedStart: null, slots: l.slots.map((s) => ({ ...s, id: input.newId() })) })),
    })),
  };
}

/**
 * A booking change as it was queued (a refused one, opened again from Needs attention), in
 * the shape the form starts from: same ids and code, every guest still open.
 */
export function sourceFromSaveArgs(args: BookingSaveArgs): ExistingSource {
  const date = args.startTime.slice(0, 10);
  const ends = args.guests.flatMap((g) => g.segments.map((s) => dateTimeAt(date, minutesFromDay(s.startTime, date) + s.duration))).sort();
  const booking: ExistingBooking = {
    id: args.id,
    code: args.code,
    status: BookingStatus.WAITING,
    customerId: args.customerId,
    customerName: args.customer.name,
    phone: args.customer.phone,
    email: args.customer.email,
    startTime: args.startTime,
    endTime: ends[ends.length - 1] ?? args.startTime,
    createdTime: args.startTime,
    branchId: args.branchId,
    type: 'TYPE_BOOKING_OFFLINE',
    note: args.note || null,
    color: args.color,
    confirm: true,
    isCustomerNew: args.customerId === null,
    numberGuest: args.guests.length,
    totalAmount: args.guests.reduce((sum, g) => sum + g.segments.reduce((s, l) => s + l.price, 0), 0),
    totalTime: args.guests.reduce((sum, g) => sum + g.segments.reduce((s, l) => s + l.duration, 0), 0),
    gender: args.gender,
    block: args.block,
    isReOrder: args.isReOrder,
  };
  const guests: ExistingGuest[] = args.guests.map((g) => ({
    id: g.id,
    bookingId: args.id,
    name: g.name,
    status: BookingStatus.WAITING,
    gender: g.gender,
    block: g.block,
    isReOrder: g.isReOrder,
    displayIndex: g.displayIndex,
    billId: null,
    alreadyTip: false,
    segments: g.segments.map((s) => ({
      id: s.id,
      type: s.type,
      serviceId: s.serviceId,
      serviceName: s.serviceName,
      technicianId: s.technicianId,
      technicianName: '',
      startTime: s.startTime,
      endTime: dateTimeAt(date, minutesFromDay(s.startTime, date) + s.duration),
      duration: s.duration,
      cleaning: 0,
      price: s.price,
      displayIndex: s.displayIndex,
      parentId: s.parentId,
      packageId: s.packageId,
    })),
  }));
  return { booking, guests };
}
