/** The customer detail modal's body (900 px): who the customer is and their latest visits. */
import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { defaultApiClient } from '../../../data/api-client';
import type { Booking } from '../../../domain/api';
import type { CustomerDetail } from '../../../domain/booking/reads';
import { BookingReadPath } from '../../../domain/booking/read-paths';
import { formatMoney } from '../../../components/locale-format';
import { formatPhone, type PhoneSetting } from '../../../domain/phone';
import { describeError } from '../../i18n/error-messages';
import { statusLabels } from '../status-labels';
import { statusColor } from '../status-style';
import { displayDate, displayDateTime, lastEmail } from './display-format';
import { CustomerNotes } from './CustomerNotes';
import { ReadLoading, ReadProblem } from './ReadProblem';
import { useOnlineLoad } from './use-online-load';
import { WindowTable } from '../../../components/WindowTable';
import { MergeCustomersButton } from '../../customer/merge/MergeCustomersButton';

/** Recent bookings come without their type; treat them as confirmed for the colour. */
const PLAIN_BOOKING: Pick<Booking, 'type' | 'confirm'> = { type: 'TYPE_BOOKING_OFFLINE', confirm: true };

/** `branchId`: where a duplicate is looked for; without it, merging is not offered. */
export function CustomerDetailPanel(props: { customerId: string; online: boolean; phone: PhoneSetting; moneySymbol?: string; branchId?: string }) {
  const { t, i18n } = useLingui();
  const { state, retry } = useOnlineLoad<CustomerDetail>(
    {
      key: props.customerId,
      load: () => defaultApiClient.get<CustomerDetail>(`${BookingReadPath.CUSTOMER_DETAIL}/${encodeURIComponent(props.customerId)}`),
    },
    props.online,
  );

  switch (state.status) {
    case 'idle':
    case 'loading':
      return <ReadLoading label={t`Loading the customer…`} />;
    case 'offline':
      return <ReadProblem offline message={t`The customer details need a connection.`} onRetry={retry} />;
    case 'failed':
      return <ReadProblem offline={false} message={describeError(state.error, i18n)} onRetry={retry} />;
    case 'ready':
      break;
  }

  const c = state.data;
  const symbol = props.moneySymbol ?? '$';
  const email = lastEmail(c.email);
  const none = '—';

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h4">
          {c.name}
        </Title>
        {c.block ? (
          <Badge color="red" variant="filled">
            {t`Blocked`}
          </Badge>
        ) : null}
        {c.level ? <Badge variant="light">{c.level}</Badge> : null}
        {props.branchId ? (
          <MergeCustomersButton customer={{ id: c.id, name: c.name }} branchId={props.branchId} online={props.online} phone={props.phone} onMerged={retry} />
        ) : null}
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Detail label={t`Phone`} value={c.phone ? formatPhone(c.phone, props.phone) : none} />
        <Detail label={t`Email`} value={email ?? none} />
        <Detail label={t`Birthday`} value={c.birthDay ? displayDate(c.birthDay) : none} />
        <Detail label={t`Level`} value={c.level ?? none} />
        <Detail label={t`Amount spent`} value={formatMoney(c.amountMoney, symbol)} />
        <Detail label={t`Customer since`} value={c.createdTime ? displayDate(c.createdTime) : none} />
      </SimpleGrid>

      <CustomerNotes notes={c.notes.map((n) => ({ id: n.id, note: n.note, time: n.createdTime }))} />

      <Stack gap={4}>
        <Title order={3} size="h6">
          {t`Recent bookings`}
        </Title>
        {c.recentBookings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`No bookings yet.`}
          </Text>
        ) : (
          <WindowTable striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Code`}</Table.Th>
                <Table.Th>{t`Date`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th ta="right">{t`Total`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.recentBookings.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>{b.code}</Table.Td>
                  <Table.Td>{displayDateTime(b.startTime)}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor(b.status, PLAIN_BOOKING)} variant="light" size="sm">
                      {i18n._(statusLabels[b.status])}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(b.totalAmount, symbol)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </WindowTable>
        )}
      </Stack>
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
