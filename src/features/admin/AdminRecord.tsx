/**
 * One record of a back-office list, for its detail or edit window: fetched from the server
 * and kept as the tablet's last copy; offline, that copy read-only (with the notice) or
 * "needs a connection". `poll` asks again every 2 s while it holds (a message waiting to go).
 */
import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { describeError } from '../i18n/error-messages';
import { CopyNotice } from './CopyNotice';
import { useReadWithCopy } from './use-read-with-copy';

const POLL_MS = 2000;

export function AdminRecord<T extends { id: string }>(props: {
  /** The module's name for the tablet's copies ("product"). */
  module: string;
  id: string;
  load: () => Promise<T>;
  loadingLabel: string;
  /** Ask again (after a change made from the window). */
  version?: number;
  poll?: (record: T) => boolean;
  children: (record: T, readOnly: boolean) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { read, online, retry } = useReadWithCopy<T>({ key: `${props.module}|${props.id}`, load: props.load });
  const fetched = read.status === 'ready' ? read.fetched : read.status === 'loading' ? read.previous : null;
  const record = fetched?.data ?? null;
  const polling = read.status === 'ready' && record !== null && (props.poll?.(record) ?? false);
  useEffect(() => {
    if (!polling) return undefined;
    const timer = window.setTimeout(retry, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [polling, retry]);
  const version = props.version ?? 0;
  useEffect(() => {
    if (version > 0) retry();
    // Only a new version asks again; `retry` is a fresh function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  // The previous record stays on screen only while the same one reloads.
  if (record && record.id === props.id) {
    const copySavedAt = fetched?.copySavedAt ?? null;
    return (
      <>
        <CopyNotice online={online} copySavedAt={copySavedAt} missing={false} onRetry={retry} />
        {props.children(record, !online || copySavedAt !== null)}
      </>
    );
  }
  if (read.status === 'offline') return <CopyNotice online={online} copySavedAt={null} missing onRetry={retry} />;
  if (read.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">{describeError(read.error, i18n)}</Text>
          <Button size="xs" variant="default" onClick={retry}>
            {t`Try again`}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Group justify="center" p="md">
      <Loader size="sm" aria-label={props.loadingLabel} />
    </Group>
  );
}
