/** Report 7, technician tips: each share of a tip, bill by bill, with a total per technician (src/domain/report/technician-tip.ts). */
import { useLingui } from '@lingui/react/macro';
import { ReportKey, type ReportResult } from '../../../domain/report/contract';
import { TIP_COLUMNS, withTechnicianTotals, type TipRow, type TipTotals } from '../../../domain/report/technician-tip';
import { formatMoney } from '../../../domain/money';
import { ReportPage } from '../ReportPage';
import { ReportTable } from '../ReportTable';
import { titled } from '../report-columns';

export function TechnicianTipReportPage() {
  const { t } = useLingui();
  const columns = titled<TipRow>(TIP_COLUMNS, {
    technicianId: t`Technician`,
    technician: t`Technician`,
    time: t`Time`,
    billCode: t`Bill`,
    checkoutMethod: t`Checkout method`,
    share: t`Share`,
    percent: t`Percent`,
    paidOut: t`Paid out in cash`,
    owed: t`Still owed in cash`,
    subtotal: t`Total`,
  });
  const table = (result: ReportResult<TipRow, TipTotals>) => ({
    columns,
    rows: withTechnicianTotals(result.rows, (name) => t`Total ${name}`, result.totals.payouts),
    totals: { share: result.totals.share, paidOut: result.totals.paidOut, owed: result.totals.owed },
  });
  return (
    <ReportPage<TipRow, TipTotals>
      reportKey={ReportKey.TECHNICIAN_TIP}
      title={t`Technician tips`}
      help={t`The tips as they were distributed: one line per technician's share of a tip, with the time it was taken (the branch's time), the bill and the checkout method, then each technician's total. A tip counts on the day it was taken when its bill is paid; deleted tips and the tips of cancelled bills do not count. The shares of a tip add up to the tip, so the total is the tips of the bills. Each technician's total also shows the tips paid out to them in cash from the drawer and what the drawer still owes them: their cash tips, and their card tips when the branch pays card tips in cash, less what was paid out.`}
      shows={{ technician: true }}
      view={{
        table,
        highlights: (result) => [
          { label: t`Tips`, value: formatMoney(result.totals.share) },
          { label: t`Shares`, value: String(result.totals.shares) },
          { label: t`Paid out in cash`, value: formatMoney(result.totals.paidOut) },
          { label: t`Still owed in cash`, value: formatMoney(result.totals.owed) },
        ],
        body: (result, fetching) => (
          <ReportTable<TipRow>
            label={t`Technician tips`}
            columns={columns}
            rows={result ? table(result).rows : []}
            totals={result ? table(result).totals : null}
            rowId={(row, i) => `${row.technicianId}-${i}`}
            fetching={fetching}
            emptyText={t`No tips in these days`}
            phoneHidden={['checkoutMethod', 'percent', 'paidOut']}
          />
        ),
      }}
    />
  );
}
