/**
 * The scheduler's board, begun while the entry's other modules still evaluate (src/begin-board.ts,
 * which main.tsx imports before the routes, the screens and the theme): the session and day
 * reads and the worker's boot start before those evaluate and the router is created, so the
 * board is more often computed by the shell's first render, drawn in that commit instead of a
 * second one (issue 18). Imported first of all it started earlier still, but moved Dexie to the
 * entry's start and cost 0.9 kB of gzip.
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
