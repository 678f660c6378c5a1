/** The board's handlers after its first draw: drops, resizes, free times, the clipboard, the day's figures. */
import { dayStats } from '../domain/scheduler/day-stats';
import { validateDrop, validateResize } from '../domain/scheduler/drop-rules';
import { findFreeSlots } from '../domain/scheduler/free-slots';
import { clipboardPlacement } from '../domain/scheduler/clipboard-drop';
import { dayBounds } from '../domain/scheduler/working-hours';
import type { WorkerApi } from './api';

export const boardInteractionHandlers = {
  validateDrop,
  validateResize,
  findFreeSlots,
  clipboardPlacement,
  dayStats: ({ day, date, config }) => dayStats({ day, date, bounds: dayBounds({ config }) }),
} satisfies Partial<WorkerApi>;
