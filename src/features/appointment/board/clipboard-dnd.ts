/**
 * Hooks for the clipboard side panel, which lives outside the board but inside the same
 * <BoardDndProvider>: its guests can be dragged onto the board (inside the panel's
 * <ClipboardDndContext>), and the panel takes cards.
 */
import type { CSSProperties } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { SLOT_MINUTES } from '../../../domain/scheduler/working-hours';
import { useBoardDnd } from './board-dnd-context';
import { clipboardDragId, type ClipboardDrag } from './drag-data';
import { useClipboardOver } from './drag-preview-store';
import { DRAG_NODE_PROPS } from './pointer-tracking';

const DRAGGABLE_STYLE: CSSProperties = { touchAction: 'none' };

export type ClipboardDraggableOptions = {
  /** Shown in the drag preview and announced to screen readers (the guest or customer name). */
  label?: string;
  /** The guest's total service minutes: the length of the drop highlight. */
  minutes?: number;
  disabled?: boolean;
};

/**
 * Spread `attributes` and `listeners` on the item and give it `setNodeRef`; `style` keeps a
 * finger on a draggable item from scrolling the panel (the drag starts after 180 ms).
 */
export function useClipboardDraggable(guestId: string, options: ClipboardDraggableOptions = {}) {
  const { label = '', minutes = SLOT_MINUTES, disabled = false } = options;
  const data: ClipboardDrag = { kind: 'clipboard', guestId, label, minutes };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: clipboardDragId(guestId),
    data,
    disabled,
  });
  return {
    setNodeRef,
    setActivatorNodeRef,
    listeners,
    attributes: { ...attributes, ...DRAG_NODE_PROPS },
    isDragging,
    style: disabled ? undefined : DRAGGABLE_STYLE,
  };
}

/**
 * Give the panel `setNodeRef`; `isOver` is true while a board card hovers it. Only board cards
 * are dropped there, and they are not dnd-kit's: the board's drag finds the panel by its box
 * (card-press.ts). Only `isOver` is read, so the panel does not render again at each drag start.
 */
export function useClipboardDropZone() {
  const { store, setClipboardZone } = useBoardDnd();
  const isOver = useClipboardOver(store);
  return { setNodeRef: setClipboardZone, isOver };
}
