/** Checks of the change duration and price form; the limits are the segment update's own. */
import type { Cents } from '../../../domain/money';
import { durationRefusal } from '../../../domain/scheduler/duration';

/** A segment lasts at most a day (updateSegmentArgs). */
export const MAX_DURATION_MINUTES = 24 * 60;
/** The price cap of updateSegmentArgs: far beyond any salon line, so only a typo hits it. */
export const MAX_PRICE_CENTS = 100_000_000;

export const DurationProblem = { REQUIRED: 'REQUIRED', NOT_WHOLE: 'NOT_WHOLE', TOO_SHORT: 'TOO_SHORT', TOO_LONG: 'TOO_LONG' } as const;
export type DurationProblem = (typeof DurationProblem)[keyof typeof DurationProblem];

export const PriceProblem = { REQUIRED: 'REQUIRED', TOO_LARGE: 'TOO_LARGE' } as const;
export type PriceProblem = (typeof PriceProblem)[keyof typeof PriceProblem];

/** What NumberInput hands back: a number, or a string while empty or mid-typing. */
export function parseDuration(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

/**
 * `saved`: the line's length now. A new length must last at least one slot, the scheduler's
 * rule the server applies to the same change; the length the line already has is kept as is.
 */
export function checkDuration(minutes: number | null, saved: number): DurationProblem | null {
  if (minutes === null) return DurationProblem.REQUIRED;
  if (!Number.isInteger(minutes) || minutes < 0) return DurationProblem.NOT_WHOLE;
  if (minutes > MAX_DURATION_MINUTES) return DurationProblem.TOO_LONG;
  if (minutes !== saved && durationRefusal(minutes)) return DurationProblem.TOO_SHORT;
  return null;
}

export function checkPrice(cents: Cents | null): PriceProblem | null {
  if (cents === null) return PriceProblem.REQUIRED;
  if (cents > MAX_PRICE_CENTS) return PriceProblem.TOO_LARGE;
  return null;
}
