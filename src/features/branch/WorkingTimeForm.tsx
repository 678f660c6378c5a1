/**
 * The branch's opening hours per weekday (spec part 2 §2 "working time"): open from and to on
 * the 15-minute grid, or closed, which the scheduler shows as a closed day. A weekday keeps the
 * default hours of System settings until it is saved here.
 */
import { Checkbox, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Weekday, workingWeekSchema, type WorkingWeekValues } from '../../domain/branch/working-time';
import type { WorkingTimeResult } from '../../domain/branch/contract';
import { saveWorkingTime } from '../../data/branches';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';
import { QUARTER_HOURS } from './time-options';

export const WORKING_TIME_FORM_ID = 'working-time-form';

const WEEKDAY_NAMES = {
  [Weekday.MONDAY]: msg`Monday`,
  [Weekday.TUESDAY]: msg`Tuesday`,
  [Weekday.WEDNESDAY]: msg`Wednesday`,
  [Weekday.THURSDAY]: msg`Thursday`,
  [Weekday.FRIDAY]: msg`Friday`,
  [Weekday.SATURDAY]: msg`Saturday`,
  [Weekday.SUNDAY]: msg`Sunday`,
} as const;

export function weekdayName(day: Weekday, i18n: I18n): string {
  return i18n._(WEEKDAY_NAMES[day]);
}

export function WorkingTimeForm(props: { branchId: string; week: WorkingTimeResult; readOnly: boolean; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const state = useAdminForm<WorkingWeekValues, unknown>({
    formId: WORKING_TIME_FORM_ID,
    schema: workingWeekSchema,
    initialValues: { days: props.week.days },
    kind: SavedKind.UPDATE,
    save: (values) => saveWorkingTime(props.branchId, values),
    onSaved: props.onSaved,
  });
  const { form } = state;
  const start = props.week.defaultHours.startTime;
  const end = props.week.defaultHours.endTime;

  return (
    <AdminForm state={state} onCancel={() => form.reset()} saveLabel={t`Save working time`}>
      <Text size="sm" c="dimmed">
        {t`Default hours: ${start}–${end} (System settings). A closed day shows the closed-day screen on the appointment book.`}
      </Text>
      <Stack gap="xs">
        {form.values.days.map((day, i) => {
          const name = weekdayName(day.weekday, i18n);
          return (
            <Paper key={day.weekday} withBorder radius="md" p="sm">
              <Group gap="md" wrap="wrap" align="flex-end">
                <Text fw={600} w={110}>
                  {name}
                </Text>
                <Checkbox
                  label={t`Open`}
                  aria-label={t`${name} open`}
                  disabled={props.readOnly}
                  size="md"
                  {...form.getInputProps(`days.${i}.open`, { type: 'checkbox' })}
                />
                <NativeSelect label={t`From`} aria-label={t`${name} from`} data={[...QUARTER_HOURS]} disabled={props.readOnly || !day.open} size="md" w={110} {...form.getInputProps(`days.${i}.startTime`)} />
                <NativeSelect label={t`To`} aria-label={t`${name} to`} data={[...QUARTER_HOURS]} disabled={props.readOnly || !day.open} size="md" w={110} {...form.getInputProps(`days.${i}.endTime`)} />
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </AdminForm>
  );
}
