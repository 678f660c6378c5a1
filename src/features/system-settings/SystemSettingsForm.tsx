/**
 * A branch's system settings (spec part 2 §2): reminder hours, the default opening hours,
 * multitasking and its overlap (0 while multitasking is on), the bill slip, online booking
 * confirmation. The branch's taxes are the branch form's (its Taxes tab).
 */
import { NativeSelect, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { DATE_MINUTES_MAX } from '../../domain/branch/date-config';
import { MoneyInput } from '../../components/MoneyInput';
import { REMINDER_HOURS_MAX, systemSettingsSchema, type SystemSettingsValues } from '../../domain/branch/system-settings';
import type { SystemSettingsResult } from '../../domain/branch/contract';
import { saveSystemSettings } from '../../data/branches';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';
import { QUARTER_HOURS } from '../branch/time-options';

export const SYSTEM_SETTINGS_FORM_ID = 'system-settings-form';

export function SystemSettingsForm(props: { settings: SystemSettingsResult; readOnly: boolean }) {
  const { t } = useLingui();
  const { branchId, ...initialValues } = props.settings;
  const state = useAdminForm<SystemSettingsValues, unknown>({
    formId: SYSTEM_SETTINGS_FORM_ID,
    schema: systemSettingsSchema,
    initialValues,
    kind: SavedKind.UPDATE,
    save: (values) => saveSystemSettings(branchId, values),
    onSaved: () => undefined,
  });
  const { form } = state;
  const number = (field: 'reminderHours' | 'minuteOverlap') => ({
    ...form.getInputProps(field),
    value: form.values[field] ?? '',
    onChange: (v: string | number) => form.setFieldValue(field, v === '' ? null : Number(v)),
  });
  return (
    <AdminForm state={state} onCancel={() => form.reset()}>
      <fieldset disabled={props.readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput label={t`Reminder hours`} description={t`Each booking's reminder (SMS, and email when the customer has one) goes out this many hours before it starts; a booking made later gets its reminder at once, unless it starts within half an hour. 0 sends no reminders.`} required min={0} max={REMINDER_HOURS_MAX} allowDecimal={false} size="md" {...number('reminderHours')} />
            <NativeSelect label={t`Start time`} description={t`Opening time of a weekday without working time of its own`} data={[...QUARTER_HOURS]} size="md" {...form.getInputProps('startTime')} />
            <NativeSelect label={t`End time`} description={t`Closing time of a weekday without working time of its own`} data={[...QUARTER_HOURS]} size="md" {...form.getInputProps('endTime')} />
            <NumberInput
              label={t`Multitasking overlap (minutes)`}
              description={form.values.multitask ? t`0 while multitasking is on` : t`How far two appointments of one technician may overlap`}
              required={!form.values.multitask}
              min={0}
              max={DATE_MINUTES_MAX}
              allowDecimal={false}
              disabled={form.values.multitask}
              size="md"
              {...number('minuteOverlap')}
              value={form.values.multitask ? 0 : (form.values.minuteOverlap ?? '')}
            />
          </SimpleGrid>
          <Switch label={t`Multitasking`} description={t`A technician may take several guests at once`} size="md" {...form.getInputProps('multitask', { type: 'checkbox' })} />
          <Switch label={t`Print bill slip`} size="md" {...form.getInputProps('printBillSlip', { type: 'checkbox' })} />
          <Switch label={t`Confirm online bookings`} size="md" {...form.getInputProps('confirmBookingOnline', { type: 'checkbox' })} />
          <Switch label={t`Pay card tips in cash`} description={t`At the end of the day the drawer owes each technician their card tips in cash too`} size="md" {...form.getInputProps('cardTipsInCash', { type: 'checkbox' })} />
          <Switch
            label={t`Walk-in turn list`}
            description={t`Technicians clock in at the desk; each walk-in served moves its technician down the list, and the board shows whose turn is next`}
            size="md"
            {...form.getInputProps('walkInTurns', { type: 'checkbox' })}
          />
          {form.values.walkInTurns ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <MoneyInput
                label={t`Full-turn price`}
                description={t`A walk-in at or above this price counts a full turn, below it half a turn`}
                required
                size="md"
                value={form.values.fullTurnPrice}
                onChange={(cents) => form.setFieldValue('fullTurnPrice', cents)}
                error={form.errors.fullTurnPrice}
              />
            </SimpleGrid>
          ) : null}
        </Stack>
      </fieldset>
    </AdminForm>
  );
}
