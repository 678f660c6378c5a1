/**
 * The only place a bill figure is rounded: a percent of a whole number of cents, rounded
 * half away from zero to the cent. `toPrecision(12)` drops binary noise first, so
 * 13% of 5 cents (0.65) and 14.975% of 2000 cents (299.5) round as a cashier expects.
 */
import type { Cents } from '../money';

export function percentOf(cents: Cents, percent: number): Cents {
  const rounded = Math.round(Number(((Math.abs(cents) * Math.abs(percent)) / 100).toPrecision(12)));
  // Never -0: figures are compared and shown, and -0 prints as "-$0.00" in some formatters.
  if (rounded === 0) return 0;
  return cents < 0 !== percent < 0 ? -rounded : rounded;
}
