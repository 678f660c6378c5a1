/** Money is integer cents everywhere; these are the only conversions. */

export type Cents = number;

/**
 * 12.345 → 1235: rounds half away from zero to the cent. The detour through 12 significant
 * digits drops binary noise, so 1.005 (stored as 1.00499…) still rounds up as a cashier expects.
 */
export function amountToInteger(amount: number): Cents {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(12)));
  return amount < 0 ? -cents : cents;
}

export function integerToAmount(cents: Cents): number {
  return cents / 100;
}

/** "$1,234.50": CAD with the branch money symbol and 2 decimals. */
export function formatMoney(cents: Cents, symbol = '$'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = (abs % 100).toString().padStart(2, '0');
  return `${sign}${symbol}${whole}.${frac}`;
}
