/**
 * Create or edit a service (spec part 2 §3): code, name, group and parent (a main service of the
 * same group: the variant shows under it in the booking form), price, duration in 15-minute
 * steps, cleaning, employees needed, couple, type and active. Validated with the shared
 * serviceValuesSchema, as the server is. Its place in the order is set by dragging.
 */
import { NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../components/MoneyInput';
import {
  COUPLE_TECHNICIANS_MIN,
  EMPTY_SERVICE_VALUES,
  normaliseServiceCode,
  SERVICE_CLEANING_MAX,
  SERVICE_CLEANING_STEP,
  SERVICE_CODE_MAX,
  SERVICE_DURATION_MAX,
  SERVICE_DURATION_STEP,
  SERVICE_NAME_MAX,
  SERVICE_TECHNICIANS_MAX,
  serviceValuesSchema,
  ServiceType,
  type ServiceValues,
} from '../../domain/catalogue/service';
import type { OrderGroup, ServiceDetail } from '../../domain/catalogue/service-contract';
import { createService, updateService } from '../../data/services';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';

export const SERVICE_FORM_ID = 'service-form';

function valuesOf(s: ServiceDetail): ServiceValues {
  return {
    code: s.code, name: s.name, groupId: s.groupId, parentId: s.parentId, price: s.price, duration: s.duration, cleaning: s.cleaning,
    numberTechnician: s.numberTechnician, couple: s.couple, type: s.type, active: s.active,
  };
}

const whole = (value: string | number): number | null => (typeof value === 'number' ? value : value === '' ? null : Number(value));

export function ServiceForm(props: {
  service: ServiceDetail | null;
  branchId: string;
  groups: readonly OrderGroup[];
  /** A new service's group, when the list was showing one. */
  groupId?: string | null;
  moneySymbol: string;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { service } = props;
  const state = useAdminForm({
    formId: SERVICE_FORM_ID,
    schema: serviceValuesSchema,
    initialValues: service ? valuesOf(service) : { ...EMPTY_SERVICE_VALUES, groupId: props.groupId ?? props.groups[0]?.id ?? '' },
    kind: service ? SavedKind.UPDATE : SavedKind.CREATE,
    save: (values: ServiceValues) => {
      const sent = {
        ...values,
        code: normaliseServiceCode(values.code),
        name: values.name.trim(),
      };
      return service ? updateService(props.branchId, { id: service.id, ...sent }) : createService({ branchId: props.branchId, ...sent });
    },
    onSaved: (saved) => props.onSaved(saved.id),
  });
  const { form } = state;
  const group = props.groups.find((g) => g.id === form.values.groupId);
  const hasVariants = (service?.variants ?? 0) > 0;
  const step = SERVICE_DURATION_STEP;
  const least = COUPLE_TECHNICIANS_MIN;
  const parents = (group?.services ?? []).filter((s) => s.parentId === null && s.id !== service?.id).map((s) => ({ value: s.id, label: s.name }));

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="md">
          <TextInput
            label={t`Code`}
            required
            maxLength={SERVICE_CODE_MAX}
            {...form.getInputProps('code')}
            onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())}
            size="md"
            data-autofocus
          />
          <TextInput label={t`Name`} required maxLength={SERVICE_NAME_MAX} {...form.getInputProps('name')} size="md" />
          <Select
            label={t`Group`}
            required
            data={props.groups.map((g) => ({ value: g.id, label: g.name }))}
            value={form.values.groupId === '' ? null : form.values.groupId}
            onChange={(id) => {
              form.setFieldValue('groupId', id ?? '');
              // A parent belongs to the group: another group, another parent.
              form.setFieldValue('parentId', null);
            }}
            error={form.errors.groupId}
            allowDeselect={false}
            size="md"
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t`Variant of`}
            description={hasVariants ? t`This service has variants of its own, so it stays a main service.` : t`Leave empty for a main service.`}
            placeholder={t`None: a main service`}
            data={parents}
            value={form.values.parentId}
            onChange={(id) => form.setFieldValue('parentId', id)}
            error={form.errors.parentId}
            disabled={hasVariants}
            clearable
            searchable
            size="md"
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t`Type`}
            data={[
              { value: ServiceType.MAIN, label: t`Main service` },
              { value: ServiceType.ADD_ON, label: t`Add-on` },
            ]}
            value={form.values.type}
            onChange={(type) => form.setFieldValue('type', type === ServiceType.ADD_ON ? ServiceType.ADD_ON : ServiceType.MAIN)}
            allowDeselect={false}
            size="md"
            comboboxProps={{ withinPortal: true }}
          />
        </Stack>
        <Stack gap="md">
          <MoneyInput label={t`Price`} required symbol={props.moneySymbol} value={form.values.price} onChange={(c) => form.setFieldValue('price', c)} error={form.errors.price} size="md" />
          <NumberInput
            label={t`Duration (minutes)`}
            description={t`In steps of ${step} minutes, as the schedule counts.`}
            required
            min={SERVICE_DURATION_STEP}
            max={SERVICE_DURATION_MAX}
            step={SERVICE_DURATION_STEP}
            allowDecimal={false}
            allowNegative={false}
            value={form.values.duration ?? ''}
            onChange={(v) => form.setFieldValue('duration', whole(v))}
            error={form.errors.duration}
            size="md"
          />
          <NumberInput
            label={t`Cleaning (minutes)`}
            required
            min={0}
            max={SERVICE_CLEANING_MAX}
            step={SERVICE_CLEANING_STEP}
            allowDecimal={false}
            allowNegative={false}
            value={form.values.cleaning ?? ''}
            onChange={(v) => form.setFieldValue('cleaning', whole(v))}
            error={form.errors.cleaning}
            size="md"
          />
          <NumberInput
            label={t`Employees needed`}
            required
            min={1}
            max={SERVICE_TECHNICIANS_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={form.values.numberTechnician ?? ''}
            onChange={(v) => form.setFieldValue('numberTechnician', whole(v))}
            error={form.errors.numberTechnician}
            size="md"
          />
          <Switch
            label={t`Couple`}
            description={t`Two guests side by side: needs at least ${least} employees.`}
            checked={form.values.couple}
            onChange={(e) => {
              const couple = e.currentTarget.checked;
              form.setFieldValue('couple', couple);
              if (couple && (form.values.numberTechnician ?? 0) < COUPLE_TECHNICIANS_MIN) form.setFieldValue('numberTechnician', COUPLE_TECHNICIANS_MIN);
            }}
            size="md"
          />
          <Switch
            label={t`Active`}
            description={t`An inactive service is not offered for new bookings; booked ones keep it.`}
            {...form.getInputProps('active', { type: 'checkbox' })}
            size="md"
          />
        </Stack>
      </SimpleGrid>
    </AdminForm>
  );
}
