/**
 * The daily transaction report (issue 16, report 2): one day's money records, as the drawer of
 * the appointment screen shows them (`POST /api/report/transaction-by-date`), for a branch or all
 * of them, oldest first.
 *
 *   payment     a bill paid that day, one line per checkout method it was paid with; the change
 *               given back sits on the cash line (the default method's), as the drawer puts it
 *   cancelled   a bill paid that day and cancelled since: listed with the money it took and gave
 *               back, counted nowhere else (the drawer no longer shows it)
 *   pay-in, pay-out, tip
 *               the day's pos actions; a tip of a cancelled bill was taken off with it
 *
 *   received    what came in: payments, pay-ins and tips
 *   back        what went out: change given, pay-outs and tip payouts
 *   balance     received − back, the drawer's "remaining balance", per checkout method and in total
 *   tax         the day's paid bills' tax per tax, over every method whatever the method filter
 *               (a bill paid partly by card cannot have its tax split by method)
 */
import type { Cents } from '../money';
import type { TaxTotal } from '../bill/tax-lines';
import { isMoneyOut, PosActionType, sortTransactions, transactionOverview, type TransactionOverview, type TransactionRow } from '../pos';
import { ColumnKind } from './report-table';

export const DailyEntryKind = {
  PAYMENT: 'PAYMENT',
  CANCELLED: 'CANCELLED',
  IN: PosActionType.IN,
  OUT: PosActionType.OUT,
  TIP: PosActionType.TIP,
  TIP_PAYOUT: PosActionType.TIP_PAYOUT,
} as const;
export type DailyEntryKind = (typeof DailyEntryKind)[keyof typeof DailyEntryKind];

export type DailyTransactionRow = {
  id: string;
  /** "YYYY-MM-DD HH:mm" in the branch's time zone. */
  time: string;
  branch: string;
  code: string;
  kind: DailyEntryKind;
  customer: string;
  checkoutMethod: string;
  received: Cents;
  back: Cents;
  /** A cancelled bill's payments less its change: money given back, outside the balance. */
  cancelled: Cents;
  note: string;
};

export type MethodSubtotal = TransactionOverview & { checkoutMethodId: string | null; checkoutMethod: string; entries: number; cancelled: Cents };

export type DailyTransactionTotals = {
  entries: number;
  received: Cents;
  back: Cents;
  balance: Cents;
  cancelled: Cents;
  /** Per checkout method, in the order of their first record of the day. */
  methods: MethodSubtotal[];
  taxes: TaxTotal[];
};

/** A drawer line with what the drawer does not say: its branch and its bill's customer. */
export type LabelledRow = { row: TransactionRow; branch: string; customer: string | null };

const kindOf = (row: TransactionRow, cancelled: boolean): DailyEntryKind => (cancelled ? DailyEntryKind.CANCELLED : row.type === 'PAYMENT' ? DailyEntryKind.PAYMENT : row.type);

/**
 * The report from the drawer's own lines: `counted` are the lines the drawer shows for the day,
 * `cancelled` those of the day's bills cancelled since. Totals are the drawer's overview.
 */
export function dailyTransactionReport(input: { counted: readonly LabelledRow[]; cancelled: readonly LabelledRow[]; taxes: TaxTotal[] }): {
  rows: DailyTransactionRow[];
  totals: DailyTransactionTotals;
} {
  const labels = new Map<string, { entry: LabelledRow; cancelled: boolean }>();
  for (const entry of input.counted) labels.set(entry.row.id, { entry, cancelled: false });
  for (const entry of input.cancelled) labels.set(entry.row.id, { entry, cancelled: true });
  // The drawer lists newest first; a day read on paper goes from the morning on. The sort is
  // stable: reversed before and after, a bill's lines keep their checkout-method order.
  const ordered = sortTransactions([...input.counted, ...input.cancelled].map((e) => e.row).reverse()).reverse();
  const rows = ordered.flatMap((row): DailyTransactionRow[] => {
    const label = labels.get(row.id);
    if (!label) return [];
    const { entry, cancelled } = label;
    return [
      {
        id: row.id,
        time: row.actionTime,
        branch: entry.branch,
        code: row.code,
        kind: kindOf(row, cancelled),
        customer: entry.customer ?? '',
        checkoutMethod: row.checkoutMethodName ?? '',
        received: cancelled || isMoneyOut(row.type) ? 0 : row.value,
        back: cancelled ? 0 : isMoneyOut(row.type) ? row.value : row.changeBack,
        cancelled: cancelled ? row.value - row.changeBack : 0,
        note: row.note,
      },
    ];
  });
  const methods = new Map<string | null, { name: string; counted: TransactionRow[]; cancelled: Cents; entries: number }>();
  for (const row of ordered) {
    const label = labels.get(row.id);
    const method = methods.get(row.checkoutMethodId) ?? { name: row.checkoutMethodName ?? '', counted: [], cancelled: 0, entries: 0 };
    method.entries += 1;
    if (label?.cancelled) method.cancelled += row.value - row.changeBack;
    else method.counted.push(row);
    methods.set(row.checkoutMethodId, method);
  }
  const overview = transactionOverview(input.counted.map((e) => e.row));
  return {
    rows,
    totals: {
      entries: rows.length,
      received: overview.amountReceived,
      back: overview.amountBack,
      balance: overview.remainBalance,
      cancelled: rows.reduce((sum, r) => sum + r.cancelled, 0),
      methods: [...methods.entries()].map(([checkoutMethodId, m]) => ({
        checkoutMethodId,
        checkoutMethod: m.name,
        entries: m.entries,
        cancelled: m.cancelled,
        ...transactionOverview(m.counted),
      })),
      taxes: input.taxes,
    },
  };
}

/** The kind of each column, in the order the screen and the CSV show them (titles are the UI's). */
export const DAILY_TRANSACTION_COLUMNS = [
  { key: 'time', kind: ColumnKind.TEXT },
  { key: 'branch', kind: ColumnKind.TEXT },
  { key: 'code', kind: ColumnKind.TEXT },
  { key: 'kind', kind: ColumnKind.TEXT },
  { key: 'customer', kind: ColumnKind.TEXT },
  { key: 'checkoutMethod', kind: ColumnKind.TEXT },
  { key: 'received', kind: ColumnKind.MONEY },
  { key: 'back', kind: ColumnKind.MONEY },
  { key: 'cancelled', kind: ColumnKind.MONEY },
  { key: 'note', kind: ColumnKind.TEXT },
] as const satisfies readonly { key: keyof DailyTransactionRow; kind: ColumnKind }[];

/** The per-method subtotals' columns. */
export const METHOD_SUBTOTAL_COLUMNS = [
  { key: 'checkoutMethod', kind: ColumnKind.TEXT },
  { key: 'entries', kind: ColumnKind.COUNT },
  { key: 'amountReceived', kind: ColumnKind.MONEY },
  { key: 'amountBack', kind: ColumnKind.MONEY },
  { key: 'remainBalance', kind: ColumnKind.MONEY },
  { key: 'cancelled', kind: ColumnKind.MONEY },
] as const satisfies readonly { key: keyof MethodSubtotal; kind: ColumnKind }[];
