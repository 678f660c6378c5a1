/** The customer list's filters (issue 14): level, blocked, active, main technician, birthday this month. */
import { Chip, Group, Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { CUSTOMER_LEVELS } from '../../domain/people/customer';
import type { CustomerFilters as Filters, NamedRef } from '../../domain/people/customer-contract';
import { useLevelLabels } from './customer-labels';

const YES = 'yes';
const NO = 'no';
const asFlag = (v: string | null): boolean | null => (v === YES ? true : v === NO ? false : null);
const ofFlag = (v: boolean | null): string | null => (v === null ? null : v ? YES : NO);

export function CustomerFilters(props: { filters: Filters; technicians: readonly NamedRef[]; onChange: (next: Filters) => void }) {
  const { t } = useLingui();
  const levelLabel = useLevelLabels();
  const { filters, onChange } = props;
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const common = { clearable: true, size: 'sm', w: 170, comboboxProps: { withinPortal: true } } as const;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        {...common}
        label={t`Level`}
        placeholder={t`Any level`}
        data={CUSTOMER_LEVELS.map((l) => ({ value: l, label: levelLabel(l) }))}
        value={filters.level}
        onChange={(v) => set({ level: CUSTOMER_LEVELS.find((l) => l === v) ?? null })}
      />
      <Select
        {...common}
        label={t`Blocked`}
        placeholder={t`Blocked or not`}
        data={[{ value: YES, label: t`Blocked` }, { value: NO, label: t`Not blocked` }]}
        value={ofFlag(filters.blocked)}
        onChange={(v) => set({ blocked: asFlag(v) })}
      />
      <Select
        {...common}
        label={t`Status`}
        placeholder={t`Active or not`}
        data={[{ value: YES, label: t`Active` }, { value: NO, label: t`Inactive` }]}
        value={ofFlag(filters.active)}
        onChange={(v) => set({ active: asFlag(v) })}
      />
      <Select
        {...common}
        label={t`Main technician`}
        placeholder={t`Any technician`}
        searchable
        data={props.technicians.map((x) => ({ value: x.id, label: x.name }))}
        value={filters.technicianId}
        onChange={(v) => set({ technicianId: v })}
      />
      <Chip checked={filters.birthdayThisMonth} onChange={(checked) => set({ birthdayThisMonth: checked })}>
        {t`Birthday this month`}
      </Chip>
    </Group>
  );
}
