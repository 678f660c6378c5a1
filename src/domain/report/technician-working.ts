/**
 * The technician working report (issue 16, report 8): per technician and branch day, the time
 * worked, the breaks, the paid time and the time booked.
 *
 *   worked        the day's WORKING spans of the time sheet, as recorded (a span across midnight
 *                 counts on each day for its part of that day; overlapping spans once). A day
 *                 with no span recorded counts the technician's scheduled working time instead:
 *                 their working-time configuration (full time: the branch's hours that day; a
 *                 holiday or time off: none), source "schedule"
 *   paid/unpaid   the BREAK_PAID / BREAK_UNPAID spans, the part of them within the time worked
 *   paid time     worked − unpaid breaks (paid breaks are paid time)
 *   booked        Σ the durations of their services on bookings that happened that day (the
 *                 guest checked in, in service or completed; not cancelled, no-show or waiting)
 * A day with neither time worked nor booked is not listed. Minutes; the screen shows h:mm.
 */
import { ColumnKind } from './report-table';
import { sumFigures } from './figures';

export const WorkSource = { TIME_SHEET: 'TIME_SHEET', SCHEDULE: 'SCHEDULE' } as const;
export type WorkSource = (typeof WorkSource)[keyof typeof WorkSource];

export type WorkingRow = {
  /** The branch's day, "YYYY-MM-DD". */
  date: string;
  technicianId: string;
  technician: string;
  /** A WorkSource from the server; the screen and its CSV put it in words. */
  source: string;
  worked: number;
  paidBreaks: number;
  unpaidBreaks: number;
  paidTime: number;
  booked: number;
};

export type WorkingTotals = Pick<WorkingRow, 'worked' | 'paidBreaks' | 'unpaidBreaks' | 'paidTime' | 'booked'>;

/** An interval of time in epoch milliseconds, start included, end excluded. */
export type Span = { start: number; end: number };

/** The spans cut to `within`, merged where they touch or overlap, in order. */
export function clipAndMerge(spans: readonly Span[], within: Span): Span[] {
  const cut = spans
    .map((s) => ({ start: Math.max(s.start, within.start), end: Math.min(s.end, within.end) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const s of cut) {
    const last = merged.at(-1);
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

const minutesOf = (spans: readonly Span[]) => Math.round(spans.reduce((sum, s) => sum + (s.end - s.start), 0) / 60_000);

/** Minutes of `spans` that fall within the (merged) `worked` spans. */
function minutesWithin(spans: readonly Span[], worked: readonly Span[]): number {
  return worked.reduce((sum, w) => sum + minutesOf(clipAndMerge(spans, w)), 0);
}

/**
 * One technician's branch day: the recorded WORKING spans when there are any (else the scheduled
 * ones), and the breaks within them. `day` bounds the branch's day.
 */
export function workingDayMinutes(input: {
  day: Span;
  recorded: readonly Span[];
  scheduled: readonly Span[];
  paidBreaks: readonly Span[];
  unpaidBreaks: readonly Span[];
}): Pick<WorkingRow, 'worked' | 'paidBreaks' | 'unpaidBreaks' | 'paidTime'> & { source: WorkSource } {
  const recorded = clipAndMerge(input.recorded, input.day);
  const source = recorded.length > 0 ? WorkSource.TIME_SHEET : WorkSource.SCHEDULE;
  const worked = source === WorkSource.TIME_SHEET ? recorded : clipAndMerge(input.scheduled, input.day);
  const workedMinutes = minutesOf(worked);
  const paidBreaks = minutesWithin(input.paidBreaks, worked);
  const unpaidBreaks = minutesWithin(input.unpaidBreaks, worked);
  return { source, worked: workedMinutes, paidBreaks, unpaidBreaks, paidTime: workedMinutes - unpaidBreaks };
}

const NO_TIME: WorkingTotals = { worked: 0, paidBreaks: 0, unpaidBreaks: 0, paidTime: 0, booked: 0 };

export const sumWorking = (rows: readonly WorkingTotals[]): WorkingTotals => sumFigures(rows, NO_TIME);

export const WORKING_COLUMNS = [
  { key: 'date', kind: ColumnKind.DATE },
  { key: 'technician', kind: ColumnKind.TEXT },
  { key: 'source', kind: ColumnKind.TEXT },
  { key: 'worked', kind: ColumnKind.MINUTES },
  { key: 'paidBreaks', kind: ColumnKind.MINUTES },
  { key: 'unpaidBreaks', kind: ColumnKind.MINUTES },
  { key: 'paidTime', kind: ColumnKind.MINUTES },
  { key: 'booked', kind: ColumnKind.MINUTES },
] as const satisfies readonly { key: keyof WorkingRow; kind: ColumnKind }[];
