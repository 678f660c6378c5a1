/**
 * The board's one droppable, for clipboard guests (the board's own cards do not go through
 * dnd-kit: see card-press.ts): the scroller's visible box. The cell under the pointer is
 * computed from the pointer and the grid (pointer-slot.ts), so one target serves every
 * column. With one droppable per column, dnd-kit measured each of them (a rectangle and a
 * walk up its ancestors' computed styles) and re-rendered each in the frame that starts a
 * drag and in the one that shows the drop.
 *
 * It renders nothing and lives in the clipboard panel's dnd-kit context (dnd-kit re-renders
 * whatever calls useDroppable whenever its drag state changes); the board's scroller comes
 * from the board's registration.
 */
import { useEffect } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { BoardBinding } from './board-dnd-context';
import { BOARD_DROP, BOARD_DROP_ID } from './drag-data';

export function BoardDropTarget({ board }: { board: () => BoardBinding | null }) {
  const { setNodeRef } = useDroppable({ id: BOARD_DROP_ID, data: BOARD_DROP });
  // After each commit: the board registered before the panel opened, and dnd-kit reads the
  // node when a drag starts.
  useEffect(() => setNodeRef(board()?.scroller ?? null));
  return null;
}
