/** A report on paper (A4 across): its title, branches and days, then its table and totals as on screen. */
import { useLingui } from '@lingui/react/macro';
import { cellOf, cellText, ColumnKind, type ReportColumn } from '../../domain/report/report-table';
import './report-print.css';

export type ReportSheet<Row> = {
  title: string;
  branches: string;
  period: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  totals?: Partial<Row> | null;
};

export function ReportPrint<Row>({ sheet }: { sheet: ReportSheet<Row> }) {
  const { t } = useLingui();
  const align = (kind: ColumnKind) => (kind === ColumnKind.TEXT || kind === ColumnKind.DATE ? 'left' : 'right');
  return (
    <div className="report-sheet">
      <h1>{sheet.title}</h1>
      <p>
        {sheet.branches} · {sheet.period}
      </p>
      <table>
        <thead>
          <tr>
            {sheet.columns.map((c) => (
              <th key={c.key} style={{ textAlign: align(c.kind) }}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row, i) => (
            <tr key={i}>
              {sheet.columns.map((c) => (
                <td key={c.key} style={{ textAlign: align(c.kind) }}>
                  {cellText(c.kind, cellOf<Row>(row, c.key))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {sheet.totals ? (
          <tfoot>
            <tr>
              {sheet.columns.map((c, i) => {
                const value = cellOf(sheet.totals ?? {}, c.key);
                return (
                  <th key={c.key} style={{ textAlign: align(c.kind) }}>
                    {i === 0 && (value === null || typeof value === 'string') ? t`Total` : cellText(c.kind, value)}
                  </th>
                );
              })}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
