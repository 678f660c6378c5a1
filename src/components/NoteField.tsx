/** A short free-text note (pay-in/out, break): grows to five rows, at most 500 characters. */
import { Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** The server keeps notes of at most this length (the zod schemas say the same). */
export const NOTE_MAX_LENGTH = 500;

export function NoteField(props: { value: string; onChange: (value: string) => void; error?: string | null }) {
  const { t } = useLingui();
  return (
    <Textarea
      label={t`Note`}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      maxLength={NOTE_MAX_LENGTH}
      error={props.error}
      autosize
      minRows={2}
      maxRows={5}
      size="md"
    />
  );
}
