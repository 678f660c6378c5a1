/**
 * The money flows report (issue 16, report 3): per checkout method, the money that came in and
 * went out, per branch day or over the whole range, counted as the drawer counts it.
 *
 *   payments       the payments of the bills paid that day less the change given back (the
 *                  change comes off the cash line, the default method's, as in the drawer);
 *                  bills cancelled since count here and again under cancellations
 *   pay-ins        cash put in the drawer
 *   tips           tips the customers paid with the method (a cancelled bill's tip was taken off)
 *   pay-outs       cash taken out of the drawer
 *   cancellations  what the bills paid that day and cancelled since took, given back
 *   net            payments + pay-ins + tips − pay-outs − cancellations: for one day and one
 *                  method, the drawer's remaining balance for that method
 *
 * A bill's money counts on the day it was paid in its branch's time zone, its cancellation too,
 * so that a day read again later still balances against the drawer of that day.
 */
import type { Cents } from '../money';
import { ColumnKind } from './report-table';
import { sumFigures } from './figures';

export type MoneyFlowFigures = {
  payments: Cents;
  payIns: Cents;
  tips: Cents;
  payOuts: Cents;
  cancellations: Cents;
  net: Cents;
};

export type MoneyFlowRow = MoneyFlowFigures & {
  /** The branch's day, "YYYY-MM-DD"; empty on a row of the whole range. */
  date: string;
  branch: string;
  checkoutMethodId: string;
  checkoutMethod: string;
};

export type MoneyFlowTotals = MoneyFlowFigures & {
  /** Each checkout method over the whole range and every branch asked for. */
  methods: MoneyFlowRow[];
};

export const EMPTY_MONEY_FLOW: MoneyFlowFigures = { payments: 0, payIns: 0, tips: 0, payOuts: 0, cancellations: 0, net: 0 };

/** What stays in the drawer of what the day moved. */
export const netFlow = (f: Omit<MoneyFlowFigures, 'net'>): Cents => f.payments + f.payIns + f.tips - f.payOuts - f.cancellations;

export const sumMoneyFlows = (rows: readonly MoneyFlowFigures[]): MoneyFlowFigures => sumFigures(rows, EMPTY_MONEY_FLOW);

/** The totals, each method's over the range in the order methods first appear in `rows`. */
export function moneyFlowTotals(rows: readonly MoneyFlowRow[]): MoneyFlowTotals {
  const byMethod = new Map<string, MoneyFlowRow[]>();
  for (const r of rows) byMethod.set(r.checkoutMethodId, [...(byMethod.get(r.checkoutMethodId) ?? []), r]);
  const methods = [...byMethod.entries()].flatMap(([checkoutMethodId, mine]) => {
    const first = mine[0];
    return first ? [{ date: '', branch: '', checkoutMethodId, checkoutMethod: first.checkoutMethod, ...sumMoneyFlows(mine) }] : [];
  });
  return { ...sumMoneyFlows(rows), methods };
}

/** The kind of each column, in the order the screen and the CSV show them (titles are the UI's). */
export const MONEY_FLOW_COLUMNS = [
  { key: 'date', kind: ColumnKind.DATE },
  { key: 'branch', kind: ColumnKind.TEXT },
  { key: 'checkoutMethod', kind: ColumnKind.TEXT },
  { key: 'payments', kind: ColumnKind.MONEY },
  { key: 'payIns', kind: ColumnKind.MONEY },
  { key: 'tips', kind: ColumnKind.MONEY },
  { key: 'payOuts', kind: ColumnKind.MONEY },
  { key: 'cancellations', kind: ColumnKind.MONEY },
  { key: 'net', kind: ColumnKind.MONEY },
] as const satisfies readonly { key: keyof MoneyFlowRow; kind: ColumnKind }[];
