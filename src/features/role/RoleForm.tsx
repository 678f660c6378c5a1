/**
 * Create or edit a role (spec part 2 §3 Role): code, name, type and the rights grid. A branch
 * admin makes branch admin roles only; what they may allow is the grid's to say. Validated with
 * the shared schema, as the server is.
 */
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { RoleType } from '../../domain/people/default-roles';
import type { RoleDetail } from '../../domain/people/role-contract';
import { EMPTY_ROLE_VALUES, ROLE_TEXT_MAX, roleValuesSchema, type RoleValues } from '../../domain/people/role-form';
import { withSetting, type RoleEditor, type RoleSettings } from '../../domain/people/role-rights';
import type { RightSetting } from '../../domain/rights';
import { createRole, updateRole } from '../../data/roles';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';
import { RightsGrid } from './RightsGrid';
import { useRoleTypeLabel } from './role-type-label';

export const ROLE_FORM_ID = 'role-form';

const NO_SETTINGS: RoleSettings = {};

export function RoleForm(props: { role: RoleDetail | null; editor: RoleEditor; onSaved: (id: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const typeLabel = useRoleTypeLabel();
  const { role, editor } = props;
  const initial: RoleSettings = role?.settings ?? NO_SETTINGS;
  const state = useAdminForm({
    formId: ROLE_FORM_ID,
    schema: roleValuesSchema,
    initialValues: role ? { code: role.code, name: role.name, type: role.type, settings: role.settings } : EMPTY_ROLE_VALUES,
    kind: role ? SavedKind.UPDATE : SavedKind.CREATE,
    save: (values: RoleValues) => (role ? updateRole({ ...values, id: role.id }) : createRole(values)),
    onSaved: (saved) => props.onSaved(saved.id),
  });
  const { form } = state;
  const settings: RoleSettings = form.getValues().settings;
  const change = (rights: readonly string[], setting: RightSetting) => form.setFieldValue('settings', withSetting(form.getValues().settings, rights, setting));
  const types = [RoleType.BRANCH_ADMIN, RoleType.TENANT_ADMIN].map((type) => ({ value: type, label: typeLabel(type), disabled: type === RoleType.TENANT_ADMIN && !editor.tenantAdmin }));

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label={t`Code`} required maxLength={ROLE_TEXT_MAX.code} autoComplete="off" size="md" data-autofocus {...form.getInputProps('code')} />
          <TextInput label={t`Name`} required maxLength={ROLE_TEXT_MAX.name} autoComplete="off" size="md" {...form.getInputProps('name')} />
          <Select label={t`Type`} required data={types} allowDeselect={false} size="md" {...form.getInputProps('type')} />
        </SimpleGrid>
        <RightsGrid settings={settings} initial={initial} editor={editor} onChange={change} />
      </Stack>
    </AdminForm>
  );
}
