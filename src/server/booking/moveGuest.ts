import type { Db } from '../db/db';
import { Gender } from '../../domain/api';
import { canWaitOnClipboard } from '../../domain/booking/status';
import type { MoveToClipboardArgs, MoveToDashboardArgs } from '../../domain/booking/args';
import { AppError, ErrorCode } from '../../domain/errors';
import { minutesFromDay } from '../../domain/scheduler/clock';
import { SchedulerCode } from '../../domain/scheduler/codes';
import { isOnSchedule } from '../../domain/scheduler/items';
import { formatZonedDate, formatZonedDateTime, parseZonedDateTime } from '../../domain/time';
import { logBookingChange } from './bookingLog';
import { lockTechnicians } from '../technicians/technicianLock';
import { assertAppointmentAccess, type Actor } from './bookingAccess';
import { lineEdit } from './bookingEditInfo';
import { placeLine, refreshBooking, setBookingWalkIn, setGuestClipboard, statusOfRow, type SavedLine } from './bookingWriteRepository';
import { clipboardPlacement } from '../../domain/scheduler/clipboard-drop';
import { guestOf, lockBookingInBranch } from './bookingInBranch';
import { assertOpenDay, loadBoard } from './boardContext';

const GENDERS: readonly Gender[] = Object.values(Gender);
const genderOfRow = (raw: string): Gender => GENDERS.find((g) => g === raw) ?? Gender.ANY;

const lineView = (l: SavedLine, timeZone: string) => ({
  id: l.id,
  guestId: l.guest_id,
  serviceName: l.service_name,
  technicianName: l.technician_name,
  startTime: formatZonedDateTime(l.start_time, timeZone),
  duration: l.duration,
  price: l.price_cents,
});

/** Off the board: the guest keeps its lines and times but no technician until dropped back. */
export async function moveGuestToClipboard(db: Db, input: { tenantId: string; actor: Actor; args: MoveToClipboardArgs; now: Date }): Promise<{ id: string }> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    const booking = await lockBookingInBranch(tx, { tenantId, branchId: args.branchId, bookingId: args.bookingId });
    const guest = guestOf(booking, args.guestId);
    if (!canWaitOnClipboard(statusOfRow(guest.status))) throw new AppError(ErrorCode.STATUS_NOT_ALLOWED);
    // Already there (a retry of a change that went through): nothing more to do.
    if (guest.clipboard) return { id: guest.id };
    await setGuestClipboard(tx, tenantId, guest.id, true);
    await refreshBooking(tx, { tenantId, bookingId: args.bookingId, now });
    const lines = booking.lines.filter((l) => l.guest_id === guest.id);
    await logBookingChange(tx, {
      tenantId,
      branchId: args.branchId,
      actor,
      bookingId: args.bookingId,
      editInfo: {
        guestId: guest.id,
        name: guest.name,
        clipboard: true,
        segments: lines.map((l) => lineEdit(lineView(l, booking.timeZone), { ...lineView(l, booking.timeZone), technicianName: null })),
      },
      now,
    });
    return { id: guest.id };
  });
}

/**
 * Seating a clipboard guest as a walk-in is for the turn list, which is today's; and a customer
 * who booked online has an appointment, so is no walk-in (as when a booking is made).
 */
function assertWalkInSeat(type: string, scheduleDate: string, today: string): void {
  const refuse = (field: string, why: string) => new AppError(ErrorCode.VALIDATION, { message: `${field}: ${why}`, fields: { [field]: why } });
  if (type === 'TYPE_BOOKING_ONLINE') throw refuse('walkIn', 'An online booking has an appointment');
  if (scheduleDate !== today) throw refuse('scheduleDate', 'A walk-in is seated today');
}

/**
 * A clipboard guest dropped on the board: its lines follow one another from `startTime` on
 * the technician. The booking moves to that day with it, unless another guest of the booking
 * is on the board on another day (a booking lives on one day).
 */
