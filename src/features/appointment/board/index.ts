/**
 * The scheduler board's public surface for the appointment page. The clipboard panel's drag
 * (ClipboardDndContext.tsx, clipboard-dnd.ts) is imported from its files by the panel's lazy
 * chunk: re-exported here, it and dnd-kit would load with the board.
 */
export { SchedulerBoard, DEFAULT_BOARD_HEIGHT, INITIAL_SCROLL_DELAY_MS } from './SchedulerBoard';
export { BoardDndProvider } from './BoardDndProvider';
export { SLOT_HEIGHT, COLUMN_WIDTH } from './board-geometry';
export type { BoardCard, BoardTarget, Point, SchedulerBoardProps } from './board-types';
