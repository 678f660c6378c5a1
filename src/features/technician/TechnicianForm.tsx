/**
 * Create or edit a technician (spec part 2 §3): name, phone (the branch's phone rule), email,
 * gender, address, description, status, priority and auto priority, full service, avatar, the
 * services they perform, and their working time from a date (the first day when creating; the
 * apply date when the work type or shifts change). Validated with the shared schema, as the
 * server is.
 */
import { useEffect, useState } from 'react';
import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PhoneSetting } from '../../domain/phone';
import type { ServiceOption, TechnicianDetail } from '../../domain/technician/contract';
import { emptyTechnicianValues, TECHNICIAN_PRIORITY_MAX, TECHNICIAN_TEXT_MAX, technicianValuesSchema, TechnicianGender, workingTimeChanged, type TechnicianValues } from '../../domain/technician/technician';
import type { ImageChoice } from '../../data/catalogue';
import { createTechnician, fetchServiceOptions, updateTechnician } from '../../data/technicians';
import { ImagePicker, imageChanged } from '../catalogue/ImagePicker';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';
import { ShiftsEditor } from './ShiftsEditor';

export const TECHNICIAN_FORM_ID = 'technician-form';

function valuesOf(technician: TechnicianDetail, today: string): TechnicianValues {
  return {
    name: technician.name,
    phone: technician.phone ?? '',
    email: technician.email ?? '',
    gender: technician.gender,
    address: technician.address ?? '',
    description: technician.description ?? '',
    active: technician.active,
    priority: technician.priority,
    autoPriority: technician.autoPriority,
    fullService: technician.fullService,
    serviceIds: technician.services.map((s) => s.id),
    workType: technician.workType,
    shifts: technician.shifts,
    startDate: today,
  };
}

/** The branch's services, grouped as the service screens group them. */
function useServiceOptions(branchId: string): ServiceOption[] {
  const [options, setOptions] = useState<ServiceOption[]>([]);
  useEffect(() => {
    let live = true;
    fetchServiceOptions(branchId).then((o) => live && setOptions(o), () => undefined);
    return () => {
      live = false;
    };
  }, [branchId]);
  return options;
}

export function TechnicianForm(props: { technician: TechnicianDetail | null; branchId: string; phone: PhoneSetting; today: string; onSaved: (id: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const { technician, today } = props;
  const savedAvatar = technician?.avatarId ?? null;
  const [image, setImage] = useState<ImageChoice>(savedAvatar ? { kind: 'keep', id: savedAvatar } : { kind: 'none' });
  const services = useServiceOptions(props.branchId);
  const state = useAdminForm({
    formId: TECHNICIAN_FORM_ID,
    schema: technicianValuesSchema(props.phone),
    initialValues: technician ? valuesOf(technician, today) : emptyTechnicianValues(today),
    kind: technician ? SavedKind.UPDATE : SavedKind.CREATE,
    extraDirty: imageChanged(image, savedAvatar),
    save: (values) => (technician ? updateTechnician({ id: technician.id, branchId: technician.branchId, values, image }) : createTechnician({ branchId: props.branchId, values, image })),
    onSaved: (saved) => props.onSaved(saved.id),
  });
  const { form } = state;
  const changesWorkingTime = technician === null || workingTimeChanged(technician, form.values);
  const groups = [...new Set(services.map((s) => s.groupName))];

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="md">
          <TextInput label={t`Name`} required maxLength={TECHNICIAN_TEXT_MAX.name} {...form.getInputProps('name')} size="md" data-autofocus />
          <TextInput label={t`Phone`} type="tel" placeholder={props.phone.pattern} {...form.getInputProps('phone')} size="md" />
          <TextInput label={t`Email`} type="email" {...form.getInputProps('email')} size="md" />
          <Select
            label={t`Gender`}
            required
            allowDeselect={false}
            data={[
              { value: TechnicianGender.FEMALE, label: t`Female` },
              { value: TechnicianGender.MALE, label: t`Male` },
            ]}
            {...form.getInputProps('gender')}
            size="md"
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
          <TextInput label={t`Address`} maxLength={TECHNICIAN_TEXT_MAX.address} {...form.getInputProps('address')} size="md" />
          <Textarea label={t`Description`} maxLength={TECHNICIAN_TEXT_MAX.description} {...form.getInputProps('description')} autosize minRows={2} maxRows={5} size="md" />
          <ImagePicker label={t`Avatar`} choice={image} onChange={setImage} savedId={savedAvatar} />
        </Stack>
        <Stack gap="md">
          <Switch label={t`Active`} {...form.getInputProps('active', { type: 'checkbox' })} size="md" />
          <NumberInput label={t`Priority`} required min={0} max={TECHNICIAN_PRIORITY_MAX} allowDecimal={false} value={form.values.priority ?? ''} onChange={(v) => form.setFieldValue('priority', typeof v === 'number' ? v : null)} error={form.errors.priority} size="md" />
          <Switch label={t`Auto priority`} {...form.getInputProps('autoPriority', { type: 'checkbox' })} size="md" />
          <Switch label={t`Full service (-FS on the board)`} {...form.getInputProps('fullService', { type: 'checkbox' })} size="md" />
          <MultiSelect
            label={t`Services performed`}
            placeholder={t`Pick the services`}
            searchable
            clearable
            data={groups.map((group) => ({ group: group || t`Other`, items: services.filter((s) => s.groupName === group).map((s) => ({ value: s.id, label: s.name })) }))}
            nothingFoundMessage={t`No service found`}
            {...form.getInputProps('serviceIds')}
            size="md"
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
          <ShiftsEditor
            workType={form.values.workType}
            shifts={form.values.shifts}
            error={form.errors.shifts}
            inputProps={(path) => form.getInputProps(path)}
            onWorkType={(workType) => form.setFieldValue('workType', workType)}
            onShifts={(shifts) => form.setFieldValue('shifts', shifts)}
          />
          {changesWorkingTime ? (
            <TextInput
              type="date"
              label={technician ? t`Apply date` : t`Working from`}
              description={technician ? t`The new working time applies from this day; the days before keep theirs.` : undefined}
              required
              min={today}
              {...form.getInputProps('startDate')}
              size="md"
            />
          ) : null}
        </Stack>
      </SimpleGrid>
    </AdminForm>
  );
}
