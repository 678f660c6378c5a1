/**
 * Numbers as every schema accepts them: finite, whole where they count (cents, minutes,
 * positions), within a range. JSON cannot carry NaN or Infinity; numbers that arrive as text
 * (a query string, a form field) are digits only, never "NaN", "1e309" or "0x10".
 */
import { z } from './zod';
import { Problem, refusedAs } from './problems';

/** Money in integer cents; a million dollars is far beyond any salon line or bill. */
/* @__NO_SIDE_EFFECTS__ */
export function cents(max = 100_000_000) {
  return wholeNumber(0, max);
}

/** A whole number between `min` and `max` (the range checked first: its words are the useful ones). */
/* @__NO_SIDE_EFFECTS__ */
export function wholeNumber(min: number, max: number) {
  return z.number().check(z.gte(min), z.lte(max), z.int());
}

/** A whole number written as text (a query string's page): digits only, then its range. */
/* @__NO_SIDE_EFFECTS__ */
export function wholeNumberText(min: number, max: number) {
  const digits = z.string().check(z.trim(), z.refine((s: string) => /^\d{1,9}$/.test(s), refusedAs(Problem.WHOLE_NUMBER)));
  return z.pipe(z.pipe(digits, z.transform(Number)), wholeNumber(min, max));
}

/** A number with at most `decimals` places between `min` and `max` (a tax percent: 14.975). */
/* @__NO_SIDE_EFFECTS__ */
export function decimalNumber(min: number, max: number, decimals: number) {
  const scale = 10 ** decimals;
  return z.number().check(
    z.gte(min),
    z.lte(max),
    z.refine((n: number) => Math.abs(Math.round(n * scale) - n * scale) < 1e-6, refusedAs(Problem.NUMBER_INVALID)),
  );
}
