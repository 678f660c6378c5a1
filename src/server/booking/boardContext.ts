import type { Db } from '../db/db';
import type { DayConfigResult, ScheduleTechnician } from '../../domain/api';
import { resolveBranchConfig, resolveDayConfig, resolveTimeZone } from '../../domain/branchConfig';
import type { BookingBoard } from '../../domain/booking/validate';
import { closedDayRefusal } from '../../domain/booking/closed-day';
import { ErrorCode, refusedWith } from '../../domain/errors';
import type { PhoneSetting } from '../../domain/phone';
import { nowOnDay } from '../../domain/scheduler/clock';
import type { BoardContext } from '../../domain/scheduler/drop-rules';
import { toSchedulerItems, type SchedulerItem } from '../../domain/scheduler/items';
import type { SchedulerSettings } from '../../domain/scheduler/placement';
import { formatZonedDate, minutesOfDay, zonedDayRange, type IsoDate } from '../../domain/time';
import { configValues, dateConfigValues } from '../branches/branchRepository';
import { bookingsInRange, technicianDayFacts, techniciansOfDay } from '../schedule/scheduleRepository';
import type { BoardFactsMemo, DayConfigValues } from './boardFacts';
import { toBookingsAndGuests, toScheduleTechnicians } from '../schedule/scheduleMapper';
import { columnItems } from '../schedule/columnLines';

/** "Now" on the branch wall clock: what every status and placement rule compares with. */
export type BranchClock = {
  now: Date;
  timeZone: string;
  today: IsoDate;
  /** Minutes after 00:00 of today. */
  minute: number;
};

/** One day of one branch as the scheduler sees it, read inside the caller's transaction. */
export type LoadedBoard = {
  date: IsoDate;
  config: DayConfigResult;
  technicians: ScheduleTechnician[];
  /** Every line of a guest on the schedule that day (clipboard guests excluded). */
  segments: SchedulerItem[];
  settings: SchedulerSettings;
  phone: PhoneSetting;
  clock: BranchClock;
  /** Minutes after 00:00 of the schedule's first hour (the day config's start time). */
  dayStartMinute: number;
};

export function branchClock(now: Date, timeZone: string): BranchClock {
  const today = formatZonedDate(now, timeZone);
  return { now, timeZone, today, minute: nowOnDay(now, timeZone, today) };
}

async function readDayConfig(db: Db, input: { tenantId: string; branchId: string; date: IsoDate }): Promise<DayConfigValues> {
  const [branch, date] = await Promise.all([configValues(db, input.tenantId, input.branchId), dateConfigValues(db, input.tenantId, input.branchId, input.date)]);
  return { branch, date };
}

/**
 * Config, clock and phone rule of a branch day without the (heavier) board itself; the
 * configuration from `facts` when a push's chunk has read it already.
 */
export async function loadDayRules(db: Db, input: { tenantId: string; branchId: string; date: IsoDate; now: Date; facts?: BoardFactsMemo }) {
  const read = () => readDayConfig(db, input);
  const { branch: branchValues, date: dateValues } = await (input.facts ? input.facts.dayConfig(input, read) : read());
  const config = resolveDayConfig(input.date, branchValues, dateValues);
  const timeZone = resolveTimeZone(branchValues);
  return {
    config,
    settings: { multitask: config.MULTITASK, minuteOverlap: config.MINUTE_OVERLAP, readOnly: false },
    phone: resolveBranchConfig(input.branchId, branchValues).phone,
    clock: branchClock(input.now, timeZone),
    dayStartMinute: minutesOfDay(config.startTime),
  };
}

/** The lines of some columns of the day: from the chunk's memo when it has kept them. */
function columnLines(
  db: Db,
  input: { tenantId: string; branchId: string; date: IsoDate; technicianIds: readonly string[]; start: Date; end: Date; timeZone: string; facts?: BoardFactsMemo },
): Promise<SchedulerItem[]> {
  const read = (technicianIds: readonly string[]) => columnItems(db, { ...input, technicianIds });
  return input.facts ? input.facts.columns.lines(input, input.technicianIds, read) : read(input.technicianIds);
}

/**
 * The board of `date`: day config, technicians with their shifts, breaks and services, and
 * every scheduled line. Call it after locking the technicians concerned, so the lines read
 * here are the ones a parallel booking could have added.
 *
 * With `technicianIds`, the board of those columns only: those technicians (if on the day)
 * and their lines, exactly as the whole board has them. Enough for a rule that looks at
 * one column (a move or resize checks its target's hours, breaks and lines), and a fraction
 * of the whole day's reading and mapping, which a queue of moves used to pay each time. With
 * `facts`, the day's configuration, technicians and those columns' lines as a push's chunk has
 * read them already (the caller holds the technicians' locks, see columnMemo.ts).
 */
export async function loadBoard(
  db: Db,
  input: { tenantId: string; branchId: string; date: IsoDate; now: Date; technicianIds?: readonly string[]; facts?: BoardFactsMemo },
): Promise<LoadedBoard> {
  const rules = await loadDayRules(db, input);
  const { start, end } = zonedDayRange(input.date, rules.clock.timeZone);
  const only = input.technicianIds;
  const day = { date: input.date, timeZone: rules.clock.timeZone, config: rules.config };
  const readFacts = () => technicianDayFacts(db, input.tenantId, input.branchId, day, only);
  const known = input.facts ? await input.facts.technicians({ branchId: input.branchId, date: input.date, only }, readFacts) : undefined;
  const [technicianRows, segments] = await Promise.all([
    techniciansOfDay(db, input.tenantId, input.branchId, day, only, known),
    only
      ? columnLines(db, { ...input, technicianIds: only, start, end, timeZone: rules.clock.timeZone })
      : bookingsInRange(db, input.tenantId, input.branchId, start, end).then((rows) => toSchedulerItems({ day: toBookingsAndGuests(rows, rules.clock.timeZone) })),
  ]);
  return { date: input.date, ...rules, technicians: toScheduleTechnicians(technicianRows, rules.clock.timeZone), segments };
}

/** The force flag books over another appointment: it switches the overlap rule off. */
function forced(settings: SchedulerSettings, force: boolean): SchedulerSettings {
  return force ? { ...settings, multitask: true } : settings;
}

export function toBookingBoard(board: LoadedBoard): BookingBoard {
  return { date: board.date, config: board.config, technicians: board.technicians, segments: board.segments, settings: board.settings };
}

export function toBoardContext(board: LoadedBoard, force: boolean): BoardContext {
  return {
    day: { date: board.date, config: board.config },
    technicians: board.technicians,
    segments: board.segments,
    settings: forced(board.settings, force),
    now: board.clock.now,
    timeZone: board.clock.timeZone,
  };
}

/**
 * Refuses a booking coming onto a closed day of the board (a new one, or one moved from
 * `savedDate`), by the rule the tablet's series check uses.
 */
export function assertOpenDay(board: Pick<LoadedBoard, 'date' | 'config'>, savedDate: IsoDate | null): void {
  const closed = closedDayRefusal({ date: board.date, config: board.config, savedDate });
  if (closed) throw refusedWith(ErrorCode.CLOSED_DAY, closed);
}
