/**
 * Mounting the columns a scroll brings into view a little at a time. Mounting is the board's
 * costliest work (each card's elements, their style, layout and paint): a step mounts at most
 * a budget of cards, so every frame of a swipe stays short however fast it goes and however
 * busy the technicians are. A column may be mounted with part of its cards, those nearest to
 * the part of the day in view first, and completed by the next steps.
 */
import type { BoardCard } from './board-types';
import { windowIndexes, type ColumnWindow } from './visible-columns';

export type MountedColumns = {
  /** The mounted columns, in order. */
  indexes: readonly number[];
  /** The columns mounted with only their first cards (see cardsInViewFirst): how many. */
  partial: ReadonlyMap<number, number>;
};

/** What mounting a column costs beyond its cards (header, shading, breaks), in cards. */
export const COLUMN_COST = 3;

export function sameMounted(a: MountedColumns, b: MountedColumns): boolean {
  if (a.indexes.length !== b.indexes.length || a.partial.size !== b.partial.size) return false;
  if (!a.indexes.every((index, i) => index === b.indexes[i])) return false;
  for (const [index, shown] of a.partial) if (b.partial.get(index) !== shown) return false;
  return true;
}

export function allMounted(window: ColumnWindow): MountedColumns {
  return { indexes: windowIndexes(window), partial: new Map() };
}

/**
 * One step: the mounted columns no longer `wanted` go at once; then, within `budget` cards,
 * the partly mounted columns get more of theirs and the missing ones come, nearest to `view`
 * (the columns in view) first. `cardCount` is how many cards a column has.
 */
export function catchUpColumns({
  mounted,
  wanted,
  view,
  budget,
  cardCount,
}: {
  mounted: MountedColumns;
  wanted: ColumnWindow;
  view: ColumnWindow;
  budget: number;
  cardCount: (index: number) => number;
}): MountedColumns {
  const isWanted = (i: number): boolean => i >= wanted.first && i < wanted.last;
  const distance = (i: number): number => (i < view.first ? view.first - i : i >= view.last ? i - view.last + 1 : 0);
  const nearestFirst = (a: number, b: number): number => distance(a) - distance(b) || a - b;
  const indexes = mounted.indexes.filter(isWanted);
  const partial = new Map([...mounted.partial].filter(([i]) => isWanted(i)));
  let left = budget;
  const give = (index: number, from: number): void => {
    const count = cardCount(index);
    const shown = Math.min(count, from + Math.max(0, left));
    left -= Math.max(0, shown - from);
    if (shown < count) partial.set(index, shown);
    else partial.delete(index);
  };
  for (const index of [...partial.keys()].sort(nearestFirst)) {
    if (left <= 0) break;
    give(index, partial.get(index) ?? 0);
  }
  const missing = windowIndexes(wanted)
    .filter((i) => !indexes.includes(i))
    .sort(nearestFirst);
  for (const index of missing) {
    if (left <= 0) break;
    left -= COLUMN_COST;
    indexes.push(index);
    give(index, 0);
  }
  return { indexes: indexes.sort((a, b) => a - b), partial };
}

/**
 * A partly mounted column's cards: the `shown` nearest to the minutes in view, in their
 * order. The rest of the day comes with the next steps.
 */
export function cardsInViewFirst(cards: readonly BoardCard[], shown: number, inView: { start: number; end: number }): BoardCard[] {
  const away = (card: BoardCard): number => {
    const { top, height } = card.event;
    return top + height <= inView.start ? inView.start - (top + height) : top >= inView.end ? top - inView.end : 0;
  };
  const kept = new Set([...cards].sort((a, b) => away(a) - away(b)).slice(0, shown));
  return cards.filter((card) => kept.has(card));
}
