/**
 * Report 2, daily transaction: one day's money records as the drawer shows them, oldest first,
 * with each checkout method's subtotal and the day's tax (src/domain/report/daily-transaction.ts).
 */
import { Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ReportKey } from '../../../domain/report/contract';
import {
  DAILY_TRANSACTION_COLUMNS,
  METHOD_SUBTOTAL_COLUMNS,
  type DailyEntryKind,
  type DailyTransactionRow,
  type DailyTransactionTotals,
  type MethodSubtotal,
} from '../../../domain/report/daily-transaction';
import { formatMoney } from '../../../domain/money';
import { TransactionTaxSummary } from '../../pos/TransactionTaxSummary';
import { transactionTypeLabels } from '../../pos/pos-action-labels';
import { ReportPage } from '../ReportPage';
import { ReportTable } from '../ReportTable';
import { titled } from '../report-columns';

/** A row as read (its kind a DailyEntryKind) or as the screen and the CSV show it (in words). */
type ShownRow = Omit<DailyTransactionRow, 'kind'> & { kind: string };

export function DailyTransactionReportPage() {
  const { t, i18n } = useLingui();
  const kindLabels: Record<DailyEntryKind, string> = {
    PAYMENT: i18n._(transactionTypeLabels.PAYMENT),
    CANCELLED: t`Cancelled bill`,
    IN: i18n._(transactionTypeLabels.IN),
    OUT: i18n._(transactionTypeLabels.OUT),
    TIP: i18n._(transactionTypeLabels.TIP),
    TIP_PAYOUT: i18n._(transactionTypeLabels.TIP_PAYOUT),
  };
  const kindLabel = (kind: string) => Object.entries(kindLabels).find(([k]) => k === kind)?.[1] ?? kind;
  const columns = titled<ShownRow>(DAILY_TRANSACTION_COLUMNS, {
    id: '',
    time: t`Time`,
    branch: t`Branch`,
    code: t`Code`,
    kind: t`Kind`,
    customer: t`Customer`,
    checkoutMethod: t`Checkout method`,
    received: t`Received`,
    back: t`Paid out`,
    cancelled: t`Cancelled`,
    note: t`Note`,
  });
  const methodColumns = titled<MethodSubtotal>(METHOD_SUBTOTAL_COLUMNS, {
    checkoutMethodId: '',
    checkoutMethod: t`Checkout method`,
    entries: t`Records`,
    amountReceived: t`Received`,
    amountBack: t`Paid out`,
    remainBalance: t`Balance`,
    cancelled: t`Cancelled`,
  });
  const shown = (rows: readonly ShownRow[]): ShownRow[] => rows.map((r) => ({ ...r, kind: kindLabel(r.kind) }));
  const totalsOf = (totals: DailyTransactionTotals): Partial<ShownRow> => ({ received: totals.received, back: totals.back, cancelled: totals.cancelled });
  return (
    <ReportPage<ShownRow, DailyTransactionTotals>
      reportKey={ReportKey.DAILY_TRANSACTION}
      title={t`Daily transaction`}
      help={t`Every money record of the day, oldest first, exactly as the appointment screen's money drawer shows it: each paid bill once per checkout method it was paid with, pay-ins, pay-outs and tips. Received is what came in (payments, pay-ins, tips); paid out is the change given back (on the cash line) and the pay-outs; the balance is received less paid out, per checkout method and in total. Bills paid that day and cancelled since are listed as cancelled, with the money given back, and count in no balance. Tax is every paid bill's of the day, whatever the checkout-method filter.`}
      shows={{ oneDay: true, checkoutMethods: true }}
      view={{
        table: (result) => ({ columns, rows: shown(result.rows), totals: totalsOf(result.totals) }),
        highlights: (result) => [
          { label: t`Balance`, value: formatMoney(result.totals.balance) },
          { label: t`Received`, value: formatMoney(result.totals.received) },
          { label: t`Paid out`, value: formatMoney(result.totals.back) },
          { label: t`Cancelled`, value: formatMoney(result.totals.cancelled) },
        ],
        body: (result, fetching) => (
          <Stack gap="md">
            <ReportTable<ShownRow>
              label={t`Daily transaction`}
              columns={columns}
              rows={shown(result?.rows ?? [])}
              totals={result ? totalsOf(result.totals) : null}
              rowId={(row) => row.id}
              fetching={fetching}
              emptyText={t`No money records on this day`}
              phoneHidden={['branch', 'code', 'customer', 'cancelled', 'note']}
            />
            <Title order={2} size="h4">
              {t`By checkout method`}
            </Title>
            <ReportTable<MethodSubtotal>
              label={t`By checkout method`}
              columns={methodColumns}
              rows={result?.totals.methods ?? []}
              totals={result ? { amountReceived: result.totals.received, amountBack: result.totals.back, remainBalance: result.totals.balance, cancelled: result.totals.cancelled, entries: result.totals.entries } : null}
              rowId={(row) => row.checkoutMethodId ?? 'none'}
              fetching={fetching}
              emptyText={t`No money records on this day`}
              phoneHidden={['entries', 'cancelled']}
            />
            {/* Always every method's tax: it says so whatever the filter. */}
            <TransactionTaxSummary taxes={result?.totals.taxes ?? []} filtered />
          </Stack>
        ),
      }}
    />
  );
}
