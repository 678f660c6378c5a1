/**
 * One report screen: its title with Export CSV and Print, how it counts (its definition, in
 * words), the shared filters, the offline notice or a failed read, the totals at a glance, then
 * what the report shows (its table, a chart). Every report screen is this frame with its own
 * columns; the CSV and the printout take the very rows and totals on screen.
 */
import type { ReactNode } from 'react';
import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ALL_BRANCHES, type ReportKey, type ReportResult } from '../../domain/report/contract';
import { reportCsv, type ReportColumn } from '../../domain/report/report-table';
import { PageShell } from '../../components/PageShell';
import { downloadText } from '../../components/download-text';
import { usePrint } from '../../components/use-print';
import { ReadFailed } from '../admin/ReadFailed';
import { CopyNotice } from '../admin/CopyNotice';
import { ReportFilters, type FilterShows } from './ReportFilters';
import { ReportPrint, type ReportSheet } from './ReportPrint';
import { useReport } from './use-report';

export type Highlight = { label: string; value: string };

/** What a report's own screen adds to the frame, given the read result. */
export type ReportView<Row, Totals> = {
  /** The table the CSV and the printout copy. */
  table: (result: ReportResult<Row, Totals>) => { columns: readonly ReportColumn<Row>[]; rows: readonly Row[]; totals: Partial<Row> | null };
  /** The figures shown as cards above the table. */
  highlights?: (result: ReportResult<Row, Totals>) => Highlight[];
  /** The screen's body under the highlights: its table, a chart. */
  body: (result: ReportResult<Row, Totals> | null, fetching: boolean) => ReactNode;
};

export function ReportPage<Row, Totals>(props: {
  reportKey: ReportKey;
  title: string;
  /** How the report counts, in a manager's words (also in the README). */
  help: ReactNode;
  shows?: FilterShows;
  view: ReportView<Row, Totals>;
}) {
  const { t } = useLingui();
  const state = useReport<Row, Totals>(props.reportKey, { oneDay: props.shows?.oneDay });
  const printer = usePrint<ReportSheet<Row>>((sheet) => <ReportPrint sheet={sheet} />, { className: 'print-report' });
  const { read, filter } = state;
  const fetched = read.status === 'ready' ? read.fetched : read.status === 'loading' ? read.previous : null;
  const result = fetched?.data ?? null;
  const fetching = read.status === 'loading' || read.status === 'idle';
  const period = filter.from === filter.to ? filter.from : t`${filter.from} to ${filter.to}`;
  const branchNames = filter.branchId === ALL_BRANCHES ? t`All branches` : (result?.branches.map((b) => b.name).join(', ') ?? '');
  const fileName = `${props.reportKey}-${filter.from}-${filter.to}.csv`;
  const table = result ? props.view.table(result) : null;

  const exportCsv = () => {
    if (!table) return;
    downloadText(fileName, reportCsv({ ...table, totalLabel: t`Total` }), 'text/csv;charset=utf-8');
  };
  const print = () => {
    if (!table) return;
    printer.print({ title: props.title, branches: branchNames, period, ...table });
  };

  return (
    <PageShell
      title={props.title}
      actions={
        <>
          <Button variant="default" onClick={exportCsv} disabled={!table}>
            {t`Export CSV`}
          </Button>
          <Button variant="default" onClick={print} disabled={!table}>
            {t`Print`}
          </Button>
        </>
      }
    >
      <Text size="sm" c="dimmed" maw={900}>
        {props.help}
      </Text>
      <ReportFilters filter={filter} onChange={state.setFilter} today={state.today} options={state.options} shows={props.shows} />
      <CopyNotice online={state.online} copySavedAt={fetched?.copySavedAt ?? null} missing={read.status === 'offline'} onRetry={state.retry} />
      {read.status === 'failed' ? <ReadFailed error={read.error} onRetry={state.retry} /> : null}
      {result && props.view.highlights ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" aria-label={t`Totals`} role="list">
          {props.view.highlights(result).map((h) => (
            <Paper key={h.label} withBorder p="sm" radius="md" role="listitem">
              <Text size="xs" c="dimmed">
                {h.label}
              </Text>
              <Text fw={700} size="lg">
                {h.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      ) : null}
      {read.status === 'offline' && !result ? null : props.view.body(result, fetching)}
      {printer.portal}
    </PageShell>
  );
}
