/**
 * How the board's cards start a drag: a press on a card hands the event to the board's own
 * drag (card-press.ts through use-card-drag.ts). Cards stay plain elements with no handlers
 * of their own: the column traces a press back to its card (card-events.ts) and calls
 * `press`, so a column scrolled into view mounts its cards cheaply.
 */
import { createContext, useContext, type ReactNode, type SyntheticEvent } from 'react';
import type { CardDrag, ResizeDrag } from './drag-data';

/** The events a card drag starts from: a mouse or pen's pointerdown, a finger's touchstart. */
export type ActivatorEvent = 'onPointerDown' | 'onTouchStart';

export type CardPress = {
  /**
   * A press on a card: it may become a drag of `payload`. `node` is the element a drag moves
   * (measured for the preview), `handle` the one pressed.
   */
  press: (activator: ActivatorEvent, event: SyntheticEvent, payload: CardDrag | ResizeDrag, node: HTMLElement, handle: HTMLElement) => void;
  /** The hidden instructions on how to drag, for the cards' aria-describedby. */
  describedBy: string;
};

const CardPressContext = createContext<CardPress | null>(null);

export function useCardPress(): CardPress {
  const value = useContext(CardPressContext);
  if (!value) throw new Error('Render board cards inside <BoardDndProvider>.');
  return value;
}

export function CardDragHost({ value, children }: { value: CardPress; children: ReactNode }) {
  return <CardPressContext.Provider value={value}>{children}</CardPressContext.Provider>;
}
