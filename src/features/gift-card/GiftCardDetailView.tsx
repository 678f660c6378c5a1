/**
 * A gift card's detail: the card as printed, its fields, the money that moved on it and the
 * messages sent about it (with their outbox status), plus what the user may do with it.
 */
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { GiftCardDetail } from '../../domain/catalogue/contract';
import { NotificationChannel } from '../../domain/catalogue/paths';
import { formatMoney } from '../../components/locale-format';
import { formatPhone, type PhoneSetting } from '../../domain/phone';
import { formatZonedDateTime } from '../../domain/time';
import { displayDate, displayDateTime } from '../appointment/panels/display-format';
import { GiftCardFace } from './GiftCardFace';
import { channelLabels, giftCardActionLabels, notificationStatusColor, notificationStatusLabels } from './gift-card-labels';
import { WindowTable } from '../../components/WindowTable';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value && value !== '' ? value : '—'}
      </Text>
    </Stack>
  );
}

export function GiftCardDetailView(props: {
  card: GiftCardDetail;
  phone: PhoneSetting;
  moneySymbol: string;
  timeZone: string;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onPrint: () => void;
  onSend: (channel: NotificationChannel) => void;
}) {
  const { t, i18n } = useLingui();
  const { card, moneySymbol } = props;
  const money = (cents: number) => formatMoney(cents, moneySymbol);
  const when = (iso: string) => displayDateTime(formatZonedDateTime(new Date(iso), props.timeZone));
  const phone = (p: string | null) => (p ? formatPhone(p, props.phone) : null);

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <GiftCardFace card={{ ...card, moneySymbol }} />
        <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
          <Group gap="xs">
            <Badge color={card.sold ? 'green' : 'gray'}>{card.sold ? t`Sold` : t`Not sold`}</Badge>
            {card.isUsed ? <Badge color="orange">{t`Used`}</Badge> : null}
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            <Field label={t`Code`} value={card.code} />
            <Field label={t`Branch`} value={card.branchName} />
            <Field label={t`Value`} value={money(card.value)} />
            <Field label={t`Price`} value={money(card.price)} />
            <Field label={t`Left to spend`} value={money(card.amount)} />
            <Field label={t`End date`} value={card.endDate ? displayDate(card.endDate) : null} />
            <Field label={t`Created`} value={when(card.createdAt)} />
          </SimpleGrid>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Field label={t`Content`} value={card.content} />
        <Field label={t`Recipient name`} value={card.recipientName} />
        <Field label={t`Recipient phone`} value={phone(card.recipientPhone)} />
        <Field label={t`Recipient email`} value={card.recipientEmail} />
        <Field label={t`Payer name`} value={card.payerName} />
        <Field label={t`Payer phone`} value={phone(card.phoneNumberPayer)} />
        <Field label={t`Payer email`} value={card.emailPayer} />
        <Field label={t`Note`} value={card.note} />
      </SimpleGrid>

      <Group gap="sm">
        <Button variant="default" onClick={props.onPrint}>{t`Print`}</Button>
        <Button variant="default" onClick={() => props.onSend(NotificationChannel.EMAIL)}>{t`Send by email`}</Button>
        <Button variant="default" onClick={() => props.onSend(NotificationChannel.SMS)}>{t`Send by SMS`}</Button>
        {props.canUpdate ? <Button variant="default" onClick={props.onEdit}>{t`Edit`}</Button> : null}
        {props.canDelete && card.deletable ? (
          <Button variant="light" color="red" onClick={props.onDelete}>
            {t`Delete`}
          </Button>
        ) : null}
      </Group>

      {card.giftCardActions.length > 0 ? (
        <Paper withBorder p="sm" radius="md">
          <Title order={3} size="h5" mb="xs">
            {t`Money on this card`}
          </Title>
          <Table>
            <Table.Tbody>
              {card.giftCardActions.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{when(a.createdAt)}</Table.Td>
                  <Table.Td>{i18n._(giftCardActionLabels[a.type])}</Table.Td>
                  <Table.Td ta="right">{money(a.value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}

      <Paper withBorder p="sm" radius="md">
        <Title order={3} size="h5" mb="xs">
          {t`Messages`}
        </Title>
        {card.notifications.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`Not sent yet.`}
          </Text>
        ) : (
          <WindowTable aria-label={t`Messages`}>
            <Table.Tbody>
              {card.notifications.map((n) => (
                <Table.Tr key={n.id}>
                  <Table.Td>{when(n.createdAt)}</Table.Td>
                  <Table.Td>{i18n._(channelLabels[n.channel])}</Table.Td>
                  <Table.Td>{n.channel === NotificationChannel.SMS ? phone(n.recipient) : n.recipient}</Table.Td>
                  <Table.Td>
                    <Badge color={notificationStatusColor[n.status]} variant="light">
                      {i18n._(notificationStatusLabels[n.status])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {n.lastError ?? ''}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </WindowTable>
        )}
      </Paper>
    </Stack>
  );
}
