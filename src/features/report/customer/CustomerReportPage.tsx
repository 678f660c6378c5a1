/** Report 5, customers: new and returning customers, visits, spend and the top customers (src/domain/report/customer.ts). */
import { useLingui } from '@lingui/react/macro';
import { ReportKey, type ReportResult } from '../../../domain/report/contract';
import { CUSTOMER_REPORT_COLUMNS, CUSTOMER_REPORT_TOP, type CustomerReportRow, type CustomerReportTotals } from '../../../domain/report/customer';
import { formatMoney } from '../../../domain/money';
import { ReportPage } from '../ReportPage';
import { ReportTable } from '../ReportTable';
import { titled } from '../report-columns';
import { usePhoneText } from '../use-phone-text';

/** A row as the screen, the CSV and the printout show it: the phone masked, new or returning in words (the server sends neither). */
type CustomerLine = CustomerReportRow & { status?: string };

export function CustomerReportPage() {
  const { t } = useLingui();
  const phoneText = usePhoneText();
  const columns = titled<Pick<CustomerLine, (typeof CUSTOMER_REPORT_COLUMNS)[number]['key']>>(CUSTOMER_REPORT_COLUMNS, {
    name: t`Customer`,
    phone: t`Phone`,
    visits: t`Visits`,
    spend: t`Spend`,
    average: t`Average spend`,
    lastVisit: t`Last visit`,
    status: t`New or returning`,
  });
  // The footer totals count every customer, not only the listed ones.
  const tableOf = (result: ReportResult<CustomerLine, CustomerReportTotals>) => ({
    columns,
    rows: result.rows.map((row) => ({ ...row, phone: phoneText(row.phone), status: row.isNew ? t`New` : t`Returning` })),
    totals: { visits: result.totals.visits, spend: result.totals.spend, average: result.totals.average },
  });
  return (
    <ReportPage<CustomerLine, CustomerReportTotals>
      reportKey={ReportKey.CUSTOMER}
      title={t`Customers`}
      help={t`A visit is a paid bill, on the day it was paid in its branch's time zone; cancelled bills and drafts do not count. Spend is the bills' total less tax (the revenue report's net), and average spend is spend per visit. A customer is new when their first paid bill ever, in any branch, is in these days, and returning when they had paid one before. Bills with no customer are walk-ins, counted apart. The table lists the ${CUSTOMER_REPORT_TOP} customers who spent the most; its totals count every customer.`}
      view={{
        table: tableOf,
        highlights: (result) => [
          { label: t`Customers`, value: String(result.totals.customers) },
          { label: t`New customers`, value: String(result.totals.newCustomers) },
          { label: t`Returning customers`, value: String(result.totals.returningCustomers) },
          { label: t`Visits`, value: String(result.totals.visits) },
          { label: t`Spend`, value: formatMoney(result.totals.spend) },
          { label: t`Average spend`, value: formatMoney(result.totals.average) },
          { label: t`Walk-in visits`, value: String(result.totals.walkInVisits) },
          { label: t`Walk-in spend`, value: formatMoney(result.totals.walkInSpend) },
        ],
        body: (result, fetching) => (
          <ReportTable<CustomerLine>
            label={t`Top customers`}
            {...(result ? tableOf(result) : { columns, rows: [], totals: null })}
            rowId={(row) => row.customerId}
            fetching={fetching}
            emptyText={t`No customer paid a bill in these days`}
            phoneHidden={['phone', 'average', 'lastVisit']}
          />
        ),
      }}
    />
  );
}
