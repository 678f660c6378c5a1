/** On a phone: which technician the board shows, with a step to either side (44 px targets). */
import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ScheduleTechnician } from '../../../domain/api';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { technicianLabel } from '../technician';

export function ColumnPicker(props: {
  technicians: readonly ScheduleTechnician[];
  bookingCounts: Record<string, number>;
  shown: number;
  onPick: (index: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { technicians, shown, onPick } = props;
  const options = technicians.map((technician, i) => {
    const name = technicianLabel(technician);
    const count = props.bookingCounts[technician.id] ?? 0;
    return { value: String(i), label: `${name} · ${i18n._(msg({ message: plural(count, { one: '# booking', other: '# bookings' }) }))}` };
  });
  return (
    <Group gap={8} wrap="nowrap" mb={8}>
      <ActionIcon variant="default" aria-label={t`Previous technician`} disabled={shown <= 0} onClick={() => onPick(shown - 1)}>
        <ChevronLeftIcon />
      </ActionIcon>
      <NativeSelect
        aria-label={t`Technician shown`}
        data={options}
        value={String(shown)}
        onChange={(e) => onPick(Number(e.currentTarget.value))}
        size="md"
        style={{ flex: 1, minWidth: 0 }}
      />
      <ActionIcon variant="default" aria-label={t`Next technician`} disabled={shown >= technicians.length - 1} onClick={() => onPick(shown + 1)}>
        <ChevronRightIcon />
      </ActionIcon>
    </Group>
  );
}
