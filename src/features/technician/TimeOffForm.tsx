/** Paid or unpaid time off (spec part 2 §3): one day or a range; the technician is not on the board those days. */
import { SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { TechnicianOption } from '../../domain/technician/contract';
import { TIME_OFF_NOTE_MAX, timeOffValuesSchema, type TimeOffValues } from '../../domain/technician/working-time-rules';
import { TimeOffType } from '../../domain/technician/working-time';
import { createTimeOff } from '../../data/technicians';
import { AdminForm } from '../admin/AdminForm';
import { TechnicianSelect } from './TechnicianSelect';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';

export const TIME_OFF_FORM_ID = 'time-off-form';

export function TimeOffForm(props: { branchId: string; technicians: readonly TechnicianOption[]; technicianId: string; today: string; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const state = useAdminForm<TimeOffValues, { id: string }>({
    formId: TIME_OFF_FORM_ID,
    schema: timeOffValuesSchema,
    initialValues: { technicianId: props.technicianId, type: TimeOffType.PAID, fromDate: props.today, toDate: props.today, note: '' },
    kind: SavedKind.CREATE,
    save: (v) => createTimeOff({ branchId: props.branchId, ...v, note: v.note.trim() }),
    onSaved: () => props.onSaved(),
  });
  const { form } = state;
  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <Stack gap="md">
        <TechnicianSelect technicians={props.technicians} {...form.getInputProps('technicianId')} onChange={(id) => form.setFieldValue('technicianId', id)} />
        <div>
          <Text size="sm" fw={500} mb={4} id="time-off-type-label">
            {t`Time off`}
          </Text>
          <SegmentedControl
            aria-labelledby="time-off-type-label"
            fullWidth
            value={form.values.type}
            onChange={(value) => form.setFieldValue('type', value === TimeOffType.UNPAID ? TimeOffType.UNPAID : TimeOffType.PAID)}
            data={[
              { value: TimeOffType.PAID, label: t`Paid` },
              { value: TimeOffType.UNPAID, label: t`Unpaid` },
            ]}
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput type="date" label={t`From date`} required {...form.getInputProps('fromDate')} size="md" />
          <TextInput type="date" label={t`To date`} required {...form.getInputProps('toDate')} size="md" />
        </SimpleGrid>
        <Textarea label={t`Note`} maxLength={TIME_OFF_NOTE_MAX} {...form.getInputProps('note')} autosize minRows={2} size="md" />
      </Stack>
    </AdminForm>
  );
}
