/**
 * What the drag-and-drop provider shares with the board and the clipboard panel. The board
 * registers itself (its handlers and how to find the cell under a pointer) instead of the
 * page passing the handlers twice, so the provider can wrap both the board and the panel.
 */
import { createContext, useContext } from 'react';
import type { DayBounds } from '../../../domain/scheduler/working-hours';
import type { Point, SchedulerBoardProps } from './board-types';
import type { DragStore } from './drag-preview-store';
import type { DragSpeaker } from './drag-speech';

export type CellUnderPointer = { technicianId: string; minute: number };

export type BoardBinding = Pick<SchedulerBoardProps, 'onMove' | 'onResize' | 'onDropFromClipboard' | 'onMoveToClipboard'> & {
  date: string;
  bounds: DayBounds;
  /**
   * The column and slot start under `pointer` (client coordinates), for an item of
   * `minutes` grabbed `grabOffsetY` px below its top; null off the grid.
   */
  cellAt: (pointer: Point, grabOffsetY: number, minutes: number) => CellUnderPointer | null;
  /** A technician's column name, as screen readers hear where a drag is. */
  columnLabel: (technicianId: string) => string | null;
  /** The board's scrolling box: a card held near its edges scrolls it. */
  scroller: HTMLElement | null;
};

export type BoardDnd = {
  store: DragStore;
  /** The board hands over a getter of its latest binding; the returned function unregisters. */
  registerBoard: (binding: () => BoardBinding) => () => void;
  /** The board's latest binding, or null while no board is registered. */
  board: () => BoardBinding | null;
  /** The board's live region, which a clipboard guest's drag also speaks through. */
  speaker: DragSpeaker;
  /** How to drag, as screen readers hear it on a draggable. */
  instructions: string;
  /** Ends the drag in progress without a drop: a long press that became a menu. */
  cancelDrag: () => void;
  /** The clipboard panel's element, where a board card may be dropped (null when it closes). */
  setClipboardZone: (element: HTMLElement | null) => void;
};

export const BoardDndContext = createContext<BoardDnd | null>(null);

export function useOptionalBoardDnd(): BoardDnd | null {
  return useContext(BoardDndContext);
}

export function useBoardDnd(): BoardDnd {
  const dnd = useContext(BoardDndContext);
  if (!dnd) throw new Error('Render this inside <BoardDndProvider>.');
  return dnd;
}
