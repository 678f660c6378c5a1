/**
 * The handlers of the board's first compute: the one call the worker answers before the first
 * screen can draw. The worker's entry carries these only; the others load on their first call
 * (exposed-handlers.ts).
 */
import { applyPendingBoardChanges } from '../domain/booking/apply';
import { dayStats } from '../domain/scheduler/day-stats';
import { toSchedulerItems } from '../domain/scheduler/items';
import { layoutDay } from '../domain/scheduler/layout';
import { dayBounds } from '../domain/scheduler/working-hours';
import type { LayoutDayInput, WorkerApi } from './api';

function layout({ day, date, config }: LayoutDayInput) {
  const bounds = dayBounds({ config });
  const items = toSchedulerItems({ day });
  return { bounds, items, events: layoutDay({ items, date, origin: bounds.start }) };
}

export const boardHandlers = {
  layoutDay: layout,
  boardScreen: ({ view, changes, pendingIds, config, today, createdTime }) => {
    const pending = new Set(pendingIds);
    const confirmed = new Set(changes.filter((c) => !pending.has(c.id)).map((c) => c.id));
    const applied = applyPendingBoardChanges({ view, pending: changes, today, createdTime, confirmed });
    const day = { bookings: applied.bookings, guests: applied.guests };
    const laid = layout({ day, date: view.date, config });
    return { ...laid, view: applied, stats: dayStats({ day, date: view.date, bounds: laid.bounds }) };
  },
} satisfies Partial<WorkerApi>;
