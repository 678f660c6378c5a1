/**
 * Day bounds and working cells. The day shows the branch hours widened by the overtime
 * allowance on both sides (the local config's extraStartHour/extraEndHour); a cell is a
 * working cell for a technician when a WORKING shift covers it and no break touches it.
 */
import { type Interval, minutesFromDay, overlapMinutes } from './clock';
import { type DayConfigResult, type ScheduleTechnician, WorkingType } from '../api';
import { type IsoDate, minutesOfDay } from '../time';

export const SLOT_MINUTES = 15;
const DAY = 1440;

export type DayBounds = {
  /** First minute shown and bookable: start hour minus overtime, aligned down to a slot. */
  start: number;
  /** End of the last slot: end hour plus overtime, aligned up to a slot. */
  end: number;
  /** The branch hours without overtime, for shading. */
  workStart: number;
  workEnd: number;
};

export type DayHours = Pick<DayConfigResult, 'startTime' | 'endTime' | 'workingOverTime'>;

export function dayBounds({ config }: { config: DayHours }): DayBounds {
  const workStart = minutesOfDay(config.startTime);
  // "00:00" as an end means midnight at the end of the day, not an empty day.
  const rawEnd = minutesOfDay(config.endTime);
  const workEnd = rawEnd <= workStart ? DAY : rawEnd;
  const extra = Math.max(0, Math.floor(config.workingOverTime));
  const start = Math.max(0, Math.floor((workStart - extra) / SLOT_MINUTES) * SLOT_MINUTES);
  const end = Math.min(DAY, Math.ceil((workEnd + extra) / SLOT_MINUTES) * SLOT_MINUTES);
  return { start, end, workStart, workEnd };
}

/** Start minute of every 15-minute slot of the day. */
export function daySlots({ bounds }: { bounds: DayBounds }): number[] {
  const slots: number[] = [];
  for (let m = bounds.start; m < bounds.end; m += SLOT_MINUTES) slots.push(m);
  return slots;
}

export type BreakInterval = Interval & { id: string; type: WorkingType; note: string | null };

/** A technician's shifts and breaks on one day, in minutes of that day, sorted. */
export type TechnicianDay = { working: Interval[]; breaks: BreakInterval[] };

export function technicianDay({ technician, date }: { technician: Pick<ScheduleTechnician, 'technicianWorkings'>; date: IsoDate }): TechnicianDay {
  const raw: Interval[] = [];
  const breaks: BreakInterval[] = [];
  for (const w of technician.technicianWorkings) {
    const start = minutesFromDay(w.startDate, date);
    const end = minutesFromDay(w.endDate, date);
    if (end <= start) continue;
    if (w.type === WorkingType.WORKING) raw.push({ start, end });
    else breaks.push({ start, end, id: w.id, type: w.type, note: w.note });
  }
  raw.sort((a, b) => a.start - b.start);
  // Merged so that two back-to-back shifts cover an appointment that spans their seam.
  const working: Interval[] = [];
  for (const r of raw) {
    const last = working[working.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else working.push({ ...r });
  }
  breaks.sort((a, b) => a.start - b.start);
  return { working, breaks };
}

export const Coverage = { OK: 'OK', BREAK: 'BREAK', NOT_WORKING: 'NOT_WORKING' } as const;
export type Coverage = (typeof Coverage)[keyof typeof Coverage];

/**
 * Whether [start, end) may hold an appointment for this technician. A zero-length line
 * still occupies its starting minute, so it cannot sit in a break or off shift either.
 */
export function coverage({ day, bounds, interval }: { day: TechnicianDay; bounds: DayBounds; interval: Interval }): Coverage {
  const probe = { start: interval.start, end: Math.max(interval.end, interval.start + 1) };
  // Breaks first: "over a break" tells staff more than "not working".
  if (day.breaks.some((b) => overlapMinutes(b, probe) > 0)) return Coverage.BREAK;
  if (probe.start < bounds.start || probe.end > bounds.end) return Coverage.NOT_WORKING;
  const covered = day.working.some((w) => w.start <= probe.start && probe.end <= w.end);
  return covered ? Coverage.OK : Coverage.NOT_WORKING;
}

export type Cell = { start: number; working: boolean; breakId: string | null };

/** Every slot of the day for one technician: working or not, and which break covers it. */
export function workingCells({ technician, date, bounds }: { technician: Pick<ScheduleTechnician, 'technicianWorkings'>; date: IsoDate; bounds: DayBounds }): Cell[] {
  const day = technicianDay({ technician, date });
  return daySlots({ bounds }).map((start) => {
    const cell = { start, end: start + SLOT_MINUTES };
    const br = day.breaks.find((b) => overlapMinutes(b, cell) > 0);
    return {
      start,
      working: !br && coverage({ day, bounds, interval: cell }) === Coverage.OK,
      breakId: br ? br.id : null,
    };
  });
}
