/** The drop rules' view of the board: what the worker checks a gesture against. */
import type { DayConfigResult } from '../../../domain/api';
import type { BoardContext } from '../../../domain/scheduler/drop-rules';
import type { BoardScreen } from '../../../worker/api';

export function boardContext(screen: BoardScreen, config: DayConfigResult, now: Date, timeZone: string): BoardContext {
  return {
    day: { date: screen.view.date, config },
    technicians: screen.view.technicians,
    segments: screen.items,
    settings: {
      multitask: config.MULTITASK,
      // MINUTE_OVERLAP is 0 when multitasking is on (spec §9).
      minuteOverlap: config.MULTITASK ? 0 : config.MINUTE_OVERLAP,
      readOnly: false,
    },
    now,
    timeZone,
  };
}
