/**
 * On a phone: which technician the board shows, with a step to either side (44 px targets).
 * A native select drawn as Mantine's input without its code (src/components/input-look.tsx),
 * with our own chevron: NativeSelect's is Combobox's, whose stylesheet (1.4 kB gzip) the first
 * load would carry for this one arrow.
 */
import { useId } from 'react';
import { Group } from '@mantine/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ScheduleTechnician } from '../../../domain/api';
import { ChevronLeftIcon, ChevronRightIcon, SelectorIcon } from '../../../components/icons';
import { InputLook, inputLookProps } from '../../../components/input-look';
import { technicianLabel } from '../technician';
import { ActionIconLook } from '../../../components/action-icon-look';

export function ColumnPicker(props: {
  technicians: readonly ScheduleTechnician[];
  bookingCounts: Record<string, number>;
  shown: number;
  onPick: (index: number) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { technicians, shown, onPick } = props;
  const options = technicians.map((technician, i) => {
    const name = technicianLabel(technician);
    const count = props.bookingCounts[technician.id] ?? 0;
    return { value: String(i), label: `${name} · ${i18n._(msg({ message: plural(count, { one: '# booking', other: '# bookings' }) }))}` };
  });
  return (
    <Group gap={8} wrap="nowrap" mb={8}>
      <ActionIconLook variant="default" aria-label={t`Previous technician`} disabled={shown <= 0} onClick={() => onPick(shown - 1)}>
        <ChevronLeftIcon />
      </ActionIconLook>
      <InputLook of="InputBase" size="md" rightSection={<SelectorIcon size={20} color="var(--mantine-color-gray-6)" />} sectionsPassTaps={{ right: true }} pointer style={{ flex: 1, minWidth: 0 }}>
        <select {...inputLookProps('InputBase')} aria-label={t`Technician shown`} id={id} value={String(shown)} onChange={(e) => onPick(Number(e.currentTarget.value))}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </InputLook>
      <ActionIconLook variant="default" aria-label={t`Next technician`} disabled={shown >= technicians.length - 1} onClick={() => onPick(shown + 1)}>
        <ChevronRightIcon />
      </ActionIconLook>
    </Group>
  );
}
