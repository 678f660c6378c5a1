/**
 * How a tax is named on screen and on paper, in the reader's language: GST/HST/QST/PST/RST in
 * English, TPS/TVH/TVQ/TVP/TVD in French, the acronyms in Vietnamese (as salons in Canada print
 * them). A tax's own name (a label the branch gave it, or an OTHER tax's) wins.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { TaxAppliesTo, TaxKind, type BranchTax } from '../../domain/branch/tax';
import type { TaxLine } from '../../domain/bill/tax-lines';
import type { Cents } from '../../domain/money';

const SHORT: Record<TaxKind, MessageDescriptor> = {
  GST: msg({ message: 'GST', context: 'tax' }),
  HST: msg({ message: 'HST', context: 'tax' }),
  QST: msg({ message: 'QST', context: 'tax' }),
  PST: msg({ message: 'PST', context: 'tax' }),
  RST: msg({ message: 'RST', context: 'tax' }),
  OTHER: msg({ message: 'Tax', context: 'tax' }),
};

/** The kind select's options: the acronym and what it stands for. */
const LONG: Record<TaxKind, MessageDescriptor> = {
  GST: msg`GST – Goods and Services Tax (federal)`,
  HST: msg`HST – Harmonized Sales Tax`,
  QST: msg`QST – Québec Sales Tax`,
  PST: msg`PST – Provincial Sales Tax`,
  RST: msg`RST – Retail Sales Tax (Manitoba)`,
  OTHER: msg`Other tax`,
};

const APPLIES_TO: Record<TaxAppliesTo, MessageDescriptor> = {
  SERVICES: msg`Services`,
  PRODUCTS: msg`Products`,
  BOTH: msg`Services and products`,
};

export function taxName(i18n: I18n, tax: Pick<BranchTax, 'kind' | 'name'>): string {
  return tax.name.trim() || i18n._(SHORT[tax.kind]);
}

/** "TPS (5 %)"; the name alone when the rate is not one (a day whose rate changed). */
export function taxLabel(i18n: I18n, tax: Pick<BranchTax, 'kind' | 'name'> & { rate: number | null }): string {
  const name = taxName(i18n, tax);
  if (tax.rate === null) return name;
  const rate = i18n.number(tax.rate, { maximumFractionDigits: 3 });
  return i18n._(msg`${name} (${rate}%)`);
}

export function taxKindOptions(i18n: I18n): { value: TaxKind; label: string }[] {
  return Object.values(TaxKind).map((kind) => ({ value: kind, label: i18n._(LONG[kind]) }));
}

export function taxAppliesToOptions(i18n: I18n): { value: TaxAppliesTo; label: string }[] {
  return Object.values(TaxAppliesTo).map((value) => ({ value, label: i18n._(APPLIES_TO[value]) }));
}

export type TaxRow = { key: string; label: string; amount: Cents };

/**
 * The bill's tax rows: one per tax ("TPS (5 %)"), or "Tax (exempt)" once when none was charged,
 * and the registration numbers to print under them ("TPS no. 123456789 RT0001").
 */
export function useTaxRows(taxLines: readonly TaxLine[], isHst: boolean): { rows: TaxRow[]; registrations: string[] } {
  const { i18n } = useLingui();
  if (!isHst) return { rows: [{ key: 'exempt', label: i18n._(msg`Tax (exempt)`), amount: 0 }], registrations: [] };
  const rows = taxLines.map((line, i) => ({ key: `${line.kind}:${i}`, label: taxLabel(i18n, line), amount: line.amount }));
  const registrations = taxLines
    .filter((line) => line.registrationNumber.trim() !== '')
    .map((line) => {
      const name = taxName(i18n, line);
      const number = line.registrationNumber;
      return i18n._(msg`${name} no. ${number}`);
    });
  return { rows, registrations };
}
