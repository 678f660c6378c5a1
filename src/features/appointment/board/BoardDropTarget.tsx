/**
 * The board's one droppable, for clipboard guests (the board's own cards do not go through
 * dnd-kit: see card-press.ts): the scroller's visible box. The cell under the pointer is
 * computed from the pointer and the grid (pointer-slot.ts), so one target serves every
 * column. With one droppable per column, dnd-kit measured each of them (a rectangle and a
 * walk up its ancestors' computed styles) and re-rendered each in the frame that starts a
 * drag and in the one that shows the drop.
 *
 * It renders nothing and lives apart from the board: dnd-kit re-renders whatever calls
 * useDroppable whenever its drag state changes.
 */
import { useEffect, type RefObject } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { BOARD_DROP, BOARD_DROP_ID } from './drag-data';

export function BoardDropTarget({ scroller }: { scroller: RefObject<HTMLElement | null> }) {
  const { setNodeRef } = useDroppable({ id: BOARD_DROP_ID, data: BOARD_DROP });
  // After the commit that attached the scroller; dnd-kit reads the node when a drag starts.
  useEffect(() => setNodeRef(scroller.current));
  return null;
}
