/** One day's scheduler screen as the worker computes it from the board's inputs. */
import type { ComputeBoard } from '../../../data/board';
import { formatZonedDateTime } from '../../../domain/time';
import { getWorker } from '../../../worker/client';
import type { BoardScreen } from '../../../worker/api';
import type { DayConfigResult } from '../../../domain/api';
import { deskNow } from '../../../data/desk-clock';

/** The worker's board plus the day config it was computed with. */
export type DayScreen = BoardScreen & { config: DayConfigResult };

/** How a day's screen is computed from its inputs, for the branch's today and time zone. */
export function computeDayScreen(today: string, timeZone: string): ComputeBoard<DayScreen | null> {
  return async (inputs) => {
    const { day, clipboard } = inputs;
    const config = day.config;
    if (!config || !day.technicians) return null;
    const screen = await getWorker().boardScreen({
      view: {
        date: day.date,
        bookings: day.bookings ?? [],
        guests: day.guests ?? [],
        technicians: day.technicians,
        clipboard: { bookings: clipboard?.bookings ?? [], guests: clipboard?.guests ?? [] },
        turns: day.turns ?? undefined,
      },
      changes: inputs.changes,
      pendingIds: inputs.pendingIds,
      config,
      today,
      createdTime: formatZonedDateTime(deskNow(), timeZone),
    });
    return { ...screen, config };
  };
}
