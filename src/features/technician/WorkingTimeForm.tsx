/**
 * A working time (spec part 2 §5 "Working time config"): the technician, the type and its
 * shifts, from and (optional) to date, and the apply date from which it takes over; or, as the
 * quick timesheet, a technician's days from a date to a later one filled at once.
 */
import { z } from '../../domain/schemas/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { TechnicianOption } from '../../domain/technician/contract';
import { quickTimesheetValuesSchema, workingTimeValuesSchema, type QuickTimesheetValues, type WorkingTimeValues } from '../../domain/technician/working-time-rules';
import { WorkType } from '../../domain/technician/working-time';
import { createQuickTimesheet, createWorkingTime } from '../../data/technicians';
import { AdminForm } from '../admin/AdminForm';
import { TechnicianSelect } from './TechnicianSelect';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';
import { ShiftsEditor } from './ShiftsEditor';

export const WORKING_TIME_FORM_ID = 'working-time-form';

type Values = WorkingTimeValues & Pick<QuickTimesheetValues, 'technicianId'>;

export function WorkingTimeForm(props: { quick: boolean; branchId: string; technicians: readonly TechnicianOption[]; technicianId: string; today: string; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const { quick, today } = props;
  const state = useAdminForm<Values, { id: string }>({
    formId: WORKING_TIME_FORM_ID,
    schema: quick ? quickTimesheetValuesSchema : z.safeExtend(workingTimeValuesSchema, { technicianId: quickTimesheetValuesSchema.shape.technicianId }),
    initialValues: { technicianId: props.technicianId, workType: quick ? WorkType.SHIFT : WorkType.FULL_TIME, shifts: quick ? [{ start: '09:00', end: '13:00' }] : [], fromDate: today, toDate: '', applyDate: today },
    kind: SavedKind.CREATE,
    save: (v) => {
      const shifts = v.workType === WorkType.SHIFT ? v.shifts : [];
      return quick
        ? createQuickTimesheet({ branchId: props.branchId, technicianId: v.technicianId, workType: v.workType, shifts, fromDate: v.fromDate, toDate: v.toDate })
        : createWorkingTime({ branchId: props.branchId, technicianId: v.technicianId, workType: v.workType, shifts, fromDate: v.fromDate, toDate: v.toDate, applyDate: v.applyDate });
    },
    onSaved: () => props.onSaved(),
  });
  const { form } = state;
  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <Stack gap="md">
        <TechnicianSelect technicians={props.technicians} {...form.getInputProps('technicianId')} onChange={(id) => form.setFieldValue('technicianId', id)} />
        <SimpleGrid cols={{ base: 1, sm: quick ? 2 : 3 }} spacing="md">
          <TextInput type="date" label={t`From date`} required min={today} {...form.getInputProps('fromDate')} size="md" />
          <TextInput type="date" label={t`To date`} required={quick} description={quick ? undefined : t`Leave empty: until another working time takes over.`} {...form.getInputProps('toDate')} size="md" />
          {quick ? null : <TextInput type="date" label={t`Apply date`} required min={today} {...form.getInputProps('applyDate')} size="md" />}
        </SimpleGrid>
        <ShiftsEditor
          workType={form.values.workType}
          shifts={form.values.shifts}
          error={form.errors.shifts}
          inputProps={(path) => form.getInputProps(path)}
          onWorkType={(workType) => form.setFieldValue('workType', workType)}
          onShifts={(shifts) => form.setFieldValue('shifts', shifts)}
        />
      </Stack>
    </AdminForm>
  );
}
