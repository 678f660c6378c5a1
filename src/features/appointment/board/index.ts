/** The scheduler board's public surface for the appointment page. */
export { SchedulerBoard, DEFAULT_BOARD_HEIGHT, INITIAL_SCROLL_DELAY_MS } from './SchedulerBoard';
export { BoardDndProvider } from './BoardDndProvider';
export { useClipboardDraggable, useClipboardDropZone, type ClipboardDraggableOptions } from './clipboard-dnd';
export { SLOT_HEIGHT, COLUMN_WIDTH } from './board-geometry';
export type { BoardCard, BoardTarget, Point, SchedulerBoardProps } from './board-types';
