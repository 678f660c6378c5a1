/**
 * What travels with a drag: dnd-kit ids and the data attached to draggables and droppables.
 * dnd-kit types that data as a loose record, so it is read back through these guards.
 */
import type { UniqueIdentifier } from '@dnd-kit/core';
import type { BoardCard } from './board-types';

/** The clipboard side panel's droppable: a card dropped there goes back to the clipboard. */
export const CLIPBOARD_ZONE_ID = 'clipboard-panel';

export const cardDragId = (segmentId: string): string => `card:${segmentId}`;
export const resizeDragId = (segmentId: string): string => `resize:${segmentId}`;
/** The board's two draggables, shared by every card (see CardDragHost.tsx). */
export const CARD_HOST_ID = 'board-card';
export const RESIZE_HOST_ID = 'board-resize';
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

const DRAG_KINDS: ReadonlySet<unknown> = new Set(['card', 'resize', 'clipboard']);

export function isDragPayload(value: unknown): value is DragPayload {
  return typeof value === 'object' && value !== null && 'kind' in value && DRAG_KINDS.has(value.kind);
}

/**
 * The data of the board's shared draggables: pointed at the pressed card on each press, so
 * that no render is needed between the press and dnd-kit reading it.
 */
export type DragSlot = { kind: 'slot'; payload: CardDrag | ResizeDrag | null };

function isDragSlot(value: unknown): value is DragSlot {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'slot';
}

/** What a dnd-kit draggable's data carries, whether it is a board slot or a clipboard item. */
export function dragPayloadOf(data: unknown): DragPayload | null {
  if (isDragSlot(data)) return data.payload;
  return isDragPayload(data) ? data : null;
}

export function isBoardDrop(value: unknown): value is BoardDrop {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'board';
}

export function isClipboardZone(id: UniqueIdentifier | null | undefined): boolean {
  return id === CLIPBOARD_ZONE_ID;
}
