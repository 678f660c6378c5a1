/**
 * A code field with its check button and the card of what it applied: the voucher and the
 * gift card blocks of the payment form share it. Checking asks the server when online and
 * the stored copy when offline (the server checks again when the bill arrives).
 */
import { useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { TrashIcon } from '../../components/icons';

export type CodeCheck<T> = { ok: true; value: T } | { ok: false; message: string; clear: boolean };

export function CodeCheckBlock<T>(props: {
  label: string;
  checkLabel: string;
  applied: T | null;
  renderApplied: (value: T) => ReactNode;
  check: (code: string) => Promise<CodeCheck<T>>;
  onApply: (value: T | null) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run() {
    const wanted = code.trim().toUpperCase();
    if (!wanted) return;
    setBusy(true);
    try {
      const answer = await props.check(wanted);
      if (answer.ok) {
        props.onApply(answer.value);
        setMessage(null);
        setCode('');
      } else {
        setMessage(answer.message);
        if (answer.clear) setCode('');
      }
    } finally {
      setBusy(false);
    }
  }

  if (props.applied) {
    return (
      <Paper withBorder p="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">{props.label}</Text>
            {props.renderApplied(props.applied)}
          </Stack>
          {props.disabled ? null : (
            <ActionIcon variant="subtle" color="red" aria-label={t`Remove ${props.label}`} onClick={() => props.onApply(null)}>
              <TrashIcon />
            </ActionIcon>
          )}
        </Group>
      </Paper>
    );
  }
  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={props.label}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void run();
            }
          }}
          disabled={props.disabled}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button variant="default" onClick={() => void run()} loading={busy} disabled={props.disabled || !code.trim()}>
          {props.checkLabel}
        </Button>
      </Group>
      {message ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {message}
        </Alert>
      ) : null}
    </Stack>
  );
}
