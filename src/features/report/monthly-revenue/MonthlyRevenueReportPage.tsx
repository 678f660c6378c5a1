/** Report 10, the monthly revenue chart: twelve months of net per branch beside the year before (src/domain/report/monthly-revenue.ts). */
import { Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ReportKey } from '../../../domain/report/contract';
import { MONTHLY_REVENUE_COLUMNS, type MonthlyRevenueRow, type MonthlyRevenueTotals } from '../../../domain/report/monthly-revenue';
import { formatMoney } from '../../../domain/money';
import { cellText, ColumnKind } from '../../../domain/report/report-table';
import { ReportPage } from '../ReportPage';
import { ReportTable } from '../ReportTable';
import { titled } from '../report-columns';
import MonthlyRevenueChart from './MonthlyRevenueChart';

export function MonthlyRevenueReportPage() {
  const { t } = useLingui();
  const columns = titled<Pick<MonthlyRevenueRow, (typeof MONTHLY_REVENUE_COLUMNS)[number]['key']>>(MONTHLY_REVENUE_COLUMNS, {
    month: t`Month`,
    branch: t`Branch`,
    net: t`Net`,
    previousNet: t`Year before`,
    change: t`Change`,
  });
  return (
    <ReportPage<MonthlyRevenueRow, MonthlyRevenueTotals>
      reportKey={ReportKey.MONTHLY_REVENUE}
      title={t`Monthly revenue chart`}
      help={t`Twelve months ending with the month of the To date (the From date is not used), each branch's net revenue per month beside the same month a year before. Net is the revenue report's: paid bills' total less tax, on the day each bill was paid in its branch's time zone; cancelled bills and drafts do not count. Change is the difference from the year before in percent, left blank when the year before had nothing. The CSV and the printout hold the table.`}
      view={{
        table: (result) => ({ columns, rows: result.rows, totals: result.totals }),
        highlights: (result) => [
          { label: t`Net, twelve months`, value: formatMoney(result.totals.net) },
          { label: t`Year before`, value: formatMoney(result.totals.previousNet) },
          { label: t`Change`, value: cellText(ColumnKind.PERCENT, result.totals.change) || '—' },
        ],
        body: (result, fetching) => (
          <Stack gap="md">
            {result ? <MonthlyRevenueChart rows={result.rows} branches={result.branches} /> : null}
            <ReportTable<MonthlyRevenueRow>
              label={t`Monthly revenue`}
              columns={columns}
              rows={result?.rows ?? []}
              totals={result?.totals ?? null}
              rowId={(row) => `${row.month}|${row.branchId}`}
              fetching={fetching}
              emptyText={t`No branch to show`}
              phoneHidden={['change']}
            />
          </Stack>
        ),
      }}
    />
  );
}
