/**
 * A package's price shared over its services' lines, so the lines add up exactly to the
 * package price and the bill needs no arithmetic of its own: each line's part is in proportion
 * to its service's own price, by largest remainder (the tip's split); free services all round
 * share it evenly.
 */
import type { Cents } from '../money';
import { splitByLargestRemainder } from '../tip';

export function sharePackagePrice(packagePrice: Cents, servicePrices: readonly Cents[]): Cents[] {
  return splitByLargestRemainder(packagePrice, servicePrices);
}
