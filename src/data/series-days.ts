/**
 * The days a recurring series would fall on, as this tablet stores them, for the check before
 * saving: each stored day with the changes still queued for it (the screen applies them, as
 * the board does, in the worker), fetched first when online. A day never stored here is left
 * out: the check says so.
 */
import type { DayConfigResult } from '../domain/api';
import type { IsoDate } from '../domain/time';
import { readBoardInputs, type BoardInputs } from './board';
import { defaultEnv, type DataEnv } from './data-env';
import { loadDay } from './day';

export type SeriesDay = { inputs: BoardInputs; config: DayConfigResult };

export async function seriesDays(input: { branchId: string; dates: readonly IsoDate[]; online: boolean }, env: DataEnv = defaultEnv): Promise<Map<IsoDate, SeriesDay>> {
  const { branchId } = input;
  // A failed fetch leaves the stored copy (or none) to be used: the check still runs.
  if (input.online) await Promise.allSettled(input.dates.map((date) => loadDay(branchId, date, env, { onScreen: false })));
  const days = new Map<IsoDate, SeriesDay>();
  for (const date of input.dates) {
    const inputs = await readBoardInputs(env.db, branchId, date);
    const config = inputs?.day.config;
    if (!inputs || !config || !inputs.day.technicians || !inputs.day.bookings || !inputs.day.guests) continue;
    days.set(date, { inputs, config });
  }
  return days;
}
