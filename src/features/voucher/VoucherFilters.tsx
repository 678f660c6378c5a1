/** The voucher list's filters (issue 15): active or not, this branch's or every branch's, general or birthday. */
import { Group, Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { VoucherAudience } from '../../domain/bill/types';
import type { VoucherFilters as Filters } from '../../domain/voucher/contract';
import { audienceLabels } from './voucher-labels';

const YES = 'yes';
const NO = 'no';

export function VoucherFilters(props: { filters: Filters; onChange: (next: Filters) => void }) {
  const { t, i18n } = useLingui();
  const { filters, onChange } = props;
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const common = { clearable: true, size: 'sm', w: 170, comboboxProps: { withinPortal: true } } as const;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        {...common}
        label={t`Status`}
        placeholder={t`Active or not`}
        data={[{ value: YES, label: t`Active` }, { value: NO, label: t`Inactive` }]}
        value={filters.active === null ? null : filters.active ? YES : NO}
        onChange={(v) => set({ active: v === YES ? true : v === NO ? false : null })}
      />
      <Select
        {...common}
        label={t`Branch`}
        placeholder={t`Any branch`}
        data={[{ value: 'BRANCH', label: t`This branch only` }, { value: 'ALL', label: t`All branches` }]}
        value={filters.scope}
        onChange={(v) => set({ scope: v === 'BRANCH' || v === 'ALL' ? v : null })}
      />
      <Select
        {...common}
        label={t`Type`}
        placeholder={t`Any type`}
        data={Object.values(VoucherAudience).map((a) => ({ value: a, label: i18n._(audienceLabels[a]) }))}
        value={filters.audience}
        onChange={(v) => set({ audience: Object.values(VoucherAudience).find((a) => a === v) ?? null })}
      />
    </Group>
  );
}
