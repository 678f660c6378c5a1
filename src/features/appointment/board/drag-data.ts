/**
 * What travels with a drag: the board's own card drags (card-press.ts) and dnd-kit's ids and
 * data for the clipboard's guests. dnd-kit types that data as a loose record, so it is read
 * back through these guards.
 */
import type { UniqueIdentifier } from '@dnd-kit/core';
import type { BoardCard } from './board-types';

/** The clipboard side panel as a drop place: a board card dropped there goes back to the clipboard. */
export const CLIPBOARD_ZONE_ID = 'clipboard-panel';

export const clipboardDragId = (guestId: string): string => `clipboard:${guestId}`;
/** The board's one droppable (see BoardDropTarget.tsx). */
export const BOARD_DROP_ID = 'board';

export type CardDrag = { kind: 'card'; card: BoardCard };
export type ResizeDrag = { kind: 'resize'; card: BoardCard };
export type ClipboardDrag = {
  kind: 'clipboard';
  guestId: string;
  /** Shown in the drag preview and read to screen readers. */
  label: string;
  /** Length of the drop highlight. */
  minutes: number;
};
export type DragPayload = CardDrag | ResizeDrag | ClipboardDrag;

export type BoardDrop = { kind: 'board' };
/** What the board's droppable carries, and what a board card's own drag is over off the clipboard. */
export const BOARD_DROP: BoardDrop = { kind: 'board' };

/** The clipboard guest a dnd-kit draggable's data carries (the board's cards are not dnd-kit's). */
export function clipboardDragOf(data: unknown): ClipboardDrag | null {
  if (typeof data !== 'object' || data === null || !('kind' in data) || data.kind !== 'clipboard') return null;
  const { guestId, label, minutes } = { guestId: undefined, label: undefined, minutes: undefined, ...data };
  if (typeof guestId !== 'string' || typeof label !== 'string' || typeof minutes !== 'number') return null;
  return { kind: 'clipboard', guestId, label, minutes };
}

export function isBoardDrop(value: unknown): value is BoardDrop {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'board';
}

export function isClipboardZone(id: UniqueIdentifier | null | undefined): boolean {
  return id === CLIPBOARD_ZONE_ID;
}
