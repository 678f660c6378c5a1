/**
 * The booking form's day (see form-day.ts): the board's when the form shows the board's
 * date, else that date's stored copy, asked again from the server whenever online.
 */
import { useEffect, useState } from 'react';
import { loadDay } from '../../data/day';
import { useDaySnapshot } from '../../data/hooks';
import type { DayHours } from '../../domain/scheduler/working-hours';
import type { IsoDate } from '../../domain/time';
import { formDayOf, type BoardDay, type FormDay } from './form-day';

export function useFormDay(input: { branchId: string; date: IsoDate; online: boolean; board: BoardDay | null; fallbackHours: DayHours }): FormDay {
  const { branchId, date, online, board } = input;
  const isBoardDay = board !== null && board.date === date;
  const snapshot = useDaySnapshot(isBoardDay ? null : branchId, date);
  const key = `${branchId}:${date}`;
  // The dates a fetch has finished for (answered or failed): the rest are loading while online.
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (isBoardDay || !online) return undefined;
    let live = true;
    const done = () => {
      if (live) setSettled((s) => new Set(s).add(key));
    };
    // Only looked at on the side: the sync pull keeps refreshing the board's own day.
    loadDay(branchId, date, undefined, { onScreen: false }).then(done, done);
    return () => {
      live = false;
    };
  }, [branchId, date, key, online, isBoardDay]);

  return formDayOf({
    date,
    board,
    stored: isBoardDay ? null : snapshot === undefined ? undefined : snapshot && { config: snapshot.config, technicians: snapshot.technicians, fetchedAt: snapshot.fetchedAt },
    loading: online && !isBoardDay && !settled.has(key),
    fallbackHours: input.fallbackHours,
  });
}
