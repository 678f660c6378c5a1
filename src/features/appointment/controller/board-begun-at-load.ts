/**
 * The scheduler's board, begun while the entry's other modules still evaluate (src/begin-board.ts,
 * which main.tsx imports before React, the router and Mantine): the session and day reads and
 * the worker's boot start that much earlier (about 0.2 s on a slow tablet, issue 18), and the
 * browser opens IndexedDB and loads the worker while the rest evaluates.
 */
import { getWorker } from '../../../worker/client';
import { startDayScreenEarly } from './board-head-start';

/** The addresses the router sends to the scheduler screen (its matching ignores case and a final slash). */
const SCHEDULER_ADDRESS = /^\/appointment\/?$/i;

export function isSchedulerAddress(pathname: string): boolean {
  return SCHEDULER_ADDRESS.test(pathname);
}

/** True when this page load's board was begun here; main.tsx's head start then leaves it alone. */
export function beginBoardAtLoad(location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (!isSchedulerAddress(location.pathname)) return false;
  getWorker().warm();
  startDayScreenEarly(new URLSearchParams(location.search).get('date')).catch(() => undefined);
  return true;
}
