/**
 * The board of one branch day, computed in the worker from what Dexie holds: the stored day,
 * the clipboard, confirmed and pending changes. Re-computed whenever any of them changes.
 * The first one may already be under way (`board-head-start.ts`): it is taken over.
 */
import { useMemo } from 'react';
import { useBoard } from '../../../data/board';
import { computeDayScreen, type DayScreen } from './day-screen';
import { dayScreenHeadStart, type DayScreenKey } from './board-head-start';

/** `undefined` while reading, `null` when the day is not stored, else the screen (config and technicians known). */
export function useBoardScreen(input: Omit<DayScreenKey, 'branchId'> & { branchId: string | null }): DayScreen | null | undefined {
  const { branchId, date, today, timeZone } = input;
  const compute = useMemo(() => computeDayScreen(today, timeZone), [today, timeZone]);
  const headStart = branchId ? dayScreenHeadStart({ branchId, date, today, timeZone }) : null;
  return useBoard(branchId, date, compute, headStart);
}
