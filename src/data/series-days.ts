/**
 * The days a recurring series would fall on, as this tablet knows them, for the check before
 * saving: each stored day with the changes still queued on top (as the board shows it),
 * fetched first when online. A day never stored here is left out: the check says so.
 */
import { applyPendingBoardChanges } from '../domain/booking/apply';
import type { OccurrenceDay } from '../domain/booking/series-check';
import { toSchedulerItems } from '../domain/scheduler/items';
import type { IsoDate } from '../domain/time';
import { readBoardInputs } from './board';
import { defaultEnv, type DataEnv } from './data-env';
import { loadDay } from './day';

export async function seriesDays(
  input: { branchId: string; dates: readonly IsoDate[]; online: boolean; today: IsoDate; createdTime: string },
  env: DataEnv = defaultEnv,
): Promise<Map<IsoDate, OccurrenceDay>> {
  const { branchId } = input;
  // A failed fetch leaves the stored copy (or none) to be used: the check still runs.
  if (input.online) await Promise.allSettled(input.dates.map((date) => loadDay(branchId, date, env, { onScreen: false })));
  const days = new Map<IsoDate, OccurrenceDay>();
  for (const date of input.dates) {
    const inputs = await readBoardInputs(env.db, branchId, date);
    const day = inputs?.day;
    if (!inputs || !day?.config || !day.technicians || !day.bookings || !day.guests) continue;
    const view = applyPendingBoardChanges({
      view: { date, bookings: day.bookings, guests: day.guests, technicians: day.technicians, clipboard: { bookings: [], guests: [] } },
      pending: inputs.changes,
      today: input.today,
      createdTime: input.createdTime,
    });
    days.set(date, {
      isHoliday: day.config.isHoliday,
      holiday: day.config.holiday,
      board: {
        date,
        config: day.config,
        technicians: view.technicians,
        segments: toSchedulerItems({ day: view }),
        settings: { multitask: day.config.MULTITASK, minuteOverlap: day.config.MINUTE_OVERLAP, readOnly: false },
      },
    });
  }
  return days;
}
