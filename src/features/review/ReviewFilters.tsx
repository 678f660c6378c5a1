/** The review list's filters (issue 17): status, stars, a range of the branch's days and the technician. */
import { Group, Select, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { REVIEW_STATUSES, type ReviewFilters as Filters } from '../../domain/review/contract';
import { reviewStatusLabels } from './review-labels';

const STARS = ['5', '4', '3', '2', '1'] as const;

export function ReviewFilters(props: { filters: Filters; technicians: readonly { id: string; name: string }[]; onChange: (next: Filters) => void }) {
  const { t, i18n } = useLingui();
  const { filters, onChange } = props;
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const common = { clearable: true, size: 'sm', w: 170, comboboxProps: { withinPortal: true } } as const;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        {...common}
        label={t`Status`}
        placeholder={t`Any status`}
        data={REVIEW_STATUSES.map((s) => ({ value: s, label: i18n._(reviewStatusLabels[s]) }))}
        value={filters.status}
        onChange={(v) => set({ status: REVIEW_STATUSES.find((s) => s === v) ?? null })}
      />
      <Select
        {...common}
        label={t`Rating`}
        placeholder={t`Any rating`}
        data={STARS.map((n) => ({ value: n, label: t`${n} stars` }))}
        value={filters.rate === null ? null : String(filters.rate)}
        onChange={(v) => set({ rate: v ? Number(v) : null })}
      />
      <TextInput size="sm" type="date" label={t`From date`} value={filters.from ?? ''} max={filters.to ?? undefined} onChange={(e) => set({ from: e.currentTarget.value || null })} />
      <TextInput size="sm" type="date" label={t`To date`} value={filters.to ?? ''} min={filters.from ?? undefined} onChange={(e) => set({ to: e.currentTarget.value || null })} />
      <Select
        {...common}
        label={t`Technician`}
        placeholder={t`Any technician`}
        searchable
        data={props.technicians.map((x) => ({ value: x.id, label: x.name }))}
        value={filters.technicianId}
        onChange={(v) => set({ technicianId: v })}
      />
    </Group>
  );
}