export async function moveGuestToDashboard(db: Db, input: { tenantId: string; actor: Actor; args: MoveToDashboardArgs; now: Date }): Promise<{ id: string }> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    const booking = await lockBookingInBranch(tx, { tenantId, branchId: args.branchId, bookingId: args.bookingId });
    const guest = guestOf(booking, args.guestId);
    if (!guest.clipboard) throw new AppError(ErrorCode.NOT_ON_CLIPBOARD);
    const status = statusOfRow(guest.status);
    if (!canWaitOnClipboard(status)) throw new AppError(ErrorCode.STATUS_NOT_ALLOWED);
    if (args.startTime.slice(0, 10) !== args.scheduleDate) {
      throw new AppError(ErrorCode.VALIDATION, { message: 'startTime: Not on scheduleDate', fields: { startTime: 'Not on scheduleDate' } });
    }
    const onBoard = new Set(booking.guests.filter((g) => g.id !== guest.id && !g.clipboard && isOnSchedule(statusOfRow(g.status))).map((g) => g.id));
    if (booking.lines.some((l) => onBoard.has(l.guest_id) && formatZonedDate(l.start_time, booking.timeZone) !== args.scheduleDate)) {
      throw new AppError(ErrorCode.BOOKING_INVALID, { fields: { scheduleDate: 'The booking’s other guests are on another day' } });
    }
    await lockTechnicians(tx, tenantId, [args.technicianId]);
    const board = await loadBoard(tx, { tenantId, branchId: args.branchId, date: args.scheduleDate, now });
    if (args.scheduleDate < board.clock.today) throw new AppError(SchedulerCode.PAST_DATE);
    assertOpenDay(board, booking.date);
    if (args.walkIn) assertWalkInSeat(booking.booking.type, args.scheduleDate, board.clock.today);
    const lines = booking.lines.filter((l) => l.guest_id === guest.id && l.active);
    const placed = clipboardPlacement({
      board,
      bookingId: booking.booking.id,
      guestId: guest.id,
      status,
      gender: genderOfRow(guest.gender),
      technicianId: args.technicianId,
      start: minutesFromDay(args.startTime, args.scheduleDate),
      lines: lines.map((l) => ({ id: l.id, serviceId: l.service_id, serviceName: l.service_name, duration: l.duration, price: l.price_cents })),
      force: args.force,
    });
    if (!placed.ok) throw new AppError(placed.code);
    const { timeZone } = board.clock;
    const technicianName = board.technicians.find((t) => t.id === args.technicianId)?.name ?? null;
    for (const [i, item] of placed.items.entries()) {
      const line = lines[i];
      if (!line) continue;
      await placeLine(tx, {
        tenantId,
        id: item.id,
        technicianId: args.technicianId,
        start: parseZonedDateTime(item.startTime, timeZone),
        end: parseZonedDateTime(item.endTime, timeZone),
        duration: line.duration,
        priceCents: line.price_cents,
      });
    }
    await setGuestClipboard(tx, tenantId, guest.id, false);
    if (args.walkIn) await setBookingWalkIn(tx, { tenantId, bookingId: args.bookingId, now });
    await refreshBooking(tx, { tenantId, bookingId: args.bookingId, now });
    await logBookingChange(tx, {
      tenantId,
      branchId: args.branchId,
      actor,
      bookingId: args.bookingId,
      editInfo: {
        guestId: guest.id,
        name: guest.name,
        clipboard: false,
        ...(args.walkIn ? { walkIn: true } : {}),
        segments: placed.items.map((item, i) => {
          const line = lines[i];
          const old = line ? { ...lineView(line, timeZone), technicianName: null } : null;
          return lineEdit(old, { id: item.id, guestId: guest.id, serviceName: item.serviceName, technicianName, startTime: item.startTime, duration: item.serviceTime, price: item.servicePrice });
        }),
      },
      now,
    });
    return { id: guest.id };
  });
}
