import type { CSSProperties } from 'react';
import type { BoardCard } from './board-types';

export type CardSurface = {
  /** The status colour, a Mantine colour name: board.module.css has a tone for each. */
  'data-tone': string;
  /** 25, 50, 75 or 100 (see progressOf): the bar along the card's bottom edge. */
  'data-progress': number | undefined;
  style: CSSProperties | undefined;
};

/**
 * Status tint, border and progress bar as attributes the stylesheet draws, so that cards of a
 * status share one computed style; only the booking's own colour (the left stripe) is inline.
 */
export function cardSurface(card: Pick<BoardCard, 'statusColor' | 'color' | 'progress'>): CardSurface {
  return {
    'data-tone': card.statusColor,
    'data-progress': card.progress ?? undefined,
    style: card.color ? { borderLeftColor: card.color } : undefined,
  };
}
