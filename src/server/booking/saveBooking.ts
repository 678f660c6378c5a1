import type { Db } from '../db/db';
import { BookingStatus } from '../../domain/api';
import type { BookingSaveArgs, GuestInput } from '../../domain/booking/args';
import { canWaitOnClipboard, statusChangeRefusal, statusForNewGuest } from '../../domain/booking/status';
import { assertBookingForm, bookingPlacementRefusal, type PlacementRefusal } from '../../domain/booking/validate';
import { AppError, ErrorCode, refusedWith } from '../../domain/errors';
import { isPlacementCode } from '../../domain/refusal-facts';
import { formatZonedDate, formatZonedDateTime, parseZonedDateTime, type IsoDate } from '../../domain/time';
import { ActionType } from '../actionLog/actionLogRepository';
import { logBookingChange } from './bookingLog';
import type { BranchRow } from '../branches/branchRepository';
import { lockTechnicians } from '../technicians/technicianLock';
import { assertAppointmentAccess, type Actor } from './bookingAccess';
import { newBookingCode, type CodeSource } from './bookingCode';
import { resolveBookingCustomer } from './bookingCustomer';
import { bookingDateOf, checkIds, checkUpdate, editableGuests, loadSavedBooking, type SavedAggregate } from './bookingSaveChecks';
import { writeGuests, saveEditInfo, type GuestWrites } from './bookingSaveWrites';
import { bookingIdTaken, insertBooking, refreshBooking, setGuestClipboard, updateBookingFields, type BookingFields } from './bookingWriteRepository';
import { assertOpenDay, loadBoard, toBookingBoard, type LoadedBoard } from './boardContext';
import type { BoardFactsMemo } from './boardFacts';
import { branchServices, type BranchService } from './serviceFacts';
import { checkPackages } from './bookingPackages';
import { checkPrebookBill, prebookCustomerId } from './bookingPrebook';
import { joinSeries } from './bookingSeries';

export const SaveMode = { CREATE: 'create', UPDATE: 'update' } as const;
export type SaveMode = (typeof SaveMode)[keyof typeof SaveMode];

export type SaveBookingInput = {
  tenantId: string;
  branch: BranchRow;
  actor: Actor;
  mode: SaveMode;
  args: BookingSaveArgs;
  code: CodeSource;
  now: Date;
  /**
   * A new booking made by the customer on the public page: TYPE_BOOKING_ONLINE, and with
   * `confirm` false it waits on the board (orange) for the front desk's Confirm (spec part 1 §4).
   */
  online?: { confirm: boolean };
  /** A push's chunk: the day's configuration and technicians as it has read them already. */
  facts?: BoardFactsMemo;
};

export type SaveBookingResult = { id: string; code: string };

function invalid(field: string, message: string): AppError {
  return new AppError(ErrorCode.BOOKING_INVALID, { fields: { [field]: message } });
}

/** Statuses after the save: saved guests keep theirs, new ones start as the date says; `start` starts them. */
function guestStatuses(input: { editable: readonly GuestInput[]; saved: SavedAggregate | null; date: IsoDate; board: LoadedBoard; start: boolean }): Map<string, BookingStatus> {
  const { clock } = input.board;
  const out = new Map<string, BookingStatus>();
  for (const guest of input.editable) {
    let status = input.saved?.statuses.get(guest.id) ?? statusForNewGuest(input.date, clock.today);
    if (input.start && (status === BookingStatus.WAITING || status === BookingStatus.CHECK_IN)) {
      const refusal = statusChangeRefusal({
        from: status,
        to: BookingStatus.PROCESSING,
        date: input.date,
        today: clock.today,
        nowMinute: clock.minute,
        dayStartMinute: input.board.dayStartMinute,
      });
      if (refusal) throw new AppError(refusal);
      status = BookingStatus.PROCESSING;
    }
    out.set(guest.id, status);
  }
  return out;
}

