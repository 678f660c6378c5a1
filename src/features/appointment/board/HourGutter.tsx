import { memo } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { Plural } from '@lingui/react/macro';
import type { HourCount } from '../../../domain/scheduler/day-stats';
import type { DayBounds } from '../../../domain/scheduler/working-hours';
import { GUTTER_WIDTH, minutesToPx } from './board-geometry';
import classes from './board.module.css';

/** The sticky hour labels on the left, each with the number of guests in service that hour. */
export const HourGutter = memo(function HourGutter({ bounds, hourCounts }: { bounds: DayBounds; hourCounts: readonly HourCount[] }) {
  return (
    <div className={classes.gutter} style={{ width: GUTTER_WIDTH, height: minutesToPx(bounds.end - bounds.start) }}>
      {hourCounts.map((h) => {
        // The first hour may begin before the day does (overtime starting at 07:45).
        const from = Math.max(h.start, bounds.start);
        const to = Math.min(h.start + 60, bounds.end);
        if (to <= from) return null;
        const guests = h.guests;
        return (
          <div key={h.start} className={classes.hour} style={{ top: minutesToPx(from - bounds.start), height: minutesToPx(to - from) }}>
            <span>{h.hour}</span>
            <span className={classes.hourCount} data-busy={guests > 0 || undefined} aria-hidden="true">
              {guests}
            </span>
            <VisuallyHidden>
              <Plural value={guests} one="# guest in service" other="# guests in service" />
            </VisuallyHidden>
          </div>
        );
      })}
    </div>
  );
});
