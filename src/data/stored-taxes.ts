/**
 * Copies this tablet stored before a branch's taxes were a list (issue 13) hold `hstPercent`
 * instead: read them as their one HST line rather than failing. The server sends the new shape,
 * so each copy is replaced at its next fetch.
 */
import { singleHst } from '../domain/branch/tax';
import { legacyTaxLines } from '../domain/bill/tax-lines';
import type { BillDetail, PaymentOptions } from '../domain/bill/types';

function storedHst(stored: object): number {
  return 'hstPercent' in stored && typeof stored.hstPercent === 'number' ? stored.hstPercent : 0;
}

export function withStoredTaxes<T extends PaymentOptions>(stored: T): T {
  const taxes: unknown = stored.taxes;
  return Array.isArray(taxes) ? stored : { ...stored, taxes: singleHst(storedHst(stored)) };
}

export function withStoredTaxLines<T extends BillDetail>(bill: T): T {
  const lines: unknown = bill.taxLines;
  if (Array.isArray(lines)) return bill;
  const { figures } = bill;
  return { ...bill, taxLines: legacyTaxLines({ hstPercent: storedHst(bill), tax: figures.tax, isHst: bill.isHst, taxable: figures.total - figures.tax }) };
}
