/**
 * Non-working time and breaks as a few blocks per technician instead of one element per
 * 15-minute cell: a 100-technician day would otherwise need thousands of nodes.
 */
import type { Interval } from '../../../domain/scheduler/clock';
import type { BreakInterval, DayBounds } from '../../../domain/scheduler/working-hours';

type Span = Pick<DayBounds, 'start' | 'end'>;

/** The parts of [bounds.start, bounds.end) that no shift covers. `working` is sorted and merged. */
export function offShiftBlocks(working: readonly Interval[], bounds: Span): Interval[] {
  const blocks: Interval[] = [];
  let cursor = bounds.start;
  for (const w of working) {
    if (w.end <= cursor) continue;
    if (w.start >= bounds.end) break;
    if (w.start > cursor) blocks.push({ start: cursor, end: w.start });
    cursor = Math.max(cursor, w.end);
  }
  if (cursor < bounds.end) blocks.push({ start: cursor, end: bounds.end });
  return blocks;
}

/** Breaks clipped to the shown day; breaks entirely outside it are dropped. */
export function visibleBreaks(breaks: readonly BreakInterval[], bounds: Span): BreakInterval[] {
  return breaks
    .map((b) => ({ ...b, start: Math.max(b.start, bounds.start), end: Math.min(b.end, bounds.end) }))
    .filter((b) => b.end > b.start);
}

