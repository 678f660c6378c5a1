/**
 * On a phone: which technician the board shows, with a step to either side (44 px targets).
 * A native select drawn as Mantine's input, with our own chevron: NativeSelect's is Combobox's,
 * whose stylesheet (1.4 kB gzip) the first load would carry for this one arrow.
 */
import { ActionIcon, Group, InputBase } from '@mantine/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ScheduleTechnician } from '../../../domain/api';
import { ChevronLeftIcon, ChevronRightIcon, SelectorIcon } from '../../../components/icons';
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
      <InputBase
        component="select"
        pointer
        aria-label={t`Technician shown`}
        value={String(shown)}
        onChange={(e) => onPick(Number(e.currentTarget.value))}
        size="md"
        rightSection={<SelectorIcon size={20} color="var(--mantine-color-gray-6)" />}
        rightSectionPointerEvents="none"
        style={{ flex: 1, minWidth: 0 }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </InputBase>
      <ActionIcon variant="default" aria-label={t`Next technician`} disabled={shown >= technicians.length - 1} onClick={() => onPick(shown + 1)}>
        <ChevronRightIcon />
      </ActionIcon>
    </Group>
  );
}
