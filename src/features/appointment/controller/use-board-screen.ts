/**
 * The board of one branch day, computed in the worker from what Dexie holds: the stored day,
 * the clipboard, confirmed and pending changes. Re-computed whenever any of them changes.
 */
import { useCallback } from 'react';
import { useBoard, type BoardInputs } from '../../../data/board';
import { formatZonedDateTime } from '../../../domain/time';
import { getWorker } from '../../../worker/client';
import type { BoardScreen } from '../../../worker/api';
import type { DayConfigResult } from '../../../domain/api';
import { deskNow } from '../../../data/desk-clock';

/** The worker's board plus the day config it was computed with. */
export type DayScreen = BoardScreen & { config: DayConfigResult };

/** `undefined` while reading, `null` when the day is not stored, else the screen (config and technicians known). */
export function useBoardScreen(input: { branchId: string | null; date: string; today: string; timeZone: string }): DayScreen | null | undefined {
  const { today, timeZone } = input;
  const compute = useCallback(
    async (inputs: BoardInputs): Promise<DayScreen | null> => {
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
    },
    [today, timeZone],
  );
  return useBoard(input.branchId, input.date, compute);
}
