/**
 * The monthly revenue as bars: one series per branch for the twelve months and one, lighter, for
 * the same months a year before. It lives in the report's own route chunk with its styles, so
 * recharts stays out of the first load. The table under it is its text alternative.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { MonthlyRevenueRow } from '../../../domain/report/monthly-revenue';
import { formatMoney } from '../../../domain/money';

/** The axis in whole dollars ("$1,250"); the tooltip keeps the cents. */
const wholeDollars = (cents: number) => formatMoney(Math.round(cents / 100) * 100).replace(/\.00$/, '');

const COLORS = ['blue', 'teal', 'grape', 'orange', 'cyan', 'pink', 'lime', 'indigo'] as const;

export default function MonthlyRevenueChart(props: { rows: readonly MonthlyRevenueRow[]; branches: readonly { id: string; name: string }[] }) {
  const { t } = useLingui();
  // Branch names may repeat or hold any character: the series are keyed by position.
  const series = props.branches.flatMap((b, i) => {
    const color = COLORS[i % COLORS.length] ?? 'blue';
    return [
      { name: `b${i}`, label: b.name, color: `${color}.6` },
      { name: `b${i}p`, label: t`${b.name}, a year before`, color: `${color}.3` },
    ];
  });
  const months = [...new Set(props.rows.map((r) => r.month))];
  const data = months.map((month) => {
    const point: Record<string, string | number> = { month };
    props.branches.forEach((b, i) => {
      const row = props.rows.find((r) => r.month === month && r.branchId === b.id);
      point[`b${i}`] = row?.net ?? 0;
      point[`b${i}p`] = row?.previousNet ?? 0;
    });
    return point;
  });
  return (
    <Box component="figure" m={0} aria-label={t`Net revenue per month`}>
      <BarChart h={320} data={data} dataKey="month" series={series} valueFormatter={formatMoney} withLegend tickLine="y" yAxisProps={{ width: 80, tickFormatter: wholeDollars }} />
      <Text component="figcaption" size="xs" c="dimmed" mt="xs">
        {t`Net revenue per month, each branch beside its year before; the table below gives the same figures.`}
      </Text>
    </Box>
  );
}
