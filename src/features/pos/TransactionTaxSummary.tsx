/**
 * The day's tax collected, each tax on its own line (issue 13). It is the whole day's over
 * every method — a bill paid partly by card cannot have its tax split by method — so with a
 * method filter set it says "All methods" rather than pretending to follow the filter.
 */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../components/locale-format';
import type { TaxTotal } from '../../domain/bill/tax-lines';
import { taxLabel } from '../tax/tax-labels';

export function TransactionTaxSummary({ taxes, filtered }: { taxes: readonly TaxTotal[]; filtered: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Paper withBorder p="xs" radius="md" component="section" aria-label={t`Tax collected`}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" c="dimmed">
          {t`Tax collected`}
        </Text>
        {filtered ? (
          <Text size="xs" c="dimmed">
            {t`All methods`}
          </Text>
        ) : null}
      </Group>
      {taxes.length === 0 ? (
        <Text size="sm">{t`No tax collected`}</Text>
      ) : (
        <Stack gap={2}>
          {taxes.map((tax) => (
            <Group key={`${tax.kind}|${tax.name}`} justify="space-between">
              <Text size="sm">{taxLabel(i18n, tax)}</Text>
              <Text size="sm" fw={600}>
                {formatMoney(tax.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
