/**
 * The money report (issue 16, report 4): per branch day and checkout method, what the method
 * should hold at the end of the day, and the close of that day beside it.
 *
 *   expected          the drawer's figure for the method and day as it stands now: the paid bills'
 *                     payments less the change given back, pay-ins and tips, less pay-outs
 *                     (the money drawer's balance, `transactionOverview`)
 *   counted           what the closer counted (the close of the day)
 *   over/short        counted − the expected figure the server recorded when it applied the close
 *   expected at close that recorded figure; it differs from `expected` when the day changed after
 *                     the close (a bill cancelled, a late pay-out)
 *   tablet expected   what the closing tablet showed, only when it differs from the server's
 *                     figure (the tablet had not yet seen every change of the day)
 *   corrections       each its own row under the close it corrects, never an edit of it
 *
 * Totals: expected over every day and method; counted and over/short of the latest entry of each
 * closed day and method (a correction replaces the close it corrects).
 */
import type { Cents } from '../money';
import { ColumnKind } from './report-table';

export const MoneyEntry = {
  /** No close yet for this day and method. */
  OPEN: 'OPEN',
  CLOSED: 'CLOSED',
  CORRECTION: 'CORRECTION',
} as const;
export type MoneyEntry = (typeof MoneyEntry)[keyof typeof MoneyEntry];

export type MoneyRow = {
  /** The day's row: branch, day and method; a correction: its own id. */
  id: string;
  /** The branch's day, "YYYY-MM-DD". */
  date: string;
  branch: string;
  method: string;
  /** A MoneyEntry as the server answers; the screen puts its words in its place for the table, CSV and print. */
  entry: string;
  /** Null on a correction's row: the day's row above it has the figure. */
  expected: Cents | null;
  counted: Cents | null;
  overShort: Cents | null;
  expectedAtClose: Cents | null;
  tabletExpected: Cents | null;
  note: string;
  closedBy: string;
};

export type MoneyTotals = { expected: Cents; counted: Cents; overShort: Cents; closes: number; open: number };

/** A close or correction as the report reads it, oldest first. */
export type CloseFigures = { id: string; correctsId: string | null; expected: Cents; tabletExpected: Cents; counted: Cents; note: string; closedBy: string };

/** The rows of one day and method: the day's row with its close, then each correction. */
export function moneyRowsOfDay(input: { date: string; branch: string; method: string; key: string; expected: Cents; closes: readonly CloseFigures[] }): MoneyRow[] {
  const [first, ...corrections] = input.closes;
  const base = { date: input.date, branch: input.branch, method: input.method };
  const figures = (c: CloseFigures) => ({
    counted: c.counted,
    overShort: c.counted - c.expected,
    expectedAtClose: c.expected,
    tabletExpected: c.tabletExpected === c.expected ? null : c.tabletExpected,
    note: c.note,
    closedBy: c.closedBy,
  });
  const open = { counted: null, overShort: null, expectedAtClose: null, tabletExpected: null, note: '', closedBy: '' };
  return [
    { ...base, id: input.key, entry: first ? MoneyEntry.CLOSED : MoneyEntry.OPEN, expected: input.expected, ...(first ? figures(first) : open) },
    ...corrections.map((c) => ({ ...base, id: c.id, entry: MoneyEntry.CORRECTION, expected: null, ...figures(c) })),
  ];
}

/** Expected over every day's row; counted and over/short of each day's latest entry. */
export function sumMoney(rows: readonly MoneyRow[]): MoneyTotals {
  const latest = new Map<string, MoneyRow>();
  let expected = 0;
  let open = 0;
  for (const r of rows) {
    const key = `${r.branch}|${r.date}|${r.method}`;
    if (r.entry !== MoneyEntry.CORRECTION) expected += r.expected ?? 0;
    if (r.entry === MoneyEntry.OPEN) open += 1;
    else latest.set(key, r);
  }
  const closed = [...latest.values()];
  return {
    expected,
    counted: closed.reduce((s, r) => s + (r.counted ?? 0), 0),
    overShort: closed.reduce((s, r) => s + (r.overShort ?? 0), 0),
    closes: closed.length,
    open,
  };
}

/** The kind of each column, in the order the screen and the CSV show them (titles are the UI's). */
export const MONEY_COLUMNS = [
  { key: 'date', kind: ColumnKind.DATE },
  { key: 'branch', kind: ColumnKind.TEXT },
  { key: 'method', kind: ColumnKind.TEXT },
  { key: 'entry', kind: ColumnKind.TEXT },
  { key: 'expected', kind: ColumnKind.MONEY },
  { key: 'counted', kind: ColumnKind.MONEY },
  { key: 'overShort', kind: ColumnKind.MONEY },
  { key: 'expectedAtClose', kind: ColumnKind.MONEY },
  { key: 'tabletExpected', kind: ColumnKind.MONEY },
  { key: 'note', kind: ColumnKind.TEXT },
  { key: 'closedBy', kind: ColumnKind.TEXT },
] as const satisfies readonly { key: keyof MoneyRow; kind: ColumnKind }[];
