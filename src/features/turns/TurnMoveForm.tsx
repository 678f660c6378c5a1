/** The manager's move of a technician up or down the turn list: the note says why, and is required. */
import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { turnMoveArgs } from '../../domain/turns/args';
import { TurnDirection } from '../../domain/turns/direction';
import { valueProblemText } from '../i18n/value-problem-text';
import { WindowModal } from '../../components/WindowModal';

/** The form in its window; fetched with it, so Mantine's Modal is not in the board's first load. */
export function TurnMoveWindow(props: Parameters<typeof TurnMoveForm>[0]) {
  const { t } = useLingui();
  return (
    <WindowModal opened title={props.direction === TurnDirection.UP ? t`Move up the turn list` : t`Move down the turn list`} width={600} onClose={props.onCancel}>
      <TurnMoveForm {...props} />
    </WindowModal>
  );
}

export function TurnMoveForm(props: { technicianName: string; direction: TurnDirection; onCancel: () => void; onSubmit: (note: string) => Promise<void> }) {
  const { t, i18n } = useLingui();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = valueProblemText(turnMoveArgs.shape.note, note, i18n);
  const name = props.technicianName;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (problem) return;
        setBusy(true);
        void props.onSubmit(note.trim()).finally(() => setBusy(false));
      }}
    >
      <Stack gap="md">
        <Text>{props.direction === TurnDirection.UP ? t`${name} moves one place up the turn list.` : t`${name} moves one place down the turn list.`}</Text>
        <Textarea label={t`Why`} withAsterisk autosize minRows={2} value={note} error={tried && problem ? problem : undefined} onChange={(e) => setNote(e.currentTarget.value)} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>{t`Cancel`}</Button>
          <Button type="submit" loading={busy}>{t`Move`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
