/**
 * The page's callbacks as one stable object, read by columns and cards through context, so
 * that a parent re-render with new inline handlers does not re-render every memoised column.
 */
import { createContext, useContext } from 'react';
import type { BoardCard, BoardTarget, Point } from './board-types';

export type BoardActions = {
  openCard: (card: BoardCard) => void;
  cardMenu: (card: BoardCard, at: Point) => void;
  cellMenu: (target: BoardTarget, at: Point) => void;
  cellOpen: (target: BoardTarget) => void;
  unbreak: (breakId: string) => void;
  /** A long press turned into a menu: the drag it started must not drop. */
  cancelDrag: () => void;
};

export const BoardActionsContext = createContext<BoardActions | null>(null);

export function useBoardActions(): BoardActions {
  const actions = useContext(BoardActionsContext);
  if (!actions) throw new Error('Board parts render inside <SchedulerBoard>.');
  return actions;
}
