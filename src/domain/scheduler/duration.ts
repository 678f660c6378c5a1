/**
 * How short an appointment line may be made: one 15-minute slot (spec part 1 §9 "Slots 15
 * minutes"). A resize on the board, the change duration and price form and the server's
 * segment update all ask this one rule.
 */
import { refuse, SchedulerCode, type Refusal } from './codes';
import { SLOT_MINUTES } from './working-hours';

export const MIN_APPOINTMENT_MINUTES = SLOT_MINUTES;

/** A new length for a line; the length it already has is never refused here. */
export function durationRefusal(minutes: number): Refusal | null {
  return minutes < MIN_APPOINTMENT_MINUTES ? refuse(SchedulerCode.DURATION_TOO_SHORT) : null;
}
