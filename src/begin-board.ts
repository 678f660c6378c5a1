/**
 * Imported by main.tsx before the app's other modules: evaluating this module begins the
 * scheduler's board, so its reads and the worker's boot overlap the evaluation of the rest.
 */
import { beginBoardAtLoad } from './features/appointment/controller/board-begun-at-load';

export const boardBegunAtLoad = beginBoardAtLoad(window.location);
