/**
 * A card dropped on another cell, drawn there at once. The page checks the move in the worker,
 * queues it, and the worker recomputes the whole day before the board hears of it: on a busy
 * day that takes a second or more, and the card would sit in its old place all that time. The
 * board draws the dropped card in its new cell on the very next render instead, until the
 * recomputed cards arrive (with the card there) or the page refuses the move (it goes back).
 */
import { dateTimeAt, minutesFromDay } from '../../../domain/scheduler/clock';
import type { DayBounds } from '../../../domain/scheduler/working-hours';
import type { BoardCard } from './board-types';
import type { CardGroups } from './group-cards';

export type DroppedCard = {
  card: BoardCard;
  technicianId: string;
  /** Minutes after 00:00 of the board's date. */
  start: number;
};

/** The card as it will stand once moved: same length, new technician and start, not yet sent. */
export function movedCard(drop: DroppedCard, date: string, bounds: DayBounds): BoardCard {
  const { card, technicianId, start } = drop;
  const length = minutesFromDay(card.item.endTime, date) - minutesFromDay(card.item.startTime, date);
  return {
    ...card,
    item: { ...card.item, technicianId, startTime: dateTimeAt(date, start), endTime: dateTimeAt(date, start + length) },
    // Full width until the layout places it among the target's cards.
    event: { ...card.event, technicianId, top: start - bounds.start, lane: 0, lanes: 1 },
    pending: true,
  };
}

/**
 * The column of `groups` that holds card `id`: the one it is drawn in, looked at first (a
 * drop's usual case: this runs inside the drop's render, and a busy day has thousands of
 * cards), else any (a card dropped again before the page had it in place is drawn where the
 * first drop put it, but the page still has it in its old column).
 */
function columnOf(groups: CardGroups, id: string, drawnIn: string): string | undefined {
  const holds = (cards: readonly BoardCard[] | undefined): boolean => cards?.some((c) => c.item.id === id) ?? false;
  if (holds(groups.get(drawnIn))) return drawnIn;
  for (const [technicianId, cards] of groups) if (holds(cards)) return technicianId;
  return undefined;
}

/** `groups` with the dropped card taken out of its column and put in the target's; other columns keep their arrays. */
export function withDroppedCard(groups: CardGroups, drop: DroppedCard, date: string, bounds: DayBounds): CardGroups {
  const id = drop.card.item.id;
  const next = new Map(groups);
  const from = columnOf(groups, id, drop.card.event.technicianId);
  if (from !== undefined) next.set(from, (groups.get(from) ?? []).filter((c) => c.item.id !== id));
  next.set(drop.technicianId, [...(next.get(drop.technicianId) ?? []), movedCard(drop, date, bounds)]);
  return next;
}
