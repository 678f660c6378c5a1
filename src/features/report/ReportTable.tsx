/**
 * A report's rows in the back office's one table (mantine-datatable through AdminTable): numbers
 * right-aligned, money as CAD, and the totals in the table's footer under the same columns.
 */
import { useLingui } from '@lingui/react/macro';
import { cellOf, cellText, ColumnKind, type ReportColumn } from '../../domain/report/report-table';
import { AdminTable, hideOnPhone, type AdminColumn } from '../admin/AdminTable';

type Keyed<Row> = Row & { id: string };

export function ReportTable<Row extends object>(props: {
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  totals?: Partial<Row> | null;
  rowId: (row: Row, index: number) => string;
  fetching: boolean;
  emptyText: string;
  /** Columns that step aside on a small phone (the CSV and the printout keep them). */
  phoneHidden?: readonly Extract<keyof Row, string>[];
}) {
  const { t } = useLingui();
  const { columns } = props;
  // An empty table's footer would sit on its empty notice: totals show under rows only.
  const totals = props.rows.length > 0 ? props.totals : null;
  const records: Keyed<Row>[] = props.rows.map((row, i) => ({ ...row, id: props.rowId(row, i) }));
  const tableColumns: AdminColumn<Keyed<Row>>[] = columns.map((c, i) => {
    const numeric = c.kind !== ColumnKind.TEXT && c.kind !== ColumnKind.DATE;
    const total = totals ? cellOf(totals, c.key) : null;
    return {
      accessor: c.key,
      title: c.title,
      textAlign: numeric ? 'right' : 'left',
      noWrap: true,
      visibleMediaQuery: props.phoneHidden?.includes(c.key) ? hideOnPhone : undefined,
      render: (row: Keyed<Row>) => cellText(c.kind, cellOf<Row>(row, c.key)),
      footer: totals ? (i === 0 && (total === null || typeof total === 'string') ? t`Total` : cellText(c.kind, total)) : undefined,
    };
  });
  return <AdminTable<Keyed<Row>> label={props.label} records={records} columns={tableColumns} fetching={props.fetching} emptyText={props.emptyText} />;
}
