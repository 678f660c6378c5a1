/**
 * A report's table as data: its columns, each with the kind of value it holds, so the screen,
 * the printout and the CSV read the same rows the same way. Money is cents; the CSV writes it as
 * dollars with two decimals and no symbol (Excel sums it), minutes as hours with two decimals.
 */
import { CSV_BOM, csvField } from '../people/customer-csv';
import { formatMoney, type Cents } from '../money';

export const ColumnKind = {
  TEXT: 'text',
  DATE: 'date',
  COUNT: 'count',
  MONEY: 'money',
  PERCENT: 'percent',
  MINUTES: 'minutes',
} as const;
export type ColumnKind = (typeof ColumnKind)[keyof typeof ColumnKind];

/** A cell as rows hold it: text, a number of its column's kind, or nothing. */
export type CellValue = string | number | null;

export type ReportColumn<Row> = { key: Extract<keyof Row, string>; title: string; kind: ColumnKind };

/** 1234 → "12.34"; the CSV's money. */
export function centsText(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 90 → "1:30": minutes as hours and minutes on screen. */
export function minutesText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** A cell as the screen and the printout show it (money as CAD, "$1,234.50"). */
export function cellText(kind: ColumnKind, value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  switch (kind) {
    case ColumnKind.MONEY:
      return formatMoney(value);
    case ColumnKind.PERCENT:
      return `${value.toFixed(1)}%`;
    case ColumnKind.MINUTES:
      return minutesText(value);
    default:
      return String(value);
  }
}

/** A cell as the CSV holds it: plain numbers a spreadsheet adds up. */
export function csvCell(kind: ColumnKind, value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  switch (kind) {
    case ColumnKind.MONEY:
      return centsText(value);
    case ColumnKind.PERCENT:
      return value.toFixed(1);
    case ColumnKind.MINUTES:
      return (value / 60).toFixed(2);
    default:
      return String(value);
  }
}

/** A row's value under a column's key, as a cell holds it. */
export function cellOf<Row>(row: Partial<Row>, key: Extract<keyof Row, string>): CellValue {
  const value: unknown = row[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/**
 * The report as CSV for Excel, in the customers' export form (UTF-8 with a byte-order mark, CRLF,
 * every field quoted): the heading row, each row, then the total row under `totalLabel` in the
 * first column when the report has totals.
 */
export function reportCsv<Row>(input: {
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  totals?: Partial<Row> | null;
  totalLabel?: string;
}): string {
  const { columns, rows, totals, totalLabel = 'Total' } = input;
  const line = (cells: string[]) => cells.map(csvField).join(',');
  const lines = [line(columns.map((c) => c.title)), ...rows.map((row) => line(columns.map((c) => csvCell(c.kind, cellOf(row, c.key)))))];
  if (totals) {
    lines.push(
      line(
        columns.map((c, i) => {
          const value = cellOf(totals, c.key);
          return i === 0 && (value === null || typeof value === 'string') ? totalLabel : csvCell(c.kind, value);
        }),
      ),
    );
  }
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}
