/** Report 8, technician working time: time worked, breaks, paid time and time booked per technician and day (src/domain/report/technician-working.ts). */
import { useLingui } from '@lingui/react/macro';
import { ReportKey, type ReportResult } from '../../../domain/report/contract';
import { minutesText } from '../../../domain/report/report-table';
import { WORKING_COLUMNS, WorkSource, type WorkingRow, type WorkingTotals } from '../../../domain/report/technician-working';
import { ReportPage } from '../ReportPage';
import { ReportTable } from '../ReportTable';
import { titled } from '../report-columns';

export function TechnicianWorkingReportPage() {
  const { t } = useLingui();
  const columns = titled<WorkingRow>(WORKING_COLUMNS, {
    date: t`Day`,
    technicianId: t`Technician`,
    technician: t`Technician`,
    source: t`Counted from`,
    worked: t`Worked`,
    paidBreaks: t`Paid breaks`,
    unpaidBreaks: t`Unpaid breaks`,
    paidTime: t`Paid time`,
    booked: t`Booked`,
  });
  const sourceText = (source: string) => (source === WorkSource.TIME_SHEET ? t`Time sheet` : t`Schedule`);
  const rowsOf = (result: ReportResult<WorkingRow, WorkingTotals>) => result.rows.map((row) => ({ ...row, source: sourceText(row.source) }));
  return (
    <ReportPage<WorkingRow, WorkingTotals>
      reportKey={ReportKey.TECHNICIAN_WORKING}
      title={t`Technician working time`}
      help={t`Per technician and day of the branch. Worked is the time sheet's working spans as recorded (a span across midnight counts on each day for its part of it; overlapping spans once). On a day with nothing recorded, the technician's scheduled working time counts instead (their working-time settings; full time is the branch's hours that day; a holiday or time off is none), shown as "Schedule". Paid and unpaid breaks are the breaks within the time worked; paid time is worked less unpaid breaks. Booked is the length of their services on bookings that happened that day (checked in, in service or completed). Hours as h:mm; the CSV has hours with two decimals.`}
      shows={{ technician: true }}
      view={{
        table: (result) => ({ columns, rows: rowsOf(result), totals: result.totals }),
        highlights: (result) => [
          { label: t`Worked`, value: minutesText(result.totals.worked) },
          { label: t`Paid time`, value: minutesText(result.totals.paidTime) },
          { label: t`Booked`, value: minutesText(result.totals.booked) },
          { label: t`Unpaid breaks`, value: minutesText(result.totals.unpaidBreaks) },
        ],
        body: (result, fetching) => (
          <ReportTable<WorkingRow>
            label={t`Technician working time`}
            columns={columns}
            rows={result ? rowsOf(result) : []}
            totals={result?.totals ?? null}
            rowId={(row) => `${row.date}-${row.technicianId}`}
            fetching={fetching}
            emptyText={t`No time worked or booked in these days`}
            phoneHidden={['source', 'paidBreaks', 'unpaidBreaks']}
          />
        ),
      }}
    />
  );
}