/** Every technician and service named must be the branch's: a foreign id is a broken form, not a 404. */
function checkCatalogue(input: { branchId: string; editable: readonly GuestInput[]; technicians: Map<string, { branch_id: string }>; services: Map<string, BranchService> }): void {
  for (const line of input.editable.flatMap((g) => g.segments)) {
    if (input.technicians.get(line.technicianId)?.branch_id !== input.branchId) throw invalid(`segments.${line.id}.technicianId`, 'Not a technician of this branch');
    if (line.serviceId !== null && !input.services.has(line.serviceId)) throw invalid(`segments.${line.id}.serviceId`, 'Not a service of this branch');
  }
}

/**
 * Create or update a booking with its customer, guests and lines, in one transaction: the
 * same rules on the online route (/api/booking/create-with-customer, update-booking, ...) and
 * for a change pushed from a tablet (booking.create, booking.update). The caller has checked
 * that the actor may act on the branch.
 */
/** The board's refusal with where the line was to go and whose column it was, for the tablet to say. */
function placementRefused(refusal: PlacementRefusal, board: LoadedBoard): AppError {
  if (!isPlacementCode(refusal.code)) return new AppError(refusal.code);
  const { technicianId, ...line } = refusal.line;
  const technicianName = board.technicians.find((t) => t.id === technicianId)?.name ?? null;
  return refusedWith(refusal.code, { technicianName, ...line });
}

