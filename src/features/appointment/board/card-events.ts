/**
 * The column handles the events of its cards (one set of handlers per column instead of one
 * per card): an event's target is traced back to the card element and its part through the
 * data attributes BoardCardView sets.
 */
import type { BoardCard } from './board-types';

/** The part of a card pressed: its face (open, menu, move) or its bottom strip (resize). */
export type CardPart = 'face' | 'resize';

export type CardHit = {
  card: BoardCard;
  /** The card's outer element: what a drag moves. */
  box: HTMLElement;
  part: CardPart | null;
  /** The element of that part, when a part was hit. */
  partElement: HTMLElement | null;
};

function isCardPart(value: string | undefined): value is CardPart {
  return value === 'face' || value === 'resize';
}

export function cardHit(target: EventTarget, cards: readonly BoardCard[]): CardHit | null {
  if (!(target instanceof Element)) return null;
  const box = target.closest<HTMLElement>('[data-board-card]');
  if (!box) return null;
  const id = box.dataset.boardCard;
  const card = cards.find((c) => c.item.id === id);
  if (!card) return null;
  const partElement = target.closest<HTMLElement>('[data-card-part]');
  const inBox = partElement !== null && box.contains(partElement);
  const part = inBox ? partElement.dataset.cardPart : undefined;
  return isCardPart(part) ? { card, box, part, partElement } : { card, box, part: null, partElement: null };
}
