/** The time sheet windows' choice of technician (working time, quick timesheet, time off). */
import { Select, type SelectProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { TechnicianOption } from '../../domain/technician/contract';

export function TechnicianSelect(props: Omit<SelectProps, 'data' | 'onChange'> & { technicians: readonly TechnicianOption[]; onChange: (id: string) => void }) {
  const { t } = useLingui();
  const { technicians, onChange, ...rest } = props;
  return (
    <Select
      label={t`Technician`}
      required
      searchable
      size="md"
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
      {...rest}
      data={technicians.map((x) => ({ value: x.id, label: x.name }))}
      onChange={(value) => onChange(value ?? '')}
    />
  );
}
