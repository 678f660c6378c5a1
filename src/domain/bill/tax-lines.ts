/**
 * A bill's tax, line by line (issue 13). What is taxable stays the spec's rule — the amount
 * after discount plus the payment fee — and is shared over the line kinds in proportion to
 * their subtotals, to the cent. The gift-card share is never taxed: selling a gift card is not
 * a taxable supply, tax is charged when the card is spent. Each tax is then its rate of the
 * shares it applies to, rounded on its own line as Canadian receipts print them.
 */
import type { BranchTax, TaxKind } from '../branch/tax';
import { taxApplies, TaxKind as Kind } from '../branch/tax';
import type { Cents } from '../money';
import { percentOf } from './percent';

export type TaxLine = {
  kind: TaxKind;
  name: string;
  rate: number;
  registrationNumber: string;
  /** What this tax was charged on. */
  base: Cents;
  amount: Cents;
};

type Kinds<T> = { service: T; giftCard: T; product: T };

/**
 * `total` shared in proportion to `weights` by largest remainder: the parts are whole cents and
 * add up to `total` exactly. With no weight at all, everything is the services' part (a fee alone).
 */
export function shareByKind(total: Cents, weights: Kinds<Cents>): Kinds<Cents> {
  const sum = weights.service + weights.giftCard + weights.product;
  if (sum === 0) return { service: total, giftCard: 0, product: 0 };
  const parts = (['service', 'giftCard', 'product'] as const).map((kind, order) => {
    const exact = (total * weights[kind]) / sum;
    return { kind, order, cents: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = total - parts.reduce((a, p) => a + p.cents, 0);
  // Ties go to the earlier kind, so the same bill always splits the same way.
  for (const part of [...parts].sort((a, b) => b.remainder - a.remainder || a.order - b.order)) {
    if (left <= 0) break;
    part.cents += 1;
    left -= 1;
  }
  const [service, giftCard, product] = parts.map((p) => p.cents);
  return { service: service ?? 0, giftCard: giftCard ?? 0, product: product ?? 0 };
}

export function taxLinesFor(taxable: Kinds<Cents>, taxes: readonly BranchTax[]): TaxLine[] {
  return taxes.map((tax) => {
    const base = (taxApplies(tax, 'service') ? taxable.service : 0) + (taxApplies(tax, 'product') ? taxable.product : 0);
    return { kind: tax.kind, name: tax.name, rate: tax.rate, registrationNumber: tax.registrationNumber, base, amount: percentOf(base, tax.rate) };
  });
}

/**
 * A bill written before tax lines (its `hst_percent` and `tax_cents`): one HST line with the
 * figures it was printed with. None when it charged no tax.
 */
export function legacyTaxLines(input: { hstPercent: number; tax: Cents; isHst: boolean; taxable: Cents }): TaxLine[] {
  if (!input.isHst) return [];
  return [{ kind: Kind.HST, name: '', rate: input.hstPercent, registrationNumber: '', base: input.taxable, amount: input.tax }];
}

/** `rate` is null when the bills added up charged this tax at different rates (a change mid-day). */
export type TaxTotal = { kind: TaxKind; name: string; rate: number | null; base: Cents; amount: Cents };

/** Tax collected per kind over bills (the reports' tax summary); OTHER taxes apart by name. Totals add up as lines do. */
export function taxTotalsByKind(bills: readonly { taxLines: readonly TaxTotal[] }[]): TaxTotal[] {
  const totals = new Map<string, TaxTotal>();
  for (const bill of bills) {
    for (const line of bill.taxLines) {
      const key = line.kind === Kind.OTHER ? `${line.kind}|${line.name}` : line.kind;
      const total = totals.get(key) ?? { kind: line.kind, name: line.name, rate: line.rate, base: 0, amount: 0 };
      if (total.rate !== line.rate) total.rate = null;
      total.base += line.base;
      total.amount += line.amount;
      totals.set(key, total);
    }
  }
  return [...totals.values()];
}
