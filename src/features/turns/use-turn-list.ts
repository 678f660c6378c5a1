/**
 * Today's walk-in turn list as this tablet holds it (the synced records plus its pending
 * changes), or null when the branch does not keep one or another day is shown. One answer
 * for the strip above the board and the clipboard's walk-in suggestions.
 */
import { useMemo } from 'react';
import type { DayConfigResult } from '../../domain/api';
import type { BoardView } from '../../domain/booking/apply';
import { NO_TURNS, turnOrder, type TurnRow } from '../../domain/turns/turn-order';

export function useTurnList(input: { view: BoardView | null; config: DayConfigResult | null; today: string; timeZone: string }): TurnRow[] | null {
  const { view, config, today, timeZone } = input;
  return useMemo(() => {
    if (!view || !config?.WALK_IN_TURNS || view.date !== today) return null;
    return turnOrder({ date: view.date, turns: view.turns ?? NO_TURNS, bookings: view.bookings, guests: view.guests, fullTurnPrice: config.FULL_TURN_PRICE, timeZone });
  }, [view, config, today, timeZone]);
}
