/**
 * Create or edit a service group: its name and whether the booking form offers it. Its place
 * in the order is set by dragging (a new group goes last).
 */
import { Switch, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { EMPTY_SERVICE_GROUP_VALUES, SERVICE_GROUP_NAME_MAX, serviceGroupValuesSchema, type ServiceGroupValues } from '../../domain/catalogue/service';
import type { ServiceGroupDetail } from '../../domain/catalogue/service-contract';
import { createServiceGroup, updateServiceGroup } from '../../data/services';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';

export const SERVICE_GROUP_FORM_ID = 'service-group-form';

export function ServiceGroupForm(props: { group: ServiceGroupDetail | null; branchId: string; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const { group } = props;
  const state = useAdminForm({
    formId: SERVICE_GROUP_FORM_ID,
    schema: serviceGroupValuesSchema,
    initialValues: group ? { name: group.name, active: group.active } : EMPTY_SERVICE_GROUP_VALUES,
    kind: group ? SavedKind.UPDATE : SavedKind.CREATE,
    save: (values: ServiceGroupValues) => {
      const sent = { name: values.name.trim(), active: values.active };
      return group ? updateServiceGroup(props.branchId, { id: group.id, ...sent }) : createServiceGroup({ branchId: props.branchId, ...sent });
    },
    onSaved: props.onSaved,
  });
  const { form } = state;
  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <TextInput label={t`Name`} required maxLength={SERVICE_GROUP_NAME_MAX} {...form.getInputProps('name')} size="md" data-autofocus />
      <Switch
        label={t`Active`}
        description={t`An inactive group and its services are not offered for new bookings.`}
        {...form.getInputProps('active', { type: 'checkbox' })}
        size="md"
      />
    </AdminForm>
  );
}
