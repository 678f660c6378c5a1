/**
 * Create or edit a user (spec part 2 §3 User): username, first, last and full name (offered
 * from the first two until typed), email, phone, active, the branches and roles given, and on
 * creation the password and its confirmation under the user form's rule. Only what the signed-in
 * user may give is offered; validated with the shared schemas, as the server is.
 */
import { MultiSelect, PasswordInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { UserDetail, UserFormOptions } from '../../domain/people/contract';
import { EMPTY_USER_VALUES, suggestedFullName, userCreateSchema, USER_TEXT_MAX, userValuesSchema, type UserCreateValues } from '../../domain/people/user-form';
import { createUser, updateUser } from '../../data/people';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';

export const USER_FORM_ID = 'user-form';

function valuesOf(user: UserDetail): UserCreateValues {
  return {
    ...EMPTY_USER_VALUES,
    username: user.username,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    fullName: user.fullName,
    email: user.email ?? '',
    phone: user.phone ?? '',
    active: user.active,
    branchIds: user.branches.map((b) => b.id),
    roleIds: user.roles.map((r) => r.id),
  };
}

export function UserForm(props: {
  user: UserDetail | null;
  options: UserFormOptions;
  /** May activate or deactivate (the delete right, and not oneself). */
  canChangeStatus: boolean;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { user, options } = props;
  const state = useAdminForm({
    formId: USER_FORM_ID,
    schema: user ? userValuesSchema : userCreateSchema,
    initialValues: user ? valuesOf(user) : EMPTY_USER_VALUES,
    kind: user ? SavedKind.UPDATE : SavedKind.CREATE,
    save: ({ password, confirmPassword, ...values }: UserCreateValues) => (user ? updateUser({ id: user.id, ...values }) : createUser({ ...values, password, confirmPassword })),
    onSaved: (saved) => props.onSaved(saved.id),
  });
  const { form } = state;

  /** The full name follows the first and last names until someone types another. */
  const setName = (field: 'firstName' | 'lastName', value: string) => {
    const current = form.getValues();
    const follows = current.fullName === suggestedFullName(current.firstName, current.lastName);
    form.setFieldValue(field, value);
    if (!follows) return;
    const next = { ...current, [field]: value };
    form.setFieldValue('fullName', suggestedFullName(next.firstName, next.lastName));
  };

  const branchData = options.branches.map((b) => ({ value: b.id, label: b.active ? b.name : t`${b.name} (deactivated)` }));
  const roleData = options.roles.map((r) => ({ value: r.id, label: r.name, disabled: !r.grantable }));

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="md">
          <TextInput label={t`Username`} required maxLength={USER_TEXT_MAX.username} autoComplete="off" autoCapitalize="none" size="md" data-autofocus {...form.getInputProps('username')} />
          <TextInput label={t`First name`} maxLength={USER_TEXT_MAX.firstName} autoComplete="off" size="md" {...form.getInputProps('firstName')} onChange={(e) => setName('firstName', e.currentTarget.value)} />
          <TextInput label={t`Last name`} maxLength={USER_TEXT_MAX.lastName} autoComplete="off" size="md" {...form.getInputProps('lastName')} onChange={(e) => setName('lastName', e.currentTarget.value)} />
          <TextInput label={t`Full name`} required maxLength={USER_TEXT_MAX.fullName} autoComplete="off" size="md" {...form.getInputProps('fullName')} />
          <TextInput label={t`Email`} type="email" maxLength={USER_TEXT_MAX.email} autoComplete="off" size="md" {...form.getInputProps('email')} />
          <TextInput label={t`Phone`} type="tel" maxLength={USER_TEXT_MAX.phone} autoComplete="off" size="md" {...form.getInputProps('phone')} />
        </Stack>
        <Stack gap="md">
          <MultiSelect
            label={t`Branches`}
            description={t`Where this user works`}
            required
            data={branchData}
            searchable
            hidePickedOptions
            nothingFoundMessage={t`No branch matches`}
            size="md"
            {...form.getInputProps('branchIds')}
          />
          <MultiSelect
            label={t`Roles`}
            description={t`What this user may do; a role with rights you do not hold cannot be given`}
            required
            data={roleData}
            searchable
            hidePickedOptions
            nothingFoundMessage={t`No role matches`}
            size="md"
            {...form.getInputProps('roleIds')}
          />
          <Switch label={t`Active`} disabled={user !== null && !props.canChangeStatus} size="md" {...form.getInputProps('active', { type: 'checkbox' })} />
          {user === null ? (
            <>
              <PasswordInput
                label={t`Password`}
                description={t`At least 1 uppercase, 1 lowercase and 1 symbol`}
                required
                autoComplete="new-password"
                size="md"
                {...form.getInputProps('password')}
              />
              <PasswordInput label={t`Confirm password`} required autoComplete="new-password" size="md" {...form.getInputProps('confirmPassword')} />
            </>
          ) : null}
        </Stack>
      </SimpleGrid>
    </AdminForm>
  );
}
