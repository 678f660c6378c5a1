import type { Db } from '../db/db';
import { Gender } from '../../domain/api';
import type { UpdateSegmentArgs } from '../../domain/booking/args';
import { AppError, ErrorCode } from '../../domain/errors';
import { dateTimeAt, minutesFromDay } from '../../domain/scheduler/clock';
import { refuse, SchedulerCode, type Refusal } from '../../domain/scheduler/codes';
import { validateDrop, validateResize } from '../../domain/scheduler/drop-rules';
import { MOVABLE_STATUSES, type SchedulerItem } from '../../domain/scheduler/items';
import { formatZonedDateTime, parseZonedDateTime } from '../../domain/time';
import { logBookingChange } from './bookingLog';
import type { ActionLogSink } from '../actionLog/actionLogRepository';
import { lockTechnicians } from '../technicians/technicianLock';
import { assertAppointmentAccess, type Actor } from './bookingAccess';
import { lineEdit } from './bookingEditInfo';
import { placeLine, refreshBooking, statusOfRow } from './bookingWriteRepository';
import { guestOf, lockBookingInBranch } from './bookingInBranch';
import { loadBoard, toBoardContext, type LoadedBoard } from './boardContext';
import type { BoardFactsMemo } from './boardFacts';

const GENDERS: readonly Gender[] = Object.values(Gender);

/**
 * The board's own rules for the gesture: a move (technician or start) is a drop of the card
 * with its new length, a length change alone is a resize, a price change alone moves nothing.
 */
function gestureRefusal(board: LoadedBoard, item: SchedulerItem, args: UpdateSegmentArgs): Refusal | null {
  const ctx = toBoardContext(board, args.force);
  if (board.date < board.clock.today) return refuse(SchedulerCode.PAST_DATE);
  if (!MOVABLE_STATUSES.has(item.status)) return refuse(SchedulerCode.STATUS_NOT_MOVABLE);
  const start = minutesFromDay(item.startTime, board.date);
  const moved = args.technicianId !== item.technicianId || args.startTime !== item.startTime;
  if (moved) {
    const result = validateDrop({ ...ctx, item: { ...item, endTime: dateTimeAt(board.date, start + args.duration) }, target: { technicianId: args.technicianId, start: args.startTime } });
    return result.ok ? null : result;
  }
  if (args.duration !== item.serviceTime) {
    const result = validateResize({ ...ctx, item, endTime: dateTimeAt(board.date, start + args.duration) });
    return result.ok ? null : result;
  }
  return null;
}

/** A move, a resize, or the change duration and price form (/api/booking/update-segment, booking.updateSegment). */
export async function updateSegment(
  db: Db,
  input: { tenantId: string; actor: Actor; args: UpdateSegmentArgs; now: Date; facts?: BoardFactsMemo; log?: ActionLogSink },
): Promise<{ id: string }> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    const booking = await lockBookingInBranch(tx, { tenantId, branchId: args.branchId, bookingId: args.bookingId, facts: input.facts });
    const line = booking.lines.find((l) => l.id === args.id && l.active);
    if (!line) throw new AppError(ErrorCode.NOT_FOUND);
    const guest = guestOf(booking, line.guest_id);
    // A clipboard line has no place on the board to move from: it is dropped with move-guest-to-dashboard.
    if (guest.clipboard || line.technician_id === null) throw new AppError(ErrorCode.STATUS_NOT_ALLOWED);
    if (args.startTime.slice(0, 10) !== booking.date) {
      throw new AppError(ErrorCode.VALIDATION, { message: 'startTime: Not on the booking date', fields: { startTime: 'Not on the booking date' } });
    }
    const technicians = [line.technician_id, args.technicianId];
    const toLock = input.facts ? input.facts.columns.unlocked(technicians) : technicians;
    await lockTechnicians(tx, tenantId, toLock);
    input.facts?.columns.locked(toLock);
    // The gesture's rules look at the target column only (its hours, breaks and other lines;
    // a resize keeps the technician, so it is the target too): the rest of the day is not read.
    const board = await loadBoard(tx, { tenantId, branchId: args.branchId, date: booking.date, now, technicianIds: [args.technicianId], facts: input.facts });
    const { timeZone } = board.clock;
    const item: SchedulerItem = {
      id: line.id,
      bookingId: line.booking_id,
      guestId: guest.id,
      technicianId: line.technician_id,
      serviceId: line.service_id,
      serviceName: line.service_name,
      status: statusOfRow(guest.status),
      startTime: formatZonedDateTime(line.start_time, timeZone),
      endTime: formatZonedDateTime(line.end_time, timeZone),
      serviceTime: line.duration,
      servicePrice: line.price_cents,
      gender: GENDERS.find((g) => g === guest.gender) ?? Gender.ANY,
    };
    const refusal = gestureRefusal(board, item, args);
    if (refusal) throw new AppError(refusal.code);
    const end = dateTimeAt(board.date, minutesFromDay(args.startTime, board.date) + args.duration);
    const placed = {
      technician_id: args.technicianId,
      start_time: parseZonedDateTime(args.startTime, timeZone),
      end_time: parseZonedDateTime(end, timeZone),
      duration: args.duration,
      price_cents: args.price,
    };
    await placeLine(tx, {
      tenantId,
      id: line.id,
      technicianId: placed.technician_id,
      start: placed.start_time,
      end: placed.end_time,
      duration: placed.duration,
      priceCents: placed.price_cents,
    });
    // A later move of the push's chunk checks against the columns as this one left them.
    input.facts?.columns.placed(
      { branchId: args.branchId, date: board.date },
      { ...item, technicianId: placed.technician_id, startTime: formatZonedDateTime(placed.start_time, timeZone), endTime: formatZonedDateTime(placed.end_time, timeZone), serviceTime: placed.duration, servicePrice: placed.price_cents },
    );
    // The booking is locked and this is its only change: its rows need no second read.
    const lines = booking.lines.map((l) => (l.id === line.id ? { ...l, ...placed } : l));
    await refreshBooking(tx, { tenantId, bookingId: args.bookingId, now, known: { guests: booking.guests, lines } });
    const technicianName = board.technicians.find((t) => t.id === args.technicianId)?.name ?? null;
    await logBookingChange(tx, {
      log: input.log,
      tenantId,
      branchId: args.branchId,
      actor,
      bookingId: args.bookingId,
      editInfo: {
        guestId: guest.id,
        segments: [
          lineEdit(
            { id: line.id, guestId: guest.id, serviceName: line.service_name, technicianName: line.technician_name, startTime: item.startTime, duration: line.duration, price: line.price_cents },
            { id: line.id, guestId: guest.id, serviceName: line.service_name, technicianName, startTime: args.startTime, duration: args.duration, price: args.price },
          ),
        ],
      },
      now,
    });
    return { id: line.id };
  });
}
