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
export const clipboardDragId = (guestId: string): string => `clipboard:${guestId}`;
export const columnDropId = (technicianId: string): string => `column:${technicianId}`;

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

export type ColumnDrop = { kind: 'column'; technicianId: string; label: string };

const DRAG_KINDS: ReadonlySet<unknown> = new Set(['card', 'resize', 'clipboard']);

export function isDragPayload(value: unknown): value is DragPayload {
  return typeof value === 'object' && value !== null && 'kind' in value && DRAG_KINDS.has(value.kind);
}

export function isColumnDrop(value: unknown): value is ColumnDrop {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'column';
}

export function isClipboardZone(id: UniqueIdentifier | null | undefined): boolean {
  return id === CLIPBOARD_ZONE_ID;
}
