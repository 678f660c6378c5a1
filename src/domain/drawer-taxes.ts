/**
 * The drawer's tax summary (issue 13): the tax the day's paid bills collected, per tax, over
 * every checkout method — a bill paid partly by card and partly in cash cannot have its tax
 * split by method honestly, so the summary is the whole day's whatever the method filter.
 * The server's totals are for the bills it had when asked; the tablet adds the bills it now
 * counts that the server had not, and takes off the ones it counted that no longer count
 * (cancelled here since), each from the tablet's own copy of the bill.
 */
import { taxTotalsByKind, type TaxLine, type TaxTotal } from './bill/tax-lines';

export type ServerTaxes = { taxes: readonly TaxTotal[]; billIds: readonly string[] };

export function drawerTaxes(input: {
  server: ServerTaxes;
  /** The bills the drawer now counts for the day (every method). */
  countedBillIds: ReadonlySet<string>;
  /** The tablet's copy of bills' tax lines; a bill it has no copy of cannot be adjusted. */
  billTaxLines: Readonly<Record<string, readonly TaxLine[]>>;
}): TaxTotal[] {
  const { server, countedBillIds, billTaxLines } = input;
  const taxed = new Set(server.billIds);
  const added = [...countedBillIds].filter((id) => !taxed.has(id)).map((id) => ({ taxLines: billTaxLines[id] ?? [] }));
  const removed = [...taxed]
    .filter((id) => !countedBillIds.has(id))
    .map((id) => ({ taxLines: (billTaxLines[id] ?? []).map((l) => ({ ...l, base: -l.base, amount: -l.amount })) }));
  return taxTotalsByKind([{ taxLines: server.taxes }, ...added, ...removed]).filter((t) => t.amount !== 0 || t.base !== 0);
}
