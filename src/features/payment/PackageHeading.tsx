/** A package's heading over the lines booked in it: its name and its price (what its lines add up to). */
import { Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../components/locale-format';

export function PackageHeading(props: { name: string | null; price: number }) {
  const { t } = useLingui();
  const name = props.name ?? t`Package`;
  return (
    <Group justify="space-between" pl="xl" wrap="nowrap">
      <Text size="sm" fw={600}>{t`Package: ${name}`}</Text>
      <Text size="sm" fw={600}>{formatMoney(props.price)}</Text>
    </Group>
  );
}
