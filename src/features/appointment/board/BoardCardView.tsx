/**
 * One appointment (one service line) on the grid. Only movable cards subscribe to dnd-kit,
 * so the many fixed cards of a busy day cost nothing during a drag.
 */
import { memo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useDraggable, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { wallTime } from '../../dates/branch-dates';
import { statusLabels } from '../status-labels';
import { useBoardActions } from './board-actions';
import { minutesToPx } from './board-geometry';
import type { BoardCard, Point } from './board-types';
import { CardFace } from './CardFace';
import { cardSurfaceStyle } from './card-style';
import { cardDragId, type CardDrag } from './drag-data';
import { DRAG_NODE_PROPS } from './pointer-tracking';
import { ResizeHandle } from './ResizeHandle';
import { useLongPress } from './use-long-press';
import classes from './board.module.css';

/** Keyboard-opened menus also raise a contextmenu event; that echo is ignored for this long. */
const KEYBOARD_MENU_ECHO_MS = 500;

type CardProps = { card: BoardCard; menuEnabled: boolean };

export const BoardCardView = memo(function BoardCardView({ card, movable, menuEnabled }: CardProps & { movable: boolean }) {
  return movable ? <MovableCard card={card} menuEnabled={menuEnabled} /> : <CardBox card={card} menuEnabled={menuEnabled} />;
});

function MovableCard({ card, menuEnabled }: CardProps) {
  const data: CardDrag = { kind: 'card', card };
  // dnd-kit re-renders every draggable when the drag starts, ends or changes column; the
  // memoised box below skips all but the dragged one (its refs and listeners are stable).
  const { setNodeRef, setActivatorNodeRef, listeners, isDragging, attributes } = useDraggable({ id: cardDragId(card.item.id), data });
  return (
    <CardBox
      card={card}
      menuEnabled={menuEnabled}
      setNodeRef={setNodeRef}
      setActivatorNodeRef={setActivatorNodeRef}
      listeners={listeners}
      isDragging={isDragging}
      describedBy={attributes['aria-describedby']}
    />
  );
}

type DragBinding = {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
  /** dnd-kit's hidden instructions on how to drag. */
  describedBy: string;
};

function menuPoint(element: Element): Point {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + Math.min(rect.height, 48) / 2 };
}

const CardBox = memo(function CardBox({
  card,
  menuEnabled,
  setNodeRef,
  setActivatorNodeRef,
  listeners,
  isDragging = false,
  describedBy,
}: CardProps & Partial<DragBinding>) {
  const movable = setNodeRef !== undefined;
  const { t, i18n } = useLingui();
  const actions = useBoardActions();
  const keyboardMenuAt = useRef(-Infinity);
  const longPress = useLongPress({
    enabled: menuEnabled,
    onMenu: (at) => {
      // A finger held on a movable card has also started a drag: the menu wins.
      actions.cancelDrag();
      actions.cardMenu(card, at);
    },
  });

  const { event } = card;
  const customerName = card.customerName;
  const serviceName = card.item.serviceName;
  const start = wallTime(card.item.startTime);
  const end = wallTime(card.item.endTime);
  const status = i18n._(statusLabels[card.item.status]);
  const name = t`${customerName}, ${serviceName}, ${start}–${end}, ${status}`;
  const label = card.pending ? t`${name}, not yet sent` : name;

  const onContextMenu = (e: MouseEvent) => {
    // The column behind would otherwise offer its own menu for the same click.
    e.stopPropagation();
    if (e.timeStamp - keyboardMenuAt.current < KEYBOARD_MENU_ECHO_MS) {
      e.preventDefault();
      return;
    }
    longPress.onContextMenu(e);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      actions.openCard(card);
    } else if ((e.shiftKey && e.key === 'F10') || e.key === 'ContextMenu') {
      e.preventDefault();
      keyboardMenuAt.current = e.timeStamp;
      if (menuEnabled) actions.cardMenu(card, menuPoint(e.currentTarget));
    }
  };

  return (
    <div
      ref={setNodeRef}
      className={classes.cardBox}
      data-board-card=""
      {...DRAG_NODE_PROPS}
      data-dragging={isDragging || undefined}
      style={{
        top: minutesToPx(event.top),
        height: minutesToPx(event.height),
        left: `${(event.lane / event.lanes) * 100}%`,
        width: `${100 / event.lanes}%`,
      }}
      onPointerDown={longPress.onPointerDown}
      onPointerMove={longPress.onPointerMove}
      onPointerUp={longPress.onPointerUp}
      onPointerCancel={longPress.onPointerCancel}
      onClickCapture={longPress.onClickCapture}
      onTouchEnd={longPress.onTouchEnd}
      onContextMenu={onContextMenu}
    >
      <div
        ref={setActivatorNodeRef}
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-describedby={describedBy}
        className={classes.card}
        data-movable={movable ? '' : undefined}
        style={cardSurfaceStyle(card)}
        onClick={(e) => {
          // The second click of a double click would open the same booking again.
          if (e.detail <= 1) actions.openCard(card);
        }}
        onKeyDown={onKeyDown}
        {...listeners}
      >
        <CardFace card={card} />
      </div>
      {movable ? <ResizeHandle card={card} /> : null}
    </div>
  );
});