export async function saveBooking(db: Db, input: SaveBookingInput): Promise<SaveBookingResult> {
  const { tenantId, branch, args, now, actor } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    if (args.branchId !== branch.id) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
    const date = bookingDateOf(args);
    const saved = input.mode === SaveMode.UPDATE ? await loadSavedBooking(tx, tenantId, branch.id, args.id) : null;
    if (!saved && (await bookingIdTaken(tx, args.id))) throw new AppError(ErrorCode.DUPLICATE);
    if (args.clipboard && args.start) throw invalid('start', 'A booking parked on the clipboard is not started');
    const statuses = saved?.statuses ?? new Map<string, BookingStatus>();
    const editable = editableGuests(args, statuses);
    await checkIds(tx, { tenantId, args, editable, savedLines: saved?.lines ?? [] });

    const lines = editable.flatMap((g) => g.segments);
    const services = await branchServices(tx, { tenantId, branchId: branch.id, ids: lines.flatMap((l) => (l.serviceId === null ? [] : [l.serviceId])) });
    // The technicians first, then the board: a parallel booking of theirs is either done or waits.
    const locked = await lockTechnicians(tx, tenantId, [
      ...lines.map((l) => l.technicianId),
      ...(saved?.lines ?? []).flatMap((l) => (l.technician_id === null ? [] : [l.technician_id])),
    ]);
    const technicians = new Map(locked.map((t) => [t.id, t]));
    const board = await loadBoard(tx, { tenantId, branchId: branch.id, date, now, facts: input.facts });
    if (saved) checkUpdate({ saved, args, date, clock: board.clock, actor });
    assertOpenDay(board, saved ? formatZonedDate(saved.booking.start_time, board.clock.timeZone) : null);
    assertBookingForm({ args: { customer: args.customer, startTime: args.startTime, guests: editable }, phone: board.phone, services });
    checkCatalogue({ branchId: branch.id, editable, technicians, services });
    await checkPackages(tx, { tenantId, branchId: branch.id, startTime: args.startTime, editable, savedLines: saved?.lines ?? [] });

    const { timeZone } = board.clock;
    const savedLines = new Map(
      (saved?.lines ?? []).map((l) => [
        l.id,
        { technicianId: l.technician_id, startTime: formatZonedDateTime(l.start_time, timeZone), duration: l.duration },
      ]),
    );
    // Parked on the clipboard: those guests take no place on the board, so no place is checked.
    const parked = new Set(
      args.clipboard ? editable.filter((g) => canWaitOnClipboard(statuses.get(g.id) ?? statusForNewGuest(date, board.clock.today))).map((g) => g.id) : [],
    );
    const refusal = bookingPlacementRefusal({
      args: { id: args.id, guests: args.guests.filter((g) => !parked.has(g.id)), force: args.force },
      board: toBookingBoard(board),
      guestStatuses: statuses,
      savedLines,
      now: { today: board.clock.today, minute: board.clock.minute },
    });
    if (refusal) throw placementRefused(refusal, board);
    const nextStatuses = guestStatuses({ editable, saved, date, board, start: args.start });

    const customer = await resolveBookingCustomer(tx, {
      tenantId,
      branchId: branch.id,
      customerId: await prebookCustomerId(tx, { tenantId, customerId: args.customerId, billId: args.prebookedFromBillId }),
      customer: args.customer,
      now,
    });
    const prebookedFromBillId = await checkPrebookBill(tx, {
      tenantId,
      branchId: branch.id,
      billId: args.prebookedFromBillId,
      isNew: saved === null,
      customerId: customer.id,
      date,
      timeZone: board.clock.timeZone,
    });
    // An update keeps the code the booking was given, whatever the form carries.
    const code = saved ? saved.booking.code : await newBookingCode(tx, { tenantId, branch, requested: args.code, source: input.code });
    const main = [...args.guests].sort((a, b) => a.displayIndex - b.displayIndex)[0];
    const fields: BookingFields = {
      id: args.id,
      tenantId,
      branchId: branch.id,
      code,
      customerId: customer.id,
      customerName: args.customer.name,
      phone: args.customer.phone,
      email: args.customer.email,
      startTime: parseZonedDateTime(args.startTime, timeZone),
      type: saved?.booking.type ?? (input.online ? 'TYPE_BOOKING_ONLINE' : 'TYPE_BOOKING_OFFLINE'),
      note: args.note || null,
      color: args.color,
      block: args.block,
      technicianId: main?.segments[0]?.technicianId ?? null,
      gender: args.gender,
      isReOrder: args.isReOrder,
      confirm: saved?.booking.confirm ?? input.online?.confirm ?? true,
      isCustomerNew: customer.created || (saved?.booking.is_customer_new ?? false),
      // Only a booking made at the desk is a walk-in: a customer booking online has an appointment.
      walkIn: !input.online && args.walkIn,
      userId: actor.userId,
      now,
      prebookedFromBillId,
    };
    if (saved) await updateBookingFields(tx, fields);
    else await insertBooking(tx, fields);
    if (!saved && args.seriesId !== null) await joinSeries(tx, { tenantId, branchId: branch.id, bookingId: args.id, seriesId: args.seriesId });

    const kept = new Set(args.guests.map((g) => g.id));
    const writes: GuestWrites = {
      tenantId,
      branchId: branch.id,
      bookingId: args.id,
      date,
      timeZone,
      editable,
      removed: (saved?.guests ?? []).filter((g) => !kept.has(g.id)),
      savedLines: saved?.lines ?? [],
      statuses: nextStatuses,
      // The main guest left blank is the customer.
      nameOf: (g) => g.name || (g.id === main?.id ? args.customer.name : ''),
      services,
      now,
    };
    await writeGuests(tx, writes);
    for (const guestId of parked) await setGuestClipboard(tx, tenantId, guestId, true);
    await refreshBooking(tx, { tenantId, bookingId: args.id, now });

    const changes = saveEditInfo({
      ...writes,
      savedGuestIds: new Set((saved?.guests ?? []).map((g) => g.id)),
      technicianNames: new Map(locked.map((t) => [t.id, t.name])),
    });
    await logBookingChange(tx, {
      tenantId,
      branchId: branch.id,
      actor,
      bookingId: args.id,
      action: saved ? ActionType.UPDATE : ActionType.CREATE,
      editInfo: {
        code,
        customerName: args.customer.name,
        phone: args.customer.phone,
        startTime: args.startTime,
        start: args.start,
        ...(parked.size > 0 ? { clipboard: true } : {}),
        ...changes,
      },
      now,
    });
    return { id: args.id, code };
  });
}
