/** A service's detail: every field, where it stands in the order, and what keeps it from being deleted. */
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ServiceType } from '../../domain/catalogue/service';
import type { ServiceDetail } from '../../domain/catalogue/service-contract';
import { formatMoney } from '../../domain/money';
import { formatZonedDateTime } from '../../domain/time';
import { displayDateTime } from '../appointment/panels/display-format';
import { useShellSession } from '../shell/session-context';

export function DetailField(props: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={500}>
        {props.value === '' ? '—' : props.value}
      </Text>
    </Stack>
  );
}

export function DetailActions(props: { onEdit: (() => void) | null; onDelete: (() => void) | null }) {
  const { t } = useLingui();
  return (
    <Group gap="sm">
      {props.onEdit ? <Button variant="default" onClick={props.onEdit}>{t`Edit`}</Button> : null}
      {props.onDelete ? (
        <Button variant="light" color="red" onClick={props.onDelete}>
          {t`Delete`}
        </Button>
      ) : null}
    </Group>
  );
}

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
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DetailField label={t`Code`} value={s.code} />
        <DetailField label={t`Name`} value={s.name} />
        <DetailField label={t`Group`} value={s.groupName} />
        <DetailField label={t`Variant of`} value={s.parentName ?? ''} />
        <DetailField label={t`Price`} value={formatMoney(s.price, props.moneySymbol)} />
        <DetailField label={t`Duration`} value={t`${duration} min`} />
        <DetailField label={t`Cleaning`} value={t`${cleaning} min`} />
        <DetailField label={t`Employees needed`} value={String(s.numberTechnician)} />
        <DetailField label={t`Couple`} value={s.couple ? yes : no} />
        <DetailField label={t`Type`} value={s.type === ServiceType.ADD_ON ? t`Add-on` : t`Main service`} />
        <DetailField label={t`Display index`} value={String(s.displayIndex)} />
        <DetailField label={t`Status`} value={s.active ? t`Active` : t`Inactive`} />
        <DetailField label={t`Created`} value={displayDateTime(formatZonedDateTime(new Date(s.createdAt), timeZone))} />
        <DetailField label={t`Technicians who perform it`} value={String(technicians)} />
      </SimpleGrid>
      {!s.deletable ? (
        <Text size="sm" c="dimmed">
          {lines > 0
            ? t`Booked on ${lines} service lines: it cannot be deleted, deactivate it instead.`
            : t`It has ${variants} variants: delete or move them first.`}
        </Text>
      ) : null}
      <DetailActions onEdit={props.onEdit} onDelete={props.onDelete} />
    </Stack>
  );
}
