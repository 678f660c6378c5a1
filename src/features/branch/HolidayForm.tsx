/** A closed day or holiday: one date or a range, and the note the appointment book shows. */
import { SimpleGrid, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { EMPTY_HOLIDAY_VALUES, HOLIDAY_NOTE_MAX, holidayValuesSchema, type HolidayValues } from '../../domain/branch/holiday';
import type { HolidayRow } from '../../domain/branch/contract';
import { createHoliday, updateHoliday } from '../../data/branches';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';
import { DateRangeFields } from './DateRangeFields';

export const HOLIDAY_FORM_ID = 'holiday-form';

export function HolidayForm(props: { branchId: string; holiday: HolidayRow | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const { holiday } = props;
  const state = useAdminForm<HolidayValues, unknown>({
    formId: HOLIDAY_FORM_ID,
    schema: holidayValuesSchema,
    initialValues: holiday ? { from: holiday.from, to: holiday.to, note: holiday.note ?? '' } : EMPTY_HOLIDAY_VALUES,
    kind: holiday ? SavedKind.UPDATE : SavedKind.CREATE,
    save: (values) => (holiday ? updateHoliday(props.branchId, holiday.id, values) : createHoliday(props.branchId, values)),
    onSaved: props.onSaved,
  });
  const { form } = state;
  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateRangeFields form={form} />
      </SimpleGrid>
      <Textarea label={t`Note`} description={t`Shown on the appointment book on those days.`} maxLength={HOLIDAY_NOTE_MAX} autosize minRows={2} size="md" {...form.getInputProps('note')} />
    </AdminForm>
  );
}
