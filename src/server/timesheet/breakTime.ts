import type { Db } from '../db/db';
import { WorkingType } from '../../domain/api';
import type { BreakTimeArgs, UnbreakArgs } from '../../domain/booking/args';
import { AppError, ErrorCode, refusedWith } from '../../domain/errors';
import { dateTimeAt, minutesFromDay, overlapMinutes } from '../../domain/scheduler/clock';
import { SchedulerCode } from '../../domain/scheduler/codes';
import { isOnSchedule } from '../../domain/scheduler/items';
import { technicianDay } from '../../domain/scheduler/working-hours';
import { formatZonedDate, formatZonedDateTime, isIsoDate, parseZonedDateTime } from '../../domain/time';
import { ActionType, EntityType, logAction } from '../actionLog/actionLogRepository';
import { branchTimeZone } from '../branches/branchRepository';
import { assertAppointmentAccess, type Actor } from '../booking/bookingAccess';
import { branchClock, loadBoard } from '../booking/boardContext';
import { lockTechnicians } from '../technicians/technicianLock';
import { deleteWorking, findWorking, insertBreak, workingIdTaken } from './timesheetRepository';

const DAY = 1440;

function invalid(field: string, message: string): AppError {
  return new AppError(ErrorCode.VALIDATION, { message: `${field}: ${message}`, fields: { [field]: message } });
}

/**
 * A break set from the scheduler (/api/timesheet/break-time-dashboard, timesheet.breakTime):
 * today or later, inside the technician's working time, over no other break and no appointment.
 */
export async function createBreak(db: Db, input: { tenantId: string; actor: Actor; args: BreakTimeArgs; now: Date }): Promise<{ id: string }> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    if (!isIsoDate(args.date)) throw invalid('date', 'Not a date');
    const start = minutesFromDay(args.startTimeOff, args.date);
    const end = minutesFromDay(args.endTimeOff, args.date);
    if (start < 0 || start >= DAY) throw invalid('startTimeOff', 'Not on the date');
    if (end <= start || end > DAY) throw invalid('endTimeOff', 'Must be after the start, on the same day');
    // The technician's lock makes a parallel booking of theirs wait, so the check below holds.
    const [technician] = await lockTechnicians(tx, tenantId, [args.technicianId]);
    if (!technician || technician.branch_id !== args.branchId) throw new AppError(ErrorCode.NOT_FOUND);
    if (await workingIdTaken(tx, args.id)) throw new AppError(ErrorCode.DUPLICATE);
    const board = await loadBoard(tx, { tenantId, branchId: args.branchId, date: args.date, now });
    if (args.date < board.clock.today) throw new AppError(SchedulerCode.PAST_DATE);
    const onBoard = board.technicians.find((t) => t.id === technician.id);
    const day = onBoard ? technicianDay({ technician: onBoard, date: args.date }) : { working: [], breaks: [] };
    const interval = { start, end };
    if (!day.working.some((w) => w.start <= start && end <= w.end)) throw new AppError(SchedulerCode.NOT_WORKING_HOURS);
    const taken = day.breaks.find((b) => overlapMinutes(b, interval) > 0);
    if (taken) {
      const facts = { technicianName: technician.name, start: dateTimeAt(args.date, taken.start), end: dateTimeAt(args.date, taken.end) };
      throw refusedWith(ErrorCode.BREAK_OVERLAPS_BREAK, facts);
    }
    const busy = board.segments.find(
      (s) =>
        s.technicianId === technician.id &&
        isOnSchedule(s.status) &&
        overlapMinutes({ start: minutesFromDay(s.startTime, args.date), end: minutesFromDay(s.endTime, args.date) }, interval) > 0,
    );
    if (busy) {
      const facts = { technicianName: technician.name, start: busy.startTime, end: busy.endTime };
      throw refusedWith(ErrorCode.BREAK_OVERLAPS_APPOINTMENT, facts);
    }
    const { timeZone } = board.clock;
    await insertBreak(tx, {
      id: args.id,
      tenantId,
      branchId: args.branchId,
      technicianId: technician.id,
      type: args.type,
      start: parseZonedDateTime(args.startTimeOff, timeZone),
      end: parseZonedDateTime(args.endTimeOff, timeZone),
      note: args.note || null,
      now,
    });
    await logAction(tx, {
      tenantId,
      branchId: args.branchId,
      userId: actor.userId,
      action: ActionType.CREATE,
      entityType: EntityType.TIMESHEET,
      entityId: args.id,
      editInfo: { technicianId: technician.id, name: technician.name, type: args.type, startTimeOff: args.startTimeOff, endTimeOff: args.endTimeOff, note: args.note },
      now,
    });
    return { id: args.id };
  });
}

/** Unbreak: only a break, and only on today or later. */
export async function removeBreak(db: Db, input: { tenantId: string; actor: Actor; args: UnbreakArgs; now: Date }): Promise<{ id: string }> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    const entry = await findWorking(tx, tenantId, args.technicianWorkingId);
    if (!entry || entry.branch_id !== args.branchId || entry.type === WorkingType.WORKING) throw new AppError(ErrorCode.NOT_FOUND);
    const timeZone = await branchTimeZone(tx, tenantId, args.branchId);
    if (formatZonedDate(entry.start_time, timeZone) < branchClock(now, timeZone).today) throw new AppError(SchedulerCode.PAST_DATE);
    await deleteWorking(tx, tenantId, entry.id);
    await logAction(tx, {
      tenantId,
      branchId: args.branchId,
      userId: actor.userId,
      action: ActionType.DELETE,
      entityType: EntityType.TIMESHEET,
      entityId: entry.id,
      editInfo: {
        technicianId: entry.technician_id,
        name: entry.technician_name,
        type: entry.type,
        startTimeOff: formatZonedDateTime(entry.start_time, timeZone),
        endTimeOff: formatZonedDateTime(entry.end_time, timeZone),
        note: entry.note ?? '',
      },
      now,
    });
    return { id: entry.id };
  });
}
