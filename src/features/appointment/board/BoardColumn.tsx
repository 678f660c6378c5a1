/**
 * One technician's column: shading for time off shift, break blocks, the cards, and the
 * gestures on empty cells (menu, create). Memoised: it re-renders only when its own
 * technician, cards or the board's settings change, never while something is dragged.
 */
import { memo, useMemo, useRef, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ScheduleTechnician } from '../../../domain/api';
import { dateTimeAt } from '../../../domain/scheduler/clock';
import { MOVABLE_STATUSES } from '../../../domain/scheduler/items';
import { Coverage, coverage, SLOT_MINUTES, technicianDay, type DayBounds } from '../../../domain/scheduler/working-hours';
import { technicianLabel } from '../technician';
import { useBoardActions } from './board-actions';
import { GUTTER_WIDTH, minutesToPx, SLOT_HEIGHT } from './board-geometry';
import type { BoardCard, BoardTarget, Point } from './board-types';
import { BoardCardView } from './BoardCardView';
import { BreakBlock } from './BreakBlock';
import { ColumnDropArea, ColumnGhost } from './ColumnOverlays';
import { slotAtY } from './pointer-slot';
import { offShiftBlocks, visibleBreaks } from './shading';
import { useDoubleTap } from './use-double-tap';
import { useLongPress } from './use-long-press';
import classes from './board.module.css';

export type BoardColumnProps = {
  technician: ScheduleTechnician;
  index: number;
  columnWidth: number;
  date: string;
  bounds: DayBounds;
  cards: readonly BoardCard[];
  canEdit: boolean;
  canBreak: boolean;
};

/** Presses on cards and on the Unbreak link belong to them, not to the empty cell behind. */
function isEmptyArea(target: EventTarget): boolean {
  return target instanceof Element && target.closest('[data-board-card], button, a') === null;
}

export const BoardColumn = memo(function BoardColumn({ technician, index, columnWidth, date, bounds, cards, canEdit, canBreak }: BoardColumnProps) {
  const { t } = useLingui();
  const actions = useBoardActions();
  const columnRef = useRef<HTMLDivElement>(null);
  const label = technicianLabel(technician);
  const day = useMemo(() => technicianDay({ technician, date }), [technician, date]);
  const offShift = useMemo(() => offShiftBlocks(day.working, bounds), [day, bounds]);
  const breaks = useMemo(() => visibleBreaks(day.breaks, bounds), [day, bounds]);

  /** The free working cell at a client y, or null over a break or off shift. */
  const cellAt = (at: Point): BoardTarget | null => {
    const column = columnRef.current;
    if (!column) return null;
    const minute = slotAtY({ y: at.y - column.getBoundingClientRect().top, bounds });
    const free = coverage({ day, bounds, interval: { start: minute, end: minute + SLOT_MINUTES } }) === Coverage.OK;
    return free ? { technicianId: technician.id, start: dateTimeAt(date, minute) } : null;
  };

  const longPress = useLongPress({
    enabled: canEdit || canBreak,
    accept: isEmptyArea,
    onMenu: (at) => {
      const target = cellAt(at);
      if (target) actions.cellMenu(target, at);
    },
  });
  const doubleTap = useDoubleTap({
    enabled: canEdit,
    accept: isEmptyArea,
    onDoubleTap: (at) => {
      const target = cellAt(at);
      if (target) actions.cellOpen(target);
    },
  });

  const hourOffset = minutesToPx((60 - (bounds.start % 60)) % 60);
  return (
    <div
      ref={columnRef}
      role="region"
      aria-label={t`Schedule of ${label}`}
      className={classes.column}
      style={{
        left: GUTTER_WIDTH + index * columnWidth,
        width: columnWidth,
        height: minutesToPx(bounds.end - bounds.start),
        backgroundSize: `100% ${SLOT_HEIGHT * 4}px, 100% ${SLOT_HEIGHT}px`,
        backgroundPosition: `0 ${hourOffset}px, 0 0`,
      }}
      onPointerDown={(e: PointerEvent) => {
        longPress.onPointerDown(e);
        doubleTap.onPointerDown(e);
      }}
      onPointerMove={longPress.onPointerMove}
      onPointerUp={(e: PointerEvent) => {
        longPress.onPointerUp(e);
        doubleTap.onPointerUp(e);
      }}
      onPointerCancel={longPress.onPointerCancel}
      onClickCapture={longPress.onClickCapture}
      onTouchEnd={longPress.onTouchEnd}
      onContextMenu={longPress.onContextMenu}
      onDoubleClick={doubleTap.onDoubleClick}
    >
      {offShift.map((b) => (
        <div
          key={b.start}
          className={classes.offShift}
          style={{ top: minutesToPx(b.start - bounds.start), height: minutesToPx(b.end - b.start) }}
        />
      ))}
      {breaks.map((b) => (
        <BreakBlock key={b.id} block={b} bounds={bounds} canBreak={canBreak} />
      ))}
      {cards.map((card) => (
        <BoardCardView key={card.item.id} card={card} movable={canEdit && MOVABLE_STATUSES.has(card.item.status)} menuEnabled={canEdit} />
      ))}
      <ColumnGhost technicianId={technician.id} bounds={bounds} />
      <ColumnDropArea technicianId={technician.id} label={label} />
    </div>
  );
});
