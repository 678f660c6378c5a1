import { memo } from 'react';
import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { WorkingType } from '../../../domain/api';
import type { BreakInterval, DayBounds } from '../../../domain/scheduler/working-hours';
import { useBoardActions } from './board-actions';
import { minutesToPx } from './board-geometry';
import classes from './board.module.css';

/**
 * Below this length the title, the note and the link do not fit one under another (a slot
 * is 24 px, each line about 15): they go on one line, the note shortened, so the Unbreak
 * link of a 15- or 30-minute break stays visible and clickable instead of being clipped.
 */
const ONE_LINE_BELOW_MINUTES = 45;

/** A technician's break: paid or unpaid, its note, and the Unbreak link for those allowed. */
export const BreakBlock = memo(function BreakBlock({ block, bounds, canBreak }: { block: BreakInterval; bounds: DayBounds; canBreak: boolean }) {
  const { t } = useLingui();
  const actions = useBoardActions();
  const paid = block.type === WorkingType.BREAK_PAID;
  return (
    <div
      className={classes.breakBlock}
      data-one-line={block.end - block.start < ONE_LINE_BELOW_MINUTES || undefined}
      style={{ top: minutesToPx(block.start - bounds.start), height: minutesToPx(block.end - block.start) }}
    >
      <div className={classes.breakTitle}>{paid ? t`Paid break` : t`Unpaid break`}</div>
      {block.note ? (
        <div className={classes.breakNote} title={block.note}>
          {block.note}
        </div>
      ) : null}
      {canBreak ? (
        <Anchor component="button" type="button" size="xs" onClick={() => actions.unbreak(block.id)}>
          {t`Unbreak`}
        </Anchor>
      ) : null}
    </div>
  );
});
