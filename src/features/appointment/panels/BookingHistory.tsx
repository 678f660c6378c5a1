/**
 * The booking history modal's body (1200 px): the action log of one booking as a timeline.
 * The log lives on the server only, so it needs a connection.
 */
import { Stack, Text, Timeline } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { defaultApiClient } from '../../../data/api-client';
import { BookingReadPath, type HistoryEntry } from '../../../domain/booking/reads';
import { formatMoney } from '../../../components/locale-format';
import { describeError } from '../../i18n/error-messages';
import { statusLabels } from '../status-labels';
import { displayDateTime } from './display-format';
import { historyActionLabels, historyFieldLabels } from './history-labels';
import { historyLines, type HistoryLine, type HistoryValue } from './history-lines';
import { ReadLoading, ReadProblem } from './ReadProblem';
import { useOnlineLoad } from './use-online-load';

export function BookingHistory(props: { bookingId: string; online: boolean; moneySymbol?: string }) {
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

function HistoryActionTitle({ action }: { action: string }) {
  const { i18n } = useLingui();
  const label = Object.hasOwn(historyActionLabels, action) ? historyActionLabels[action] : undefined;
  return <>{label ? i18n._(label) : action}</>;
}

function HistoryLines({ lines, moneySymbol }: { lines: HistoryLine[]; moneySymbol: string }) {
  const { t, i18n } = useLingui();
  if (lines.length === 0) return null;

  const valueText = (v: HistoryValue): string => {
    switch (v.type) {
      case 'text':
        return v.text;
      case 'status':
        return i18n._(statusLabels[v.status]);
      case 'minutes':
        return t`${v.minutes} min`;
      case 'money':
        return formatMoney(v.cents, moneySymbol);
      case 'flag':
        return v.on ? t`Yes` : t`No`;
      case 'none':
        return '—';
    }
  };

  const lineText = (line: HistoryLine): string => {
    switch (line.kind) {
      case 'change': {
        const label = i18n._(historyFieldLabels[line.field]);
        const from = valueText(line.from);
        const to = valueText(line.to);
        return t`${label}: ${from} → ${to}`;
      }
      case 'value': {
        const label = i18n._(historyFieldLabels[line.field]);
        const value = valueText(line.value);
        return t`${label}: ${value}`;
      }
      case 'other':
        return `${line.key}: ${line.value}`;
    }
  };

  return (
    <Stack gap={2} mt={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {lines.map((line, i) => (
        <Text key={i} component="li" size="sm">
          {line.scope ? (
            <Text component="span" fw={600} inherit>
              {line.scope}:{' '}
            </Text>
          ) : null}
          {lineText(line)}
        </Text>
      ))}
    </Stack>
  );
}
