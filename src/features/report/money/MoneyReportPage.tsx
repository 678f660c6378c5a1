/** Report 4, money: what each checkout method should hold per branch day, and the closes of the day (src/domain/report/money.ts). */
import { useLingui } from '@lingui/react/macro';
import { ReportKey } from '../../../domain/report/contract';
import { MONEY_COLUMNS, type MoneyRow, type MoneyTotals } from '../../../domain/report/money';
import { formatMoney } from '../../../domain/money';
import { ReportPage } from '../ReportPage';
import { ReportTable } from '../ReportTable';
import { titled } from '../report-columns';
import { moneyEntryText } from './money-entry-labels';

export function MoneyReportPage() {
  const { t, i18n } = useLingui();
  const columns = titled<MoneyRow>(MONEY_COLUMNS, {
    id: '',
    date: t`Day`,
    branch: t`Branch`,
    method: t`Checkout method`,
    entry: t`Close of the day`,
    expected: t`Expected`,
    counted: t`Counted`,
    overShort: t`Over / short`,
    expectedAtClose: t`Expected at close`,
    tabletExpected: t`Tablet's expected`,
    note: t`Note`,
    closedBy: t`Closed by`,
  });
  // The entry's words in the UI's language, on screen, in the CSV and on paper alike.
  const worded = (rows: readonly MoneyRow[]) => rows.map((r) => ({ ...r, entry: moneyEntryText(r.entry, i18n) }));
  const footer = (totals: MoneyTotals): Partial<MoneyRow> => ({ expected: totals.expected, counted: totals.counted, overShort: totals.overShort });
  return (
    <ReportPage<MoneyRow, MoneyTotals>
      reportKey={ReportKey.MONEY}
      title={t`Money`}
      shows={{ checkoutMethods: true }}
      help={t`Per branch day and checkout method, what the method should hold at the end of the day, as the money drawer counts it: the paid bills' payments less the change given back, pay-ins and tips, less pay-outs (cancelled bills count nowhere). Beside it, the close of that day: what the closer counted, over or short (counted − the expected figure the server recorded when it received the close), that figure when the day changed after the close, the closing tablet's figure when it had not yet seen every change, the note and who closed. A correction is its own row under the close it corrects. Totals: expected over every day; counted and over/short of each day's latest count.`}
      view={{
        table: (result) => ({ columns, rows: worded(result.rows), totals: footer(result.totals) }),
        highlights: (result) => [
          { label: t`Expected`, value: formatMoney(result.totals.expected) },
          { label: t`Counted`, value: formatMoney(result.totals.counted) },
          { label: t`Over / short`, value: formatMoney(result.totals.overShort) },
          { label: t`Not closed`, value: String(result.totals.open) },
        ],
        body: (result, fetching) => (
          <ReportTable<MoneyRow>
            label={t`Money`}
            columns={columns}
            rows={result ? worded(result.rows) : []}
            totals={result ? footer(result.totals) : null}
            rowId={(row) => row.id}
            fetching={fetching}
            emptyText={t`No money moved in these days`}
            phoneHidden={['branch', 'expectedAtClose', 'tabletExpected', 'note', 'closedBy']}
          />
        ),
      }}
    />
  );
}
