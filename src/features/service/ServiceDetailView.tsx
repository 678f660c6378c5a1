/** A service's detail: every field, where it stands in the order, and what keeps it from being deleted. */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ServiceType } from '../../domain/catalogue/service';
import type { ServiceDetail } from '../../domain/catalogue/service-contract';
import { formatMoney } from '../../components/locale-format';
import { formatZonedDateTime } from '../../domain/time';
import { displayDateTime } from '../appointment/panels/display-format';
import { useShellSession } from '../shell/session-context';
import { RecordActions } from '../admin/RecordActions';
import { RecordField } from '../admin/RecordField';

export function ServiceDetailView(props: { service: ServiceDetail; moneySymbol: string; onEdit: (() => void) | null; onDelete: (() => void) | null }) {
  const { t } = useLingui();
  const { timeZone } = useShellSession();
  const s = props.service;
  const duration = s.duration;
  const cleaning = s.cleaning;
  const yes = t`Yes`;
  const no = t`No`;
  const technicians = s.technicians;
  const lines = s.bookedLines;
  const variants = s.variants;
  const packages = s.packages;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <RecordField label={t`Code`} value={s.code} />
        <RecordField label={t`Name`} value={s.name} />
        <RecordField label={t`Group`} value={s.groupName} />
        <RecordField label={t`Variant of`} value={s.parentName ?? ''} />
        <RecordField label={t`Price`} value={formatMoney(s.price, props.moneySymbol)} />
        <RecordField label={t`Duration`} value={t`${duration} min`} />
        <RecordField label={t`Cleaning`} value={t`${cleaning} min`} />
        <RecordField label={t`Employees needed`} value={String(s.numberTechnician)} />
        <RecordField label={t`Couple`} value={s.couple ? yes : no} />
        <RecordField label={t`Type`} value={s.type === ServiceType.ADD_ON ? t`Add-on` : t`Main service`} />
        <RecordField label={t`Display index`} value={String(s.displayIndex)} />
        <RecordField label={t`Status`} value={s.active ? t`Active` : t`Inactive`} />
        <RecordField label={t`Created`} value={displayDateTime(formatZonedDateTime(new Date(s.createdAt), timeZone))} />
        <RecordField label={t`Technicians who perform it`} value={String(technicians)} />
      </SimpleGrid>
      {!s.deletable ? (
        <Text size="sm" c="dimmed">
          {lines > 0
            ? t`Booked on ${lines} service lines: it cannot be deleted, deactivate it instead.`
            : variants > 0
              ? t`It has ${variants} variants: delete or move them first.`
              : t`It is in ${packages} packages: take it out of them first.`}
        </Text>
      ) : null}
      <RecordActions onEdit={props.onEdit} onDelete={props.onDelete} />
    </Stack>
  );
}
