/** The three totals of the day for the chosen methods. */
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../components/locale-format';
import type { TransactionOverview } from '../../domain/pos';

function Card({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={color}>
        {value}
      </Text>
    </Paper>
  );
}

export function TransactionOverviewCards({ overview }: { overview: TransactionOverview }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={3} spacing="xs">
      <Card label={t`Amount received`} value={formatMoney(overview.amountReceived)} color="teal.8" />
      <Card label={t`Amount back`} value={formatMoney(overview.amountBack)} color="red.8" />
      <Card label={t`Remain balance`} value={formatMoney(overview.remainBalance)} />
    </SimpleGrid>
  );
}
