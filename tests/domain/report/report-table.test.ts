import { describe, expect, it } from 'vitest';
import { cellText, ColumnKind, csvCell, reportCsv, type ReportColumn } from '../../../src/domain/report/report-table';

type Row = { name: string; visits: number; spent: number; minutes: number };
const columns: ReportColumn<Row>[] = [
  { key: 'name', title: 'Name', kind: ColumnKind.TEXT },
  { key: 'visits', title: 'Visits', kind: ColumnKind.COUNT },
  { key: 'spent', title: 'Spent', kind: ColumnKind.MONEY },
  { key: 'minutes', title: 'Hours', kind: ColumnKind.MINUTES },
];

describe('report tables', () => {
  it('shows money as CAD and minutes as hours, and writes them as plain numbers for a spreadsheet', () => {
    expect(cellText(ColumnKind.MONEY, 123456)).toBe('$1,234.56');
    expect(cellText(ColumnKind.MONEY, -500)).toBe('-$5.00');
    expect(cellText(ColumnKind.MINUTES, 450)).toBe('7:30');
    expect(csvCell(ColumnKind.MONEY, 123456)).toBe('1234.56');
    expect(csvCell(ColumnKind.MONEY, -5)).toBe('-0.05');
    expect(csvCell(ColumnKind.MINUTES, 450)).toBe('7.50');
    expect(cellText(ColumnKind.TEXT, null)).toBe('');
  });

  it('writes the CSV with a byte-order mark, quoted fields, CRLF and the total row last', () => {
    const csv = reportCsv({
      columns,
      rows: [{ name: '=SUM(A1)', visits: 2, spent: 4550, minutes: 90 }],
      totals: { visits: 2, spent: 4550, minutes: 90 },
      totalLabel: 'Total',
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('"Name","Visits","Spent","Hours"');
    expect(lines[1]).toBe(`"'=SUM(A1)","2","45.50","1.50"`);
    expect(lines[2]).toBe('"Total","2","45.50","1.50"');
    expect(lines[3]).toBe('');
  });
});
