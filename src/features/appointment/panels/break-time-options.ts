/**
 * The choices and checks of the break-time form, in minutes of the day. A break is taken
 * out of working time, so its start and end are the 15-minute slot edges inside the
 * technician's shifts that day (clipped to the hours the board shows).
 */
import { dayBounds, type DayHours, SLOT_MINUTES, technicianDay, type TechnicianDay } from '../../../domain/scheduler/working-hours';
import { type Interval, minutesFromDay, overlapMinutes } from '../../../domain/scheduler/clock';
import type { ScheduleTechnician } from '../../../domain/api';

export type BreakTimeOptions = {
  starts: number[];
  ends: number[];
  /** The shifts the options came from; a break must sit inside one of them. */
  spans: Interval[];
  /** Breaks the technician already has that day. */
  breaks: Interval[];
};

const alignUp = (m: number) => Math.ceil(m / SLOT_MINUTES) * SLOT_MINUTES;
const alignDown = (m: number) => Math.floor(m / SLOT_MINUTES) * SLOT_MINUTES;

function workingSpans(day: TechnicianDay, config: DayHours): Interval[] {
  const bounds = dayBounds({ config });
  return day.working
    .map((w) => ({ start: Math.max(w.start, bounds.start), end: Math.min(w.end, bounds.end) }))
    .filter((w) => alignDown(w.end) - alignUp(w.start) >= SLOT_MINUTES);
}

export function breakTimeOptions(args: {
  technician: Pick<ScheduleTechnician, 'technicianWorkings'>;
  date: string;
  config: DayHours;
}): BreakTimeOptions {
  const day = technicianDay({ technician: args.technician, date: args.date });
  const spans = workingSpans(day, args.config);
  const breaks = day.breaks.map(({ start, end }) => ({ start, end }));
  const starts = new Set<number>();
  const ends = new Set<number>();
  for (const span of spans) {
    const first = alignUp(span.start);
    const last = alignDown(span.end);
    for (let m = first; m + SLOT_MINUTES <= last; m += SLOT_MINUTES) {
      // A start inside an existing break could only ever overlap it.
      if (!breaks.some((b) => b.start <= m && m < b.end)) starts.add(m);
    }
    for (let m = first + SLOT_MINUTES; m <= last; m += SLOT_MINUTES) ends.add(m);
  }
  const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { starts: sorted(starts), ends: sorted(ends), spans, breaks };
}

/**
 * Where the form opens: the slot the user right-clicked (or the last start before it) and
 * one slot long. Null when the technician has no working time left to break.
 */
export function initialBreakRange(options: BreakTimeOptions, initialStart: string, date: string): { start: number; end: number } | null {
  let wanted: number;
  try {
    wanted = alignDown(minutesFromDay(initialStart, date));
  } catch {
    wanted = options.starts[0] ?? 0;
  }
  const start = [...options.starts].reverse().find((m) => m <= wanted) ?? options.starts[0];
  if (start === undefined) return null;
  const end = options.ends.find((m) => m > start);
  if (end === undefined) return null;
  return { start, end };
}

export const BreakRangeProblem = {
  END_NOT_AFTER_START: 'END_NOT_AFTER_START',
  OUTSIDE_SHIFT: 'OUTSIDE_SHIFT',
  OVERLAPS_BREAK: 'OVERLAPS_BREAK',
} as const;
export type BreakRangeProblem = (typeof BreakRangeProblem)[keyof typeof BreakRangeProblem];

export function checkBreakRange(options: Pick<BreakTimeOptions, 'spans' | 'breaks'>, range: { start: number; end: number }): BreakRangeProblem | null {
  if (range.end <= range.start) return BreakRangeProblem.END_NOT_AFTER_START;
  if (!options.spans.some((s) => s.start <= range.start && range.end <= s.end)) return BreakRangeProblem.OUTSIDE_SHIFT;
  if (options.breaks.some((b) => overlapMinutes(b, range) > 0)) return BreakRangeProblem.OVERLAPS_BREAK;
  return null;
}
