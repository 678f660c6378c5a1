/**
 * The sales taxes of each province and territory, as a salon there charges them (2025 rates).
 * British Columbia's PST, Manitoba's RST and Saskatchewan's PST do not apply to hair and
 * beauty services, only to the products sold: their preset says PRODUCTS.
 */
import { TaxAppliesTo, TaxKind, type BranchTax } from './tax';

export const Province = {
  AB: 'AB', BC: 'BC', MB: 'MB', NB: 'NB', NL: 'NL', NS: 'NS', NT: 'NT', NU: 'NU', ON: 'ON', PE: 'PE', QC: 'QC', SK: 'SK', YT: 'YT',
} as const;
export type Province = (typeof Province)[keyof typeof Province];
export const PROVINCES = Object.values(Province);

const tax = (kind: TaxKind, rate: number, appliesTo: TaxAppliesTo = TaxAppliesTo.BOTH): BranchTax => ({ kind, name: '', rate, registrationNumber: '', appliesTo });
const gst = tax(TaxKind.GST, 5);
const hst = (rate: number) => [tax(TaxKind.HST, rate)];

export const PROVINCE_TAXES: Readonly<Record<Province, readonly BranchTax[]>> = {
  ON: hst(13),
  NS: hst(14),
  NB: hst(15),
  NL: hst(15),
  PE: hst(15),
  QC: [gst, tax(TaxKind.QST, 9.975)],
  BC: [gst, tax(TaxKind.PST, 7, TaxAppliesTo.PRODUCTS)],
  MB: [gst, tax(TaxKind.RST, 7, TaxAppliesTo.PRODUCTS)],
  SK: [gst, tax(TaxKind.PST, 6, TaxAppliesTo.PRODUCTS)],
  AB: [gst],
  NT: [gst],
  NU: [gst],
  YT: [gst],
};

/** A fresh copy of the preset, for a form or a new branch to edit. */
export function provinceTaxes(province: Province): BranchTax[] {
  return PROVINCE_TAXES[province].map((t) => ({ ...t }));
}
