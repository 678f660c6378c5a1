/**
 * MoneyInput speaks integer cents to the rest of the app, while Mantine's NumberInput speaks
 * dollars (number) or, while the user is mid-typing or the field is empty, a string.
 * These pure conversions keep the rounding in one place (domain/money).
 */
import { amountToInteger, integerToAmount, type Cents } from '../domain/money';

/** What NumberInput hands back: a number, or a string for "" and partial input like "12.". */
export function inputToCents(value: number | string): Cents | null {
  if (typeof value === 'number') return Number.isFinite(value) ? amountToInteger(value) : null;
  const trimmed = value.replace(/[^0-9.-]/g, '');
  if (trimmed === '' || trimmed === '-' || trimmed === '.') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? amountToInteger(parsed) : null;
}

/** Cents → what NumberInput shows; empty string for "no amount yet". */
export function centsToInput(cents: Cents | null): number | '' {
  return cents === null ? '' : integerToAmount(cents);
}

/** What a left field shows: the amount with two decimals ("146.90"), as a numeric string NumberInput formats. */
export function twoDecimals(value: number | string): string {
  const cents = inputToCents(value);
  return cents === null ? '' : integerToAmount(cents).toFixed(2);
}
