/**
 * The messages the salon sent about a booking (its reminder, its confirmation SMS), shown under
 * its history so the desk can answer "did they get the reminder?". Server only, like the history.
 */
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { defaultApiClient } from '../../../data/api-client';
import type { BookingMessage, BookingMessageKind } from '../../../domain/catalogue/contract';
import { NotificationPath } from '../../../domain/catalogue/paths';
import { describeError } from '../../i18n/error-messages';
import { channelLabels, notificationStatusColor, notificationStatusLabels } from '../../gift-card/gift-card-labels';
import { displayDateTime } from './display-format';
import { ReadLoading, ReadProblem } from './ReadProblem';
import { useOnlineLoad } from './use-online-load';

const kindLabels = {
  REMINDER: msg`Reminder`,
  BOOKING: msg`Booking message`,
} as const satisfies Record<BookingMessageKind, MessageDescriptor>;

export function BookingMessages(props: { bookingId: string; online: boolean }) {
  const { t, i18n } = useLingui();
  const { state, retry } = useOnlineLoad<BookingMessage[]>(
    { key: props.bookingId, load: () => defaultApiClient.get<BookingMessage[]>(NotificationPath.BOOKING_MESSAGES, { id: props.bookingId }) },
    props.online,
  );
  let content;
  switch (state.status) {
    case 'idle':
    case 'loading':
      content = <ReadLoading label={t`Loading the messages…`} />;
      break;
    case 'offline':
      content = <ReadProblem offline message={t`The messages need a connection.`} onRetry={retry} />;
      break;
    case 'failed':
      content = <ReadProblem offline={false} message={describeError(state.error, i18n)} onRetry={retry} />;
      break;
    case 'ready':
      content =
        state.data.length === 0 ? (
          <Text c="dimmed" size="sm">{t`No message sent about this booking yet.`}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {state.data.map((m) => (
              <Group key={m.id} component="li" gap="xs" wrap="wrap" aria-label={`${i18n._(kindLabels[m.kind])} ${i18n._(channelLabels[m.channel])}`}>
                <Text size="sm" fw={600}>
                  {i18n._(kindLabels[m.kind])} · {i18n._(channelLabels[m.channel])}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{m.recipient}</Text>
                <Text size="xs" c="dimmed">{displayDateTime(m.time)}</Text>
                <Badge color={notificationStatusColor[m.status]} variant="light">
                  {i18n._(notificationStatusLabels[m.status])}
                </Badge>
              </Group>
            ))}
          </Stack>
        );
  }
  return (
    <Stack gap="xs" component="section" aria-label={t`Messages to the customer`}>
      <Title order={4}>{t`Messages to the customer`}</Title>
      {content}
    </Stack>
  );
}
