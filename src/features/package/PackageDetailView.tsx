/** A package's detail: every field, its services at their own prices beside the package price, and whether a booking keeps it. */
import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PackageStatus } from '../../domain/catalogue/package';
import type { PackageDetail } from '../../domain/catalogue/package-contract';
import { formatMoney } from '../../components/locale-format';
import { formatZonedDateTime } from '../../domain/time';
import { displayDateTime } from '../appointment/panels/display-format';
import { useShellSession } from '../shell/session-context';
import { RecordActions } from '../admin/RecordActions';
import { RecordField } from '../admin/RecordField';

export function PackageDetailView(props: { pkg: PackageDetail; moneySymbol: string; onEdit: (() => void) | null; onDelete: (() => void) | null }) {
  const { t } = useLingui();
  const { timeZone } = useShellSession();
  const p = props.pkg;
  const lines = p.bookedLines;
  const servicesTotal = formatMoney(p.services.reduce((sum, s) => sum + s.price, 0), props.moneySymbol);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <RecordField label={t`Code`} value={p.code} />
        <RecordField label={t`Content`} value={p.content} />
        <RecordField label={t`Price`} value={formatMoney(p.price, props.moneySymbol)} />
        <RecordField label={t`Services at their own prices`} value={servicesTotal} />
        <RecordField label={t`Start time`} value={displayDateTime(p.startTime)} />
        <RecordField label={t`End time`} value={displayDateTime(p.endTime)} />
        <RecordField label={t`Status`} value={p.status === PackageStatus.ENABLED ? t`Enabled` : t`Disabled`} />
        <RecordField label={t`Created`} value={displayDateTime(formatZonedDateTime(new Date(p.createdAt), timeZone))} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={600}>{t`Services`}</Text>
        <List size="sm" type="ordered">
          {p.services.map((s) => (
            <List.Item key={s.id}>{`${s.name} · ${formatMoney(s.price, props.moneySymbol)}`}</List.Item>
          ))}
        </List>
      </Stack>
      {!p.deletable ? <Text size="sm" c="dimmed">{t`Booked on ${lines} service lines: it cannot be deleted, disable it instead.`}</Text> : null}
      <RecordActions onEdit={props.onEdit} onDelete={props.onDelete} />
    </Stack>
  );
}
