/** The end of a small form: the save failure, if any, then Cancel and Save (or what `saveLabel` says). */
import { Alert, Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function FormFooter(props: { failure: string | null; busy: boolean; onCancel: () => void; saveDisabled?: boolean; saveLabel?: string }) {
  const { t } = useLingui();
  return (
    <>
      {props.failure ? (
        <Alert color="red" role="alert" variant="light">
          {props.failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" size="md" onClick={props.onCancel} disabled={props.busy}>
          {t`Cancel`}
        </Button>
        <Button type="submit" size="md" loading={props.busy} disabled={props.saveDisabled}>
          {props.saveLabel ?? t`Save`}
        </Button>
      </Group>
    </>
  );
}
