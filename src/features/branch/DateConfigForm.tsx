/**
 * Settings for one date or a range (spec part 2 §3 "Configs by date"): each left to the
 * branch or set for those days. Multitasking on makes the overlap 0 (spec §9). Saving replaces
 * what those days had; leaving everything to the branch clears them.
 */
import { useId } from 'react';
import { NativeSelect, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { DATE_MINUTES_MAX, DateSwitch, dateConfigValuesSchema, EMPTY_DATE_CONFIG_VALUES, type DateConfigValues } from '../../domain/branch/date-config';
import { saveDateConfigs } from '../../data/branches';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';
import { QUARTER_HOURS } from './time-options';
import { DateRangeFields } from './DateRangeFields';

export const DATE_CONFIG_FORM_ID = 'date-config-form';

function SwitchField(props: { label: string; value: DateSwitch; onChange: (value: DateSwitch) => void }) {
  const { t } = useLingui();
  // An id, not the label: aria-labelledby reads a space-separated list of ids.
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={props.value}
        onChange={(v) => props.onChange(v === DateSwitch.ON ? DateSwitch.ON : v === DateSwitch.OFF ? DateSwitch.OFF : DateSwitch.BRANCH)}
        data={[
          { value: DateSwitch.BRANCH, label: t`As the branch` },
          { value: DateSwitch.ON, label: t`On` },
          { value: DateSwitch.OFF, label: t`Off` },
        ]}
      />
    </Stack>
  );
}

export function DateConfigForm(props: { branchId: string; initial: DateConfigValues | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const state = useAdminForm<DateConfigValues, unknown>({
    formId: DATE_CONFIG_FORM_ID,
    schema: dateConfigValuesSchema,
    initialValues: props.initial ?? EMPTY_DATE_CONFIG_VALUES,
    kind: SavedKind.UPDATE,
    save: (values) => saveDateConfigs(props.branchId, values),
    onSaved: props.onSaved,
  });
  const { form } = state;
  const multitask = form.values.multitask === DateSwitch.ON;
  const times = [{ value: '', label: t`As the day` }, ...QUARTER_HOURS.map((h) => ({ value: h, label: h }))];
  const minutes = (field: 'minuteOverlap' | 'workingOverTime') => ({
    ...form.getInputProps(field),
    value: form.values[field] ?? '',
    onChange: (v: string | number) => form.setFieldValue(field, v === '' ? null : Number(v)),
  });
  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateRangeFields form={form} />
        <NativeSelect label={t`Opens at`} data={times} size="md" {...form.getInputProps('startTime')} />
        <NativeSelect label={t`Closes at`} data={times} size="md" {...form.getInputProps('endTime')} />
        <NumberInput label={t`Working over time (minutes)`} placeholder={t`As the branch`} min={0} max={DATE_MINUTES_MAX} step={15} allowDecimal={false} size="md" {...minutes('workingOverTime')} />
        <NumberInput
          label={t`Overlap allowed (minutes)`}
          description={multitask ? t`0 while multitasking is on` : undefined}
          placeholder={t`As the branch`}
          min={0}
          max={DATE_MINUTES_MAX}
          allowDecimal={false}
          disabled={multitask}
          size="md"
          {...minutes('minuteOverlap')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SwitchField label={t`Multitasking`} value={form.values.multitask} onChange={(v) => form.setFieldValue('multitask', v)} />
        <SwitchField label={t`Confirm online bookings`} value={form.values.confirmBookingOnline} onChange={(v) => form.setFieldValue('confirmBookingOnline', v)} />
        <SwitchField label={t`Print bill slip`} value={form.values.printBillSlip} onChange={(v) => form.setFieldValue('printBillSlip', v)} />
      </SimpleGrid>
    </AdminForm>
  );
}
