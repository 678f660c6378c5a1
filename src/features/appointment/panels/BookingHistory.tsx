/**
 * The booking history modal's body (1200 px): the action log of one booking as a timeline.
 * The log lives on the server only, so it needs a connection. Under it, the messages sent
 * about the booking.
 */
import { Stack, Text, Timeline } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { defaultApiClient } from '../../../data/api-client';
import type { HistoryEntry } from '../../../domain/booking/reads';
import { BookingReadPath } from '../../../domain/booking/read-paths';
import { describeError } from '../../i18n/error-messages';
import { displayDateTime } from './display-format';
import { historyLines } from './history-lines';
import { HistoryActionTitle, HistoryLines } from './HistoryLines';
import { ReadLoading, ReadProblem } from './ReadProblem';
import { useOnlineLoad } from './use-online-load';
import { BookingMessages } from './BookingMessages';

export function BookingHistory(props: { bookingId: string; online: boolean; moneySymbol?: string }) {
  return (
    <Stack gap="lg">
      <HistoryTimeline {...props} />
      <BookingMessages bookingId={props.bookingId} online={props.online} />
    </Stack>
  );
}

function HistoryTimeline(props: { bookingId: string; online: boolean; moneySymbol?: string }) {
  const { t, i18n } = useLingui();
  const { state, retry } = useOnlineLoad<HistoryEntry[]>(
    {
      key: props.bookingId,
      load: () => defaultApiClient.get<HistoryEntry[]>(BookingReadPath.BOOKING_HISTORY, { id: props.bookingId }),
    },
    props.online,
  );

  switch (state.status) {
    case 'idle':
    case 'loading':
      return <ReadLoading label={t`Loading the history…`} />;
    case 'offline':
      return <ReadProblem offline message={t`The history needs a connection.`} onRetry={retry} />;
    case 'failed':
      return <ReadProblem offline={false} message={describeError(state.error, i18n)} onRetry={retry} />;
    case 'ready':
      break;
  }
  if (state.data.length === 0) return <Text c="dimmed">{t`No history yet.`}</Text>;

  return (
    <Timeline active={state.data.length - 1} bulletSize={16} lineWidth={2} aria-label={t`Booking history`}>
      {state.data.map((entry) => (
        <Timeline.Item key={entry.id} title={<HistoryActionTitle action={entry.action} />}>
          <Text size="xs" c="dimmed">
            {entry.user.fullName ? t`${displayDateTime(entry.actionTime)} by ${entry.user.fullName}` : displayDateTime(entry.actionTime)}
          </Text>
          <HistoryLines lines={historyLines(entry.editInfo)} moneySymbol={props.moneySymbol ?? '$'} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
