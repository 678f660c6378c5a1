/**
 * The worker's typed handler map: one entry per call the UI can make off the main thread.
 * The UI imports this file with `import type` only, so no domain code is bundled twice;
 * `handlers.ts` implements it with `satisfies WorkerApi`, and `client.ts` derives the
 * promise-returning client type from it.
 *
 * Every argument and answer is plain data (structured-clone safe): Dates, arrays, records.
 */
import type { BillInput, BillResult } from '../domain/bill/calculate-bill';
import type { ActionTimeResult } from '../domain/bill/action-time';
import type { billInputFor } from '../domain/bill/bill-rules';
import type { applyPendingPosActions } from '../domain/pos';
import type { DayBookingsResult, DayConfigResult } from '../domain/api';
import type { DayStats } from '../domain/scheduler/day-stats';
import type { BoardMutation, BoardView } from '../domain/booking/apply';
import type { BoardContext, DropResult, DropTarget, ResizeResult } from '../domain/scheduler/drop-rules';
import type { FreeSlot, findFreeSlots } from '../domain/scheduler/free-slots';
import type { clipboardPlacement } from '../domain/scheduler/clipboard-drop';
import type { SchedulerItem } from '../domain/scheduler/items';
import type { LaidOutEvent } from '../domain/scheduler/layout';
import type { DayBounds } from '../domain/scheduler/working-hours';
import type { TipRowInput, TipSplit } from '../domain/tip';

export type DayHoursInput = Pick<DayConfigResult, 'startTime' | 'endTime' | 'workingOverTime'>;

export type LayoutDayInput = { day: DayBookingsResult; date: string; config: DayHoursInput };

export type LayoutDayResult = {
  bounds: DayBounds;
  /** The flat items the board draws and the drop rules read, in start order. */
  items: SchedulerItem[];
  /** Card positions per technician id; `top` is minutes from `bounds.start`. */
  events: Record<string, LaidOutEvent[]>;
};

export type DayStatsInput = LayoutDayInput;

export type BoardScreenInput = {
  view: Omit<BoardView, 'pendingIds'>;
  changes: BoardMutation[];
  pendingIds: string[];
  config: DayHoursInput;
  today: string;
  createdTime: string;
};

/** Everything the scheduler draws, computed off the main thread in one call. */
export type BoardScreen = LayoutDayResult & { view: BoardView; stats: DayStats };

export type WorkerApi = {
  layoutDay: (input: LayoutDayInput) => LayoutDayResult;
  boardScreen: (input: BoardScreenInput) => BoardScreen;
  validateDrop: (input: BoardContext & { item: SchedulerItem; target: DropTarget }) => DropResult;
  validateResize: (input: BoardContext & { item: SchedulerItem; endTime: string }) => ResizeResult;
  findFreeSlots: (input: Parameters<typeof findFreeSlots>[0]) => FreeSlot[];
  clipboardPlacement: (input: Parameters<typeof clipboardPlacement>[0]) => ReturnType<typeof clipboardPlacement>;
  dayStats: (input: DayStatsInput) => DayStats;
  calculateBill: (input: BillInput) => BillResult;
  /** The payment form's figures from what the cashier chose: the rules the server re-checks with. */
  computeBill: (input: Parameters<typeof billInputFor>[0]) => BillResult;
  validateActionTime: (input: { actionTime: string; now: Date; timeZone: string }) => ActionTimeResult;
  splitTip: (input: { total: number; rows: readonly TipRowInput[] }) => TipSplit;
  applyPendingPosActions: (input: Parameters<typeof applyPendingPosActions>[0]) => ReturnType<typeof applyPendingPosActions>;
};

export type WorkerMethod = keyof WorkerApi;
