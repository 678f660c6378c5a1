/**
 * A back-office form's frame: the fields (children), then what the form has to say — the spec's
 * invalid-form notice, a refusal in the server's words, offline "Save waits for the connection",
 * the saved-changes state — and Cancel and Save. Give it the state of useAdminForm.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { AdminFormState } from './use-admin-form';

export function AdminForm<V extends Record<string, unknown>>(props: {
  state: AdminFormState<V>;
  onCancel: () => void;
  /** The submit button's label; Save by default. */
  saveLabel?: string;
  /** A rule the screen knows before asking the server (the default checkout method): shown, and Save held. */
  refusal?: string | null;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { state } = props;
  return (
    <form onSubmit={state.onSubmit} noValidate>
      <Stack gap="md">
        {props.children}
        {props.refusal ? (
          <Alert color="orange" role="alert" variant="light">
            {props.refusal}
          </Alert>
        ) : null}
        {state.invalid ? (
          <Alert color="red" role="alert" variant="light">
            {t`Whoops! Looks like you missed a few things – fill in the missing fields and continue.`}
          </Alert>
        ) : null}
        {state.failure ? (
          <Alert color="red" role="alert" variant="light">
            {state.failure}
          </Alert>
        ) : null}
        {!state.online ? (
          <Alert color="yellow" role="status" variant="light">
            {t`You are offline. What you typed stays here; Save waits for the connection to come back.`}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {state.saved ? (
            <Text size="sm" c="dimmed" role="status" mr="auto">
              {t`All changes saved`}
            </Text>
          ) : null}
          <Button variant="default" size="md" onClick={props.onCancel} disabled={state.busy}>
            {t`Cancel`}
          </Button>
          <Button type="submit" size="md" loading={state.busy} disabled={!state.online || Boolean(props.refusal)}>
            {props.saveLabel ?? t`Save`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
