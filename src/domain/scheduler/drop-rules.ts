/**
 * Drag-and-drop and resize on the board (spec part 1 §4 Transitions, §5 Drop rules/Resize).
 * Pure: the answer is ok with the new times, or a coded refusal the board shows before it
 * snaps the card back. The same function guards the server's update-segment.
 */
import { minutesFromDay, dateTimeAt, nowOnDay } from './clock';
import { refuse, type Refusal, SchedulerCode } from './codes';
import { formatZonedDate, type IsoDate } from '../time';
import { MOVABLE_STATUSES, type SchedulerItem } from './items';
import { othersOf, placementRefusal, type RuleTechnician, type SchedulerSettings } from './placement';
import { dayBounds, type DayHours, technicianDay } from './working-hours';
import { durationRefusal } from './duration';

/** A past slot stays bookable this long after it starts (spec: "not beyond 15 minutes after start"). */
export const PAST_SLOT_GRACE_MINUTES = 15;

export type BoardContext = {
  day: { date: IsoDate; config: DayHours };
  technicians: readonly RuleTechnician[];
  /** Every line on the board that day (the moved one included; it is skipped by id). */
  segments: readonly SchedulerItem[];
  settings: SchedulerSettings;
  now: Date;
  timeZone: string;
};

export type DropTarget = {
  technicianId: string;
  /** "YYYY-MM-DD HH:mm", branch wall clock: the cell the card was dropped on. */
  start: string;
};

export type DropOk = { ok: true; technicianId: string; startTime: string; endTime: string };
export type DropResult = DropOk | Refusal;

export type ResizeOk = {
  ok: true;
  endTime: string;
  duration: number;
  /** The new length differs from the service time: open the change duration and price form. */
  durationChanged: boolean;
};
export type ResizeResult = ResizeOk | Refusal;

/** Refusals that do not depend on where the card goes. */
function gestureRefusal(ctx: BoardContext, item: SchedulerItem): Refusal | null {
  if (ctx.settings.readOnly) return refuse(SchedulerCode.READ_ONLY);
  if (ctx.day.date < formatZonedDate(ctx.now, ctx.timeZone)) return refuse(SchedulerCode.PAST_DATE);
  if (!MOVABLE_STATUSES.has(item.status)) return refuse(SchedulerCode.STATUS_NOT_MOVABLE);
  return null;
}

/** Where the card would land: working hours, breaks, service, gender and overlap rules. */
function placementAt(
  ctx: BoardContext,
  technician: RuleTechnician,
  item: SchedulerItem,
  interval: { start: number; end: number },
): Refusal | null {
  return placementRefusal({
    technician,
    technicianDay: technicianDay({ technician, date: ctx.day.date }),
    bounds: dayBounds({ config: ctx.day.config }),
    interval,
    serviceId: item.serviceId,
    gender: item.gender,
    others: othersOf({ segments: ctx.segments, technicianId: technician.id, itemId: item.id }),
    date: ctx.day.date,
    settings: ctx.settings,
  });
}

export function validateDrop(input: BoardContext & { item: SchedulerItem; target: DropTarget }): DropResult {
  const { item, target, day } = input;
  const early = gestureRefusal(input, item);
  if (early) return early;
  const technician = input.technicians.find((t) => t.id === target.technicianId);
  if (!technician) return refuse(SchedulerCode.TECHNICIAN_NOT_FOUND);
  const start = minutesFromDay(target.start, day.date);
  // A move keeps the card's length; only a resize changes it.
  const length = Math.max(0, minutesFromDay(item.endTime, day.date) - minutesFromDay(item.startTime, day.date));
  if (nowOnDay(input.now, input.timeZone, day.date) > start + PAST_SLOT_GRACE_MINUTES) return refuse(SchedulerCode.PAST_SLOT);
  const refusal = placementAt(input, technician, item, { start, end: start + length });
  if (refusal) return refusal;
  return { ok: true, technicianId: technician.id, startTime: dateTimeAt(day.date, start), endTime: dateTimeAt(day.date, start + length) };
}

/** Resizing drags the bottom edge: the start and the technician stay. */
export function validateResize(input: BoardContext & { item: SchedulerItem; endTime: string }): ResizeResult {
  const { item, day } = input;
  const early = gestureRefusal(input, item);
  if (early) return early;
  const technician = input.technicians.find((t) => t.id === item.technicianId);
  if (!technician) return refuse(SchedulerCode.TECHNICIAN_NOT_FOUND);
  const start = minutesFromDay(item.startTime, day.date);
  const end = minutesFromDay(input.endTime, day.date);
  const duration = end - start;
  const tooShort = durationRefusal(duration);
  if (tooShort) return tooShort;
  const refusal = placementAt(input, technician, item, { start, end });
  if (refusal) return refusal;
  return { ok: true, endTime: dateTimeAt(day.date, end), duration, durationChanged: duration !== item.serviceTime };
}
