/** Report 1, revenue: what the paid bills sold and charged, per branch day (src/domain/report/revenue.ts). */
import { useLingui } from '@lingui/react/macro';
import { ReportKey } from '../../../domain/report/contract';
import { REVENUE_COLUMNS, type RevenueFigures, type RevenueRow } from '../../../domain/report/revenue';
import { formatMoney } from '../../../domain/money';
import { ReportPage } from '../ReportPage';
import { ReportTable } from '../ReportTable';
import { titled } from '../report-columns';

export function RevenueReportPage() {
  const { t } = useLingui();
  const columns = titled<RevenueRow>(REVENUE_COLUMNS, {
    date: t`Day`,
    bills: t`Bills`,
    services: t`Services`,
    products: t`Products`,
    giftCards: t`Gift cards sold`,
    discounts: t`Discounts`,
    fees: t`Fees`,
    tax: t`Tax`,
    total: t`Total`,
    net: t`Net`,
  });
  return (
    <ReportPage<RevenueRow, RevenueFigures>
      reportKey={ReportKey.REVENUE}
      title={t`Revenue`}
      help={t`Paid bills by the day they were paid, in each branch's time zone; cancelled bills and drafts do not count. Services, products and gift cards sold are the bills' lines at the prices charged. Discounts are vouchers, payment-method discounts and loyalty money; fees are payment-method fees. Total is what customers paid (sales − discounts + fees + tax), gift cards used among it; net is total less tax.`}
      view={{
        table: (result) => ({ columns, rows: result.rows, totals: result.totals }),
        highlights: (result) => [
          { label: t`Net`, value: formatMoney(result.totals.net) },
          { label: t`Total`, value: formatMoney(result.totals.total) },
          { label: t`Tax`, value: formatMoney(result.totals.tax) },
          { label: t`Bills`, value: String(result.totals.bills) },
        ],
        body: (result, fetching) => (
          <ReportTable<RevenueRow>
            label={t`Revenue`}
            columns={columns}
            rows={result?.rows ?? []}
            totals={result?.totals ?? null}
            rowId={(row) => row.date}
            fetching={fetching}
            emptyText={t`No paid bills in these days`}
            phoneHidden={['products', 'giftCards', 'discounts', 'fees']}
          />
        ),
      }}
    />
  );
}
