/** Report 6, technicians: services, revenue, bills, average ticket, tips and prebooked rate per technician (src/domain/report/technician.ts). */
import { useLingui } from '@lingui/react/macro';
import { ReportKey } from '../../../domain/report/contract';
import { TECHNICIAN_COLUMNS, type TechnicianRow, type TechnicianTotals } from '../../../domain/report/technician';
import { formatMoney } from '../../../domain/money';
import { cellText, ColumnKind } from '../../../domain/report/report-table';
import { ReportPage } from '../ReportPage';
import { ReportTable } from '../ReportTable';
import { titled } from '../report-columns';

export function TechnicianReportPage() {
  const { t } = useLingui();
  const columns = titled<TechnicianRow>(TECHNICIAN_COLUMNS, {
    technicianId: t`Technician`,
    technician: t`Technician`,
    services: t`Services`,
    revenue: t`Revenue`,
    bills: t`Bills`,
    averageTicket: t`Average ticket`,
    tips: t`Tips`,
    prebooked: t`Prebooked`,
  });
  return (
    <ReportPage<TechnicianRow, TechnicianTotals>
      reportKey={ReportKey.TECHNICIAN}
      title={t`Technicians`}
      help={t`Paid bills by the day they were paid, in each branch's time zone; cancelled bills and drafts do not count. Services are the bills' service lines a technician is on. Revenue is those lines' prices less their fair part of the bill's discounts (every discount of a bill is spread over all its lines in proportion to their prices), before tax and fees. Bills are the bills with at least one of their services; average ticket is revenue ÷ bills, and in the total row each bill counts once however many technicians served it. Tips are their shares of the tips taken those days, as distributed. Prebooked is the share of a technician's bills at whose checkout the customer booked their next visit (the step after Finish payment), whatever became of that booking later; in the total row, of all the bills.`}
      shows={{ technician: true }}
      view={{
        table: (result) => ({ columns, rows: result.rows, totals: result.totals }),
        highlights: (result) => [
          { label: t`Revenue`, value: formatMoney(result.totals.revenue) },
          { label: t`Average ticket`, value: formatMoney(result.totals.averageTicket) },
          { label: t`Tips`, value: formatMoney(result.totals.tips) },
          { label: t`Services`, value: String(result.totals.services) },
          { label: t`Prebooked`, value: cellText(ColumnKind.PERCENT, result.totals.prebooked) },
        ],
        body: (result, fetching) => (
          <ReportTable<TechnicianRow>
            label={t`Technicians`}
            columns={columns}
            rows={result?.rows ?? []}
            totals={result?.totals ?? null}
            rowId={(row) => row.technicianId}
            fetching={fetching}
            emptyText={t`No services or tips in these days`}
            phoneHidden={['bills', 'averageTicket', 'prebooked']}
          />
        ),
      }}
    />
  );
}
