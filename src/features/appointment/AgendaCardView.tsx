import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatPhone, type PhoneSetting } from '../../domain/phone';
import type { AgendaCard } from './agenda';
import { statusColor } from './status-style';
import { statusLabels } from './status-labels';

/** One guest's services with one technician: time, customer, phone, services, status. */
export function AgendaCardView({ card, phone }: { card: AgendaCard; phone: PhoneSetting }) {
  const { t, i18n } = useLingui();
  const color = statusColor(card.status, card.booking);
  const showGuest = card.guestName && card.guestName.toUpperCase() !== card.customerName.toUpperCase();
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="xs"
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)`, listStyle: 'none' }}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600}>
            {card.range.start}–{card.range.end}
          </Text>
          <Badge color={color} variant="light" size="sm">
            {i18n._(statusLabels[card.status])}
          </Badge>
        </Group>
        <Text fw={600} truncate="end">
          {card.customerName}
        </Text>
        {showGuest ? (
          <Text size="sm" c="dimmed">
            {t`Guest: ${card.guestName}`}
          </Text>
        ) : null}
        {card.phone ? (
          <Text size="sm" c="dimmed">
            {formatPhone(card.phone, phone)}
          </Text>
        ) : null}
        <Text size="sm">{card.services.join(', ')}</Text>
      </Stack>
    </Paper>
  );
}
