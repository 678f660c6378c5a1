import type { DayBounds } from '../../../domain/scheduler/working-hours';
import { minutesToPx } from './board-geometry';
import classes from './board.module.css';

/** The red current-time line across every column; absent on other days and outside the hours shown. */
export function NowLine({ nowMinute, bounds, width }: { nowMinute: number | null; bounds: DayBounds; width: number }) {
  if (nowMinute === null || nowMinute < bounds.start || nowMinute > bounds.end) return null;
  return <div className={classes.nowLine} style={{ top: minutesToPx(nowMinute - bounds.start) - 1, width }} aria-hidden="true" />;
}
