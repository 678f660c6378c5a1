/**
 * One appointment (one service line) on the grid. A plain element with no handlers and no
 * drag hooks of its own: the column handles the presses on its cards (see card-events.ts and
 * CardDragHost.tsx), so a column scrolled into view mounts its cards cheaply and a drop
 * re-renders only the cards whose own props changed.
 */
import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { wallTime } from '../../dates/branch-dates';
import { statusLabels } from '../status-labels';
import { minutesToPx } from './board-geometry';
import type { BoardCard } from './board-types';
import { CardFace } from './CardFace';
import { cardSurface } from './card-style';
import type { CardPart } from './card-events';
import { DRAG_NODE_PROPS } from './pointer-tracking';
import classes from './board.module.css';

export type BoardCardViewProps = {
  card: BoardCard;
  /** Draggable and resizable (the column's rights and the card's status allow it). */
  movable: boolean;
  /** Being dragged (drawn faded) or resized (its strip highlighted). */
  dragging: 'card' | 'resize' | null;
  /** dnd-kit's hidden instructions, for movable cards. */
  describedBy: string;
};

export const BoardCardView = memo(function BoardCardView({ card, movable, dragging, describedBy }: BoardCardViewProps) {
  const { t, i18n } = useLingui();
  const { event } = card;
  const customerName = card.customerName;
  const serviceName = card.item.serviceName;
  const start = wallTime(card.item.startTime);
  const end = wallTime(card.item.endTime);
  const status = i18n._(statusLabels[card.item.status]);
  const name = t`${customerName}, ${serviceName}, ${start}–${end}, ${status}`;
  const label = card.pending ? t`${name}, not yet sent` : name;

  return (
    <div
      className={classes.cardBox}
      data-board-card={card.item.id}
      {...DRAG_NODE_PROPS}
      data-dragging={dragging === 'card' || undefined}
      style={{
        top: minutesToPx(event.top),
        height: minutesToPx(event.height),
        left: `${(event.lane / event.lanes) * 100}%`,
        width: `${100 / event.lanes}%`,
      }}
    >
      <div
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-describedby={movable ? describedBy : undefined}
        className={classes.card}
        data-card-part={'face' satisfies CardPart}
        data-movable={movable ? '' : undefined}
        {...cardSurface(card)}
      >
        <CardFace card={card} />
      </div>
      {movable ? (
        <div
          role="separator"
          aria-orientation="horizontal"
          aria-label={t`Resize`}
          className={classes.resize}
          data-card-part={'resize' satisfies CardPart}
          data-active={dragging === 'resize' || undefined}
        />
      ) : null}
    </div>
  );
});
