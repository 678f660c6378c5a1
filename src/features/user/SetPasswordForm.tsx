/**
 * An admin gives a user a new password (the user list's "update password"), under the user
 * form's rule and words. The user's devices all have to sign in again with it.
 */
import { PasswordInput, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { userSetPasswordSchema, type UserSetPasswordValues } from '../../domain/people/user-form';
import { setUserPassword } from '../../data/people';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';

export const SET_PASSWORD_FORM_ID = 'user-set-password-form';

const EMPTY: UserSetPasswordValues = { password: '', confirmPassword: '' };

export function SetPasswordForm(props: { user: { id: string; fullName: string }; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const name = props.user.fullName;
  const state = useAdminForm({
    formId: SET_PASSWORD_FORM_ID,
    schema: userSetPasswordSchema,
    initialValues: EMPTY,
    kind: SavedKind.UPDATE,
    save: (values: UserSetPasswordValues) => setUserPassword({ userId: props.user.id, ...values }),
    onSaved: props.onSaved,
  });
  const { form } = state;
  return (
    <AdminForm state={state} onCancel={props.onCancel} saveLabel={t`Set password`}>
      <Text size="sm">{t`${name} will be signed out everywhere and sign in again with the new password.`}</Text>
      <PasswordInput
        label={t`New password`}
        description={t`At least 1 uppercase, 1 lowercase and 1 symbol`}
        required
        autoComplete="new-password"
        size="md"
        data-autofocus
        {...form.getInputProps('password')}
      />
      <PasswordInput label={t`Confirm password`} required autoComplete="new-password" size="md" {...form.getInputProps('confirmPassword')} />
    </AdminForm>
  );
}
