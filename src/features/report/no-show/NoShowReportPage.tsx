/** Report 11, no-shows: no-shows and late cancellations by customer and by technician (src/domain/report/no-show.ts). */
import { Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ReportKey, type ReportResult } from '../../../domain/report/contract';
import {
  LATE_CANCEL_HOURS,
  NO_SHOW_CUSTOMER_COLUMNS,
  NO_SHOW_TECHNICIAN_COLUMNS,
  type NoShowCustomerRow,
  type NoShowTechnicianRow,
  type NoShowTotals,
} from '../../../domain/report/no-show';
import { ReportPage } from '../ReportPage';
import { ReportTable } from '../ReportTable';
import { titled } from '../report-columns';
import { usePhoneText } from '../use-phone-text';

export function NoShowReportPage() {
  const { t } = useLingui();
  const phoneText = usePhoneText();
  const counts = { noShows: t`No-shows`, lateCancellations: t`Late cancellations`, missed: t`Missed` };
  const customerColumns = titled<Pick<NoShowCustomerRow, (typeof NO_SHOW_CUSTOMER_COLUMNS)[number]['key']>>(NO_SHOW_CUSTOMER_COLUMNS, { name: t`Customer`, phone: t`Phone`, ...counts, last: t`Last missed` });
  const technicianColumns = titled<Pick<NoShowTechnicianRow, (typeof NO_SHOW_TECHNICIAN_COLUMNS)[number]['key']>>(NO_SHOW_TECHNICIAN_COLUMNS, { name: t`Technician`, ...counts });
  const totalsOf = (totals: NoShowTotals) => ({ noShows: totals.noShows, lateCancellations: totals.lateCancellations, missed: totals.missed });
  const tableOf = (result: ReportResult<NoShowCustomerRow, NoShowTotals>) => ({
    columns: customerColumns,
    rows: result.rows.map((row) => ({ ...row, phone: phoneText(row.phone) })),
    totals: totalsOf(result.totals),
  });
  return (
    <ReportPage<NoShowCustomerRow, NoShowTotals>
      reportKey={ReportKey.NO_SHOW}
      title={t`No-shows`}
      shows={{ technician: true }}
      help={t`Counts guests, each person of a booking: a party of three that did not come is three no-shows. A no-show is a guest marked No-show. A late cancellation is a guest cancelled less than ${LATE_CANCEL_HOURS} hours before their start, or after it; the time of the cancel is the booking history's, and a cancel with no time in the history is not counted. A missed appointment counts on the day it was to start, in the branch's time zone, for the technician of the guest's first service (the technician filter keeps theirs). The customer is the booking's customer, or the name and phone typed on the booking. Time blocks count nowhere. The CSV and the printout hold the table by customer.`}
      view={{
        table: tableOf,
        highlights: (result) => [
          { label: t`Missed`, value: String(result.totals.missed) },
          { label: t`No-shows`, value: String(result.totals.noShows) },
          { label: t`Late cancellations`, value: String(result.totals.lateCancellations) },
          { label: t`Customers`, value: String(result.totals.customers) },
        ],
        body: (result, fetching) => (
          <Stack gap="md">
            <Title order={2} size="h4">
              {t`By customer`}
            </Title>
            <ReportTable<NoShowCustomerRow>
              label={t`No-shows by customer`}
              {...(result ? tableOf(result) : { columns: customerColumns, rows: [], totals: null })}
              rowId={(row) => row.key}
              fetching={fetching}
              emptyText={t`No missed appointments in these days`}
              phoneHidden={['phone', 'last']}
            />
            <Title order={2} size="h4">
              {t`By technician`}
            </Title>
            <ReportTable<NoShowTechnicianRow>
              label={t`No-shows by technician`}
              columns={technicianColumns}
              rows={(result?.totals.technicians ?? []).map((row) => (row.technicianId ? row : { ...row, name: t`No technician` }))}
              totals={result ? totalsOf(result.totals) : null}
              rowId={(row) => row.technicianId ?? 'none'}
              fetching={fetching}
              emptyText={t`No missed appointments in these days`}
            />
          </Stack>
        ),
      }}
    />
  );
}
