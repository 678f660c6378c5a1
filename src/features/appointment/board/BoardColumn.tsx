/**
 * One technician's column: shading for time off shift, break blocks, the cards, the gestures
 * on empty cells (menu, create) and those on its cards (open, menu, drag: the cards have no
 * handlers of their own). Memoised: it re-renders only when its own technician, cards or the
 * board's settings change, and when one of its cards starts or stops being dragged.
 */
import { memo, useMemo, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type SyntheticEvent, type TouchEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ScheduleTechnician } from '../../../domain/api';
import { dateTimeAt } from '../../../domain/scheduler/clock';
import { MOVABLE_STATUSES } from '../../../domain/scheduler/items';
import { Coverage, coverage, SLOT_MINUTES, technicianDay, type DayBounds } from '../../../domain/scheduler/working-hours';
import { technicianLabel } from '../technician';
import { useBoardActions } from './board-actions';
import { useBoardDnd } from './board-dnd-context';
import { GUTTER_WIDTH, minutesToPx, SLOT_HEIGHT } from './board-geometry';
import type { BoardCard, BoardTarget, Point } from './board-types';
import { BoardCardView } from './BoardCardView';
import { cardHit } from './card-events';
import { useCardPress, type ActivatorEvent } from './CardDragHost';
import { BreakBlock } from './BreakBlock';
import { ColumnGhost } from './ColumnOverlays';
import { useColumnDragSource } from './drag-preview-store';
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

/** Keyboard-opened menus also raise a contextmenu event; that echo is ignored for this long. */
const KEYBOARD_MENU_ECHO_MS = 500;

function menuPoint(element: Element): Point {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + Math.min(rect.height, 48) / 2 };
}

/** Presses on cards and on the Unbreak link belong to them, not to the empty cell behind. */
function isEmptyArea(target: EventTarget): boolean {
  return target instanceof Element && target.closest('[data-board-card], button, a') === null;
}

export const BoardColumn = memo(function BoardColumn({ technician, index, columnWidth, date, bounds, cards, canEdit, canBreak }: BoardColumnProps) {
  const { t } = useLingui();
  const actions = useBoardActions();
  const { press, describedBy } = useCardPress();
  const { store } = useBoardDnd();
  const dragged = useColumnDragSource(store, technician.id);
  const columnRef = useRef<HTMLDivElement>(null);
  const keyboardMenuAt = useRef(-Infinity);
  const label = technicianLabel(technician);
  const day = useMemo(() => technicianDay({ technician, date }), [technician, date]);
  const offShift = useMemo(() => offShiftBlocks(day.working, bounds), [day, bounds]);
  const breaks = useMemo(() => visibleBreaks(day.breaks, bounds), [day, bounds]);
  const movable = (card: BoardCard): boolean => canEdit && MOVABLE_STATUSES.has(card.item.status);

  /** The free working cell at a client y, or null over a break or off shift. */
  const cellAt = (at: Point): BoardTarget | null => {
    const column = columnRef.current;
    if (!column) return null;
    const minute = slotAtY({ y: at.y - column.getBoundingClientRect().top, bounds });
    const free = coverage({ day, bounds, interval: { start: minute, end: minute + SLOT_MINUTES } }) === Coverage.OK;
    return free ? { technicianId: technician.id, start: dateTimeAt(date, minute) } : null;
  };

  // One long press for the cards and the empty cells: a press opens one menu, the card's or the cell's.
  const longPress = useLongPress({
    enabled: canEdit || canBreak,
    accept: (target) => (cardHit(target, cards) ? canEdit : isEmptyArea(target)),
    onMenu: (at, target) => {
      const hit = cardHit(target, cards);
      if (hit) {
        // A finger held on a movable card has also started a drag: the menu wins.
        actions.cancelDrag();
        actions.cardMenu(hit.card, at);
        return;
      }
      const cell = cellAt(at);
      if (cell) actions.cellMenu(cell, at);
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

  /** A press on a movable card's face or resize strip may start a drag. */
  const pressCard = (activator: ActivatorEvent, e: SyntheticEvent) => {
    const hit = cardHit(e.target, cards);
    if (!hit?.part || !hit.partElement || !movable(hit.card)) return;
    press(activator, e, { kind: hit.part === 'face' ? 'card' : 'resize', card: hit.card }, hit.box, hit.partElement);
  };

  const onCardKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const hit = cardHit(e.target, cards);
    if (hit?.part !== 'face' || !hit.partElement) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      actions.openCard(hit.card);
    } else if ((e.shiftKey && e.key === 'F10') || e.key === 'ContextMenu') {
      e.preventDefault();
      keyboardMenuAt.current = e.timeStamp;
      if (canEdit) actions.cardMenu(hit.card, menuPoint(hit.partElement));
    }
  };

  const onContextMenu = (e: MouseEvent) => {
    if (cardHit(e.target, cards) && e.timeStamp - keyboardMenuAt.current < KEYBOARD_MENU_ECHO_MS) {
      e.preventDefault();
      return;
    }
    longPress.onContextMenu(e);
  };

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
        pressCard('onPointerDown', e);
        longPress.onPointerDown(e);
        doubleTap.onPointerDown(e);
      }}
      onTouchStart={(e: TouchEvent) => pressCard('onTouchStart', e)}
      onPointerMove={longPress.onPointerMove}
      onPointerUp={(e: PointerEvent) => {
        longPress.onPointerUp(e);
        doubleTap.onPointerUp(e);
      }}
      onPointerCancel={longPress.onPointerCancel}
      onClickCapture={longPress.onClickCapture}
      onTouchEnd={longPress.onTouchEnd}
      onContextMenu={onContextMenu}
      onDoubleClick={doubleTap.onDoubleClick}
      onClick={(e) => {
        const hit = cardHit(e.target, cards);
        // The second click of a double click would open the same booking again.
        if (hit?.part === 'face' && e.detail <= 1) actions.openCard(hit.card);
      }}
      onKeyDown={onCardKeyDown}
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
        <BoardCardView
          key={card.item.id}
          card={card}
          movable={movable(card)}
          dragging={dragged?.cardId === card.item.id ? dragged.kind : null}
          describedBy={describedBy}
        />
      ))}
      <ColumnGhost technicianId={technician.id} bounds={bounds} />
    </div>
  );
});
