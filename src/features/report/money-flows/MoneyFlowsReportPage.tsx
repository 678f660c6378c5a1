/**
 * Report 3, money flows: per checkout method, the money in and out, per branch day or over the
 * whole range (src/domain/report/money-flows.ts).
 */
import { useState } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ReportKey, type ReportResult } from '../../../domain/report/contract';
import { MONEY_FLOW_COLUMNS, type MoneyFlowRow, type MoneyFlowTotals } from '../../../domain/report/money-flows';
import { formatMoney } from '../../../domain/money';
import { ReportPage } from '../ReportPage';
import { ReportTable } from '../ReportTable';
import { titled } from '../report-columns';

const Grouping = { BY_DAY: 'day', IN_TOTAL: 'total' } as const;
type Grouping = (typeof Grouping)[keyof typeof Grouping];
const isGrouping = (value: string): value is Grouping => value === Grouping.BY_DAY || value === Grouping.IN_TOTAL;

export function MoneyFlowsReportPage() {
  const { t } = useLingui();
  const [grouping, setGrouping] = useState<Grouping>(Grouping.BY_DAY);
  const all = titled<MoneyFlowRow>(MONEY_FLOW_COLUMNS, {
    date: t`Day`,
    branch: t`Branch`,
    checkoutMethodId: '',
    checkoutMethod: t`Checkout method`,
    payments: t`Payments`,
    payIns: t`Pay-ins`,
    tips: t`Tips`,
    payOuts: t`Pay-outs`,
    cancellations: t`Cancellations`,
    net: t`Net`,
  });
  // Over the whole range a method is one row: no day, every branch.
  const columns = grouping === Grouping.BY_DAY ? all : all.filter((c) => c.key !== 'date' && c.key !== 'branch');
  const table = (result: ReportResult<MoneyFlowRow, MoneyFlowTotals>) => {
    const { methods, ...totals } = result.totals;
    return { columns, rows: grouping === Grouping.BY_DAY ? result.rows : methods, totals };
  };
  return (
    <ReportPage<MoneyFlowRow, MoneyFlowTotals>
      reportKey={ReportKey.MONEY_FLOWS}
      title={t`Money flows`}
      help={t`Money in and out per checkout method, per branch day or over the whole period, counted as the money drawer counts it. Payments are what the bills paid that day took, less the change given back (on the cash line); pay-ins and pay-outs are cash put in and taken out; tips are the tips customers paid with the method. Cancellations are the money of bills paid that day and cancelled since, given back: such a bill counts under payments and again, taken off, under cancellations, on the day it was paid. Net is payments + pay-ins + tips − pay-outs − cancellations; for one day and one method it is the drawer's balance for that method.`}
      shows={{ checkoutMethods: true }}
      view={{
        table,
        highlights: (result) => [
          { label: t`Net`, value: formatMoney(result.totals.net) },
          { label: t`Payments`, value: formatMoney(result.totals.payments) },
          { label: t`Pay-outs`, value: formatMoney(result.totals.payOuts) },
          { label: t`Cancellations`, value: formatMoney(result.totals.cancellations) },
        ],
        body: (result, fetching) => {
          const shown = result ? table(result) : null;
          return (
            <Stack gap="sm">
              <SegmentedControl
                aria-label={t`Rows`}
                value={grouping}
                onChange={(value) => {
                  if (isGrouping(value)) setGrouping(value);
                }}
                data={[
                  { value: Grouping.BY_DAY, label: t`By day` },
                  { value: Grouping.IN_TOTAL, label: t`In total` },
                ]}
                style={{ alignSelf: 'flex-start' }}
              />
              <ReportTable<MoneyFlowRow>
                label={t`Money flows`}
                columns={columns}
                rows={shown?.rows ?? []}
                totals={shown?.totals ?? null}
                rowId={(row) => `${row.date}|${row.branch}|${row.checkoutMethodId}`}
                fetching={fetching}
                emptyText={t`No money moved in these days`}
                phoneHidden={['branch', 'payIns', 'tips', 'cancellations']}
              />
            </Stack>
          );
        },
      }}
    />
  );
}
