/**
 * Reset password (opened in a 600 px modal from the user menu). The domain decides the
 * rules; the server's refusal (e.g. wrong old password) is shown under the form.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { updatePassword } from '../../data/auth';
import { validatePasswordChange, type PasswordChange } from '../../domain/password';
import { describeCode, describeError } from '../i18n/error-messages';
import { notifySuccess } from '../feedback/notify';

type Field = keyof PasswordChange;
const FIELDS: readonly Field[] = ['oldPassword', 'password', 'confirmPassword'];

export function ResetPasswordForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<PasswordChange>({ oldPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const codes = validatePasswordChange(values);
    const next: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const code = codes[field];
      if (code) next[field] = describeCode(code, i18n);
    }
    if (codes.oldPassword) next.oldPassword = t`Old password is required`;
    setErrors(next);
    setServerError(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await updatePassword({ ...values, userId });
      notifySuccess(t`Update success`);
      onClose();
    } catch (e) {
      setServerError(describeError(e, i18n));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t`Old password`}
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={errors.oldPassword}
          size="md"
          data-autofocus
        />
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          size="md"
        />
        <PasswordInput
          label={t`Confirm password`}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
          size="md"
        />
        {serverError ? (
          <Alert color="red" role="alert" variant="light">
            {serverError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} size="md">
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={busy} size="md">
            {t`Save`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
