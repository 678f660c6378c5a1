/** Report 9, daily technician: one day, each technician's bookings, services, revenue and tips (src/domain/report/daily-technician.ts). */
import { useLingui } from '@lingui/react/macro';
import { ReportKey } from '../../../domain/report/contract';
import { DAILY_TECHNICIAN_COLUMNS, type DailyTechnicianRow, type DailyTechnicianTotals } from '../../../domain/report/daily-technician';
import { formatMoney } from '../../../domain/money';
import { ReportPage } from '../ReportPage';
import { ReportTable } from '../ReportTable';
import { titled } from '../report-columns';

export function DailyTechnicianReportPage() {
  const { t } = useLingui();
  const columns = titled<DailyTechnicianRow>(DAILY_TECHNICIAN_COLUMNS, {
    technicianId: t`Technician`,
    technician: t`Technician`,
    bookings: t`Bookings`,
    services: t`Services`,
    revenue: t`Revenue`,
    tips: t`Tips`,
  });
  return (
    <ReportPage<DailyTechnicianRow, DailyTechnicianTotals>
      reportKey={ReportKey.DAILY_TECHNICIAN}
      title={t`Daily technician`}
      help={t`One day of the branch. Bookings are the bookings with at least one of the technician's services that day, and services those services, done or still to come; cancelled and no-show guests do not count (a booking two technicians share counts for each). Revenue is counted as in the technician report: their service lines of the day's paid bills less their fair part of each bill's discounts, before tax and fees. Tips are their shares of the day's tips.`}
      shows={{ technician: true, oneDay: true }}
      view={{
        table: (result) => ({ columns, rows: result.rows, totals: result.totals }),
        highlights: (result) => [
          { label: t`Revenue`, value: formatMoney(result.totals.revenue) },
          { label: t`Tips`, value: formatMoney(result.totals.tips) },
          { label: t`Bookings`, value: String(result.totals.bookings) },
          { label: t`Services`, value: String(result.totals.services) },
        ],
        body: (result, fetching) => (
          <ReportTable<DailyTechnicianRow>
            label={t`Daily technician`}
            columns={columns}
            rows={result?.rows ?? []}
            totals={result?.totals ?? null}
            rowId={(row) => row.technicianId}
            fetching={fetching}
            emptyText={t`No bookings, revenue or tips this day`}
          />
        ),
      }}
    />
  );
}
