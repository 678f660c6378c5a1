/**
 * The worker's handlers: thin compositions of src/domain, nothing else. Kept apart from
 * `frontdesk.worker.ts` so tests call them directly in Node without a real Worker.
 */
import { calculateBill } from '../domain/bill/calculate-bill';
import { validateActionTime } from '../domain/bill/action-time';
import { billInputFor } from '../domain/bill/bill-rules';
import { applyPendingPosActions } from '../domain/pos';
import { dayStats } from '../domain/scheduler/day-stats';
import { validateDrop, validateResize } from '../domain/scheduler/drop-rules';
import { findFreeSlots } from '../domain/scheduler/free-slots';
import { clipboardPlacement } from '../domain/scheduler/clipboard-drop';
import { toSchedulerItems } from '../domain/scheduler/items';
import { layoutDay } from '../domain/scheduler/layout';
import { dayBounds } from '../domain/scheduler/working-hours';
import { splitTip } from '../domain/tip';
import type { LayoutDayInput, WorkerApi } from './api';
import { applyPendingBoardChanges } from '../domain/booking/apply';

function layout({ day, date, config }: LayoutDayInput) {
  const bounds = dayBounds({ config });
  const items = toSchedulerItems({ day });
  return { bounds, items, events: layoutDay({ items, date, origin: bounds.start }) };
}

export const handlers = {
  layoutDay: layout,
  boardScreen: ({ view, changes, pendingIds, config, today, createdTime }) => {
    const pending = new Set(pendingIds);
    const confirmed = new Set(changes.filter((c) => !pending.has(c.id)).map((c) => c.id));
    const applied = applyPendingBoardChanges({ view, pending: changes, today, createdTime, confirmed });
    const day = { bookings: applied.bookings, guests: applied.guests };
    const laid = layout({ day, date: view.date, config });
    return { ...laid, view: applied, stats: dayStats({ day, date: view.date, bounds: laid.bounds }) };
  },
  validateDrop,
  validateResize,
  findFreeSlots,
  clipboardPlacement,
  dayStats: ({ day, date, config }) => dayStats({ day, date, bounds: dayBounds({ config }) }),
  calculateBill,
  computeBill: (input) => calculateBill(billInputFor(input)),
  validateActionTime,
  splitTip,
  applyPendingPosActions,
} satisfies WorkerApi;
