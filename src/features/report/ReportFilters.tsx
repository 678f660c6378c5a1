/**
 * The filters every report shares: the branch (or all of them, when the user has several), the
 * days (presets today, this week, this month, last month, or any range typed), and the technician
 * or the checkout methods for the reports that use them. A one-day report asks for one day.
 */
import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ALL_BRANCHES, type ReportFilter, type ReportOptions } from '../../domain/report/contract';
import { DatePreset, presetOf, presetRange } from '../../domain/report/date-presets';
import { isCalendarDate } from '../../domain/schemas/dates';
import { useShellSession } from '../shell/session-context';

export type FilterShows = { technician?: boolean; checkoutMethods?: boolean; oneDay?: boolean };

const isPreset = (value: string | null): value is Exclude<DatePreset, 'custom'> =>
  value === DatePreset.TODAY || value === DatePreset.THIS_WEEK || value === DatePreset.THIS_MONTH || value === DatePreset.LAST_MONTH;

export function ReportFilters(props: {
  filter: ReportFilter;
  onChange: (next: Partial<ReportFilter>) => void;
  today: string;
  options: ReportOptions | null;
  shows?: FilterShows;
}) {
  const { t } = useLingui();
  const { session } = useShellSession();
  const { filter, onChange, today, options, shows = {} } = props;
  const branches = session.loadConfig?.branchOptions ?? [];
  const canPickAll = (session.loadConfig?.canSelectTenant ?? false) || branches.length > 1;
  const branchData = [...(canPickAll ? [{ value: ALL_BRANCHES, label: t`All branches` }] : []), ...branches.map((b) => ({ value: b.id, label: b.name }))];
  const preset = presetOf({ range: filter, today });
  const presets = [
    { value: DatePreset.TODAY, label: t`Today` },
    { value: DatePreset.THIS_WEEK, label: t`This week` },
    { value: DatePreset.THIS_MONTH, label: t`This month` },
    { value: DatePreset.LAST_MONTH, label: t`Last month` },
    { value: DatePreset.CUSTOM, label: t`Custom` },
  ];
  const typed = (value: string, apply: (date: string) => void) => {
    if (isCalendarDate(value)) apply(value);
  };
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        label={t`Branch`}
        data={branchData}
        value={filter.branchId}
        allowDeselect={false}
        onChange={(value) => {
          if (value) onChange({ branchId: value });
        }}
        w={220}
      />
      {shows.oneDay ? (
        <TextInput type="date" label={t`Day`} value={filter.from} onChange={(e) => typed(e.currentTarget.value, (day) => onChange({ from: day, to: day }))} />
      ) : (
        <>
          <Select
            label={t`Period`}
            data={presets}
            value={preset}
            allowDeselect={false}
            onChange={(value) => {
              if (isPreset(value)) onChange(presetRange({ preset: value, today }));
            }}
            w={160}
          />
          <TextInput
            type="date"
            label={t`From date`}
            value={filter.from}
            max={filter.to}
            onChange={(e) => typed(e.currentTarget.value, (from) => onChange(from <= filter.to ? { from } : { from, to: from }))}
          />
          <TextInput
            type="date"
            label={t`To date`}
            value={filter.to}
            min={filter.from}
            onChange={(e) => typed(e.currentTarget.value, (to) => onChange(to >= filter.from ? { to } : { from: to, to }))}
          />
        </>
      )}
      {shows.technician ? (
        <Select
          label={t`Technician`}
          placeholder={t`All technicians`}
          clearable
          searchable
          data={(options?.technicians ?? []).map((tech) => ({ value: tech.id, label: tech.active ? tech.name : t`${tech.name} (inactive)` }))}
          value={filter.technicianId ?? null}
          onChange={(value) => onChange({ technicianId: value ?? undefined })}
          w={220}
        />
      ) : null}
      {shows.checkoutMethods ? (
        <MultiSelect
          label={t`Checkout methods`}
          placeholder={filter.checkoutMethodIds && filter.checkoutMethodIds.length > 0 ? undefined : t`All methods`}
          clearable
          data={(options?.checkoutMethods ?? []).map((m) => ({ value: m.id, label: m.name }))}
          value={[...(filter.checkoutMethodIds ?? [])]}
          onChange={(value) => onChange({ checkoutMethodIds: value })}
          w={260}
        />
      ) : null}
    </Group>
  );
}
