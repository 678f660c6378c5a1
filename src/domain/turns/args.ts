/**
 * The walk-in turn list's two changes (issue 19), each one outbox entry made at the desk:
 * a technician clocking in for the day, and a manager moving one up or down with a note.
 * The tablet makes the ids and says when it saw the change, so a change made offline keeps
 * its place in the day once synced.
 */
import { z } from '../schemas/zod';
import { MAX_HALF_TURNS, TurnDirection } from './direction';
import { calendarDate, isoInstant } from '../schemas/dates';
import { wholeNumber } from '../schemas/numbers';
import { requiredText } from '../schemas/text';

export const clockInArgs = z.object({
  id: z.uuid(),
  branchId: z.uuid(),
  technicianId: z.uuid(),
  /** The branch day of `clockedInAt`; the server checks the two agree. */
  date: calendarDate(),
  /** When the tablet saw the technician arrive: an outage may push it hours later. */
  clockedInAt: isoInstant(),
});
export type ClockInArgs = z.infer<typeof clockInArgs>;

export const turnMoveArgs = z.object({
  id: z.uuid(),
  branchId: z.uuid(),
  technicianId: z.uuid(),
  /** The branch day of `movedAt`. */
  date: calendarDate(),
  direction: z.enum([TurnDirection.UP, TurnDirection.DOWN]),
  /** Why: the action log keeps it, so a reorder is never unexplained. */
  note: requiredText(500),
  movedAt: isoInstant(),
  /**
   * The technician's turns, in half turns, when moved: the move holds until they take their
   * next walk-in (turn-order.ts), so a bonus or a penalty is spent once, not for the whole day.
   */
  halfTurnsAt: wholeNumber(0, MAX_HALF_TURNS),
});
export type TurnMoveArgs = z.infer<typeof turnMoveArgs>;
