/**
 * When each line starts: a guest's lines follow one another from the booking start (a
 * service with several technicians starts for all of them at once). Read-only guests keep
 * the times the server has.
 */
import { dateTimeAt } from '../../domain/scheduler/clock';
import type { IsoDate } from '../../domain/time';

/** Start minute of each line when they follow one another from `start`. */
export function sequentialStarts(durations: readonly (number | null)[], start: number): number[] {
  const starts: number[] = [];
  let at = start;
  for (const d of durations) {
    starts.push(at);
    at += Math.max(0, d ?? 0);
  }
  return starts;
}

/** "YYYY-MM-DD HH:mm" of each line; a line with a fixed start keeps it. */
export function lineStartTimes(
  lines: readonly { duration: number | null; fixedStart: string | null }[],
  date: IsoDate,
  start: number | null,
): (string | null)[] {
  const starts = sequentialStarts(
    lines.map((l) => l.duration),
    start ?? 0,
  );
  return lines.map((line, i) => line.fixedStart ?? (start === null ? null : dateTimeAt(date, starts[i] ?? start)));
}
