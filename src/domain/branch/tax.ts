/**
 * A branch's taxes (issue 13): a list, each with its kind, rate, registration number and what
 * it applies to — Ontario's one HST, Québec's GST + QST, British Columbia's GST + PST on products.
 * The form, the server and the setup all check a list with `branchTaxListSchema`.
 */

export const TaxKind = { GST: 'GST', HST: 'HST', QST: 'QST', PST: 'PST', RST: 'RST', OTHER: 'OTHER' } as const;
export type TaxKind = (typeof TaxKind)[keyof typeof TaxKind];
export const TAX_KINDS = Object.values(TaxKind);

export const TaxAppliesTo = { SERVICES: 'SERVICES', PRODUCTS: 'PRODUCTS', BOTH: 'BOTH' } as const;
export type TaxAppliesTo = (typeof TaxAppliesTo)[keyof typeof TaxAppliesTo];
export const TAX_APPLIES_TO = Object.values(TaxAppliesTo);

export type BranchTax = {
  kind: TaxKind;
  /** OTHER's name; for the others an optional label shown instead of the kind's own. */
  name: string;
  /** A percent (9.975 = 9.975 %). */
  rate: number;
  /** Printed on bills when set ("123456789 RT0001"). */
  registrationNumber: string;
  appliesTo: TaxAppliesTo;
};

/** No Canadian sales tax comes near it; a typo (130 for 13) does. */
export const TAX_RATE_MAX = 30;
export const TAX_RATE_DECIMALS = 3;
/** Federal, provincial and room for two of the salon's own. */
export const TAXES_MAX = 4;
export const TAX_TEXT_MAX = { name: 60, registrationNumber: 40 } as const;

/** The kind already used by an earlier tax of the list (OTHER may repeat), by position. */
export function duplicateKinds(taxes: readonly Pick<BranchTax, 'kind'>[]): number[] {
  const seen = new Set<TaxKind>();
  const out: number[] = [];
  for (const [i, tax] of taxes.entries()) {
    if (tax.kind !== TaxKind.OTHER && seen.has(tax.kind)) out.push(i);
    seen.add(tax.kind);
  }
  return out;
}

/** What a branch had before the list: one HST on everything. */
export function singleHst(rate: number): BranchTax[] {
  return [{ kind: TaxKind.HST, name: '', rate, registrationNumber: '', appliesTo: TaxAppliesTo.BOTH }];
}

export function taxApplies(tax: Pick<BranchTax, 'appliesTo'>, kind: 'service' | 'product'): boolean {
  if (tax.appliesTo === TaxAppliesTo.BOTH) return true;
  return tax.appliesTo === (kind === 'service' ? TaxAppliesTo.SERVICES : TaxAppliesTo.PRODUCTS);
}
