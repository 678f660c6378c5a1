/**
 * An action log entry in words: its action's name and the lines of its editInfo (see
 * history-lines), shared by the booking history and the action log screen.
 */
import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../components/locale-format';
import { statusLabels } from '../status-labels';
import { historyActionLabels, historyFieldLabels } from './history-labels';
import type { HistoryLine, HistoryValue } from './history-lines';

export function HistoryActionTitle({ action }: { action: string }) {
  const { i18n } = useLingui();
  const label = Object.hasOwn(historyActionLabels, action) ? historyActionLabels[action] : undefined;
  return <>{label ? i18n._(label) : action}</>;
}

export function HistoryLines({ lines, moneySymbol }: { lines: HistoryLine[]; moneySymbol: string }) {
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
      case 'changed':
        return t`changed`;
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
