/**
 * The recurring part of the booking form, pure: the Repeat fields as a rule, what the desk
 * chose for each occurrence (keep, take the proposal, move, skip) and the bookings to queue.
 */
import { bookingAt } from '../../domain/booking/booking-at';
import { RecurrenceEnd, recurrenceRule, type RecurrenceRule } from '../../domain/booking/recurrence';
import type { OccurrenceCheck } from '../../domain/booking/series-check';
import type { IsoDate } from '../../domain/time';
import type { NewId } from './form-model';
import type { BookingDraft } from './save-input';

export type RepeatState = { on: boolean; everyWeeks: number; end: RecurrenceEnd; count: number; until: IsoDate | null };

export const NO_REPEAT: RepeatState = { on: false, everyWeeks: 1, end: RecurrenceEnd.COUNT, count: 6, until: null };

/** The rule the fields say, or null when repeat is off or a field is out of range. */
export function ruleOf(state: RepeatState): RecurrenceRule | null {
  if (!state.on) return null;
  const end = state.end === RecurrenceEnd.COUNT ? { kind: RecurrenceEnd.COUNT, count: state.count } : { kind: RecurrenceEnd.UNTIL, until: state.until ?? '' };
  const parsed = recurrenceRule.safeParse({ everyWeeks: state.everyWeeks, end });
  return parsed.success ? parsed.data : null;
}

export const ChoiceKind = { KEEP: 'keep', PROPOSAL: 'proposal', MOVE: 'move', SKIP: 'skip' } as const;
export type ChoiceKind = (typeof ChoiceKind)[keyof typeof ChoiceKind];
export type Choice = { kind: typeof ChoiceKind.KEEP | typeof ChoiceKind.PROPOSAL | typeof ChoiceKind.SKIP } | { kind: typeof ChoiceKind.MOVE; startTime: string };

/** Where the occurrence goes after the desk's choice; null when skipped. */
export function chosenStart(check: OccurrenceCheck, choice: Choice): string | null {
  switch (choice.kind) {
    case ChoiceKind.SKIP:
      return null;
    case ChoiceKind.MOVE:
      return choice.startTime;
    case ChoiceKind.PROPOSAL:
      return check.proposal ?? check.occurrence.startTime;
    default:
      return check.occurrence.startTime;
  }
}

/**
 * One booking per occurrence kept, linked by the series id. The first keeps the form's ids;
 * the others get their own (ids are the tablet's, one booking's never another's).
 */
export function seriesBookings(input: { draft: BookingDraft; starts: readonly { index: number; startTime: string }[]; seriesId: string; newId: NewId }): BookingDraft[] {
  return input.starts.map(({ index, startTime }) => {
    const moved = { ...bookingAt(input.draft, startTime), seriesId: input.seriesId };
    if (index === 0) return moved;
    const lineIds = new Map(moved.guests.flatMap((g) => g.segments.map((s) => [s.id, input.newId()] as const)));
    return {
      ...moved,
      id: input.newId(),
      guests: moved.guests.map((g) => ({
        ...g,
        id: input.newId(),
        segments: g.segments.map((s) => ({ ...s, id: lineIds.get(s.id) ?? input.newId(), parentId: s.parentId === null ? null : (lineIds.get(s.parentId) ?? null) })),
      })),
    };
  });
}
