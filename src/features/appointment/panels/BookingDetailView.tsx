/**
 * A booking shown read-only (the drawer's "clicking a booking opens a read-only booking
 * detail"): customer, time, status and each guest's services. Offline it shows the board's
 * stored copy of that day, and says when there is none.
 */
import { useEffect, useState } from 'react';
import { Alert, Badge, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../components/locale-format';
import { readBooking, type BookingView } from '../../../data/booking-detail';
import { describeError } from '../../i18n/error-messages';
import { receiptDateTime } from '../../pos/receipt-format';
import { statusLabels } from '../status-labels';
import { WindowTable } from '../../../components/WindowTable';
import { usePhoneText } from '../../shell/use-phone-text';

export function BookingDetailView({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useLingui();
  const phoneText = usePhoneText();
  const [view, setView] = useState<BookingView | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    readBooking(bookingId).then(
      (v) => current && setView(v),
      (error: unknown) => current && setFailure(describeError(error, i18n)),
    );
    return () => {
      current = false;
    };
  }, [bookingId, i18n]);

  if (failure) return <Alert color="red">{failure}</Alert>;
  if (view === undefined) return <Loader aria-label={t`Loading…`} />;
  if (view === null) return <Alert color="yellow">{t`This booking is not stored on this tablet. Connect to see it.`}</Alert>;
  const { booking, guests } = view;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700}>
          {booking.code} · {booking.customerName} {booking.phone ? `· ${phoneText(booking.phone)}` : ''}
        </Text>
        <Badge>{i18n._(statusLabels[booking.status])}</Badge>
      </Group>
      <Text size="sm">{receiptDateTime(booking.startTime)}</Text>
      {view.fromServer ? null : <Text size="sm" c="dimmed">{t`Offline: as this tablet last saw it.`}</Text>}
      <WindowTable withTableBorder aria-label={t`Booking services`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Guest`}</Table.Th>
            <Table.Th>{t`Service`}</Table.Th>
            <Table.Th>{t`Technician`}</Table.Th>
            <Table.Th>{t`Time`}</Table.Th>
            <Table.Th ta="right">{t`Price`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {guests.flatMap((g) =>
            g.segments.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  {g.name} · {i18n._(statusLabels[g.status])}
                </Table.Td>
                <Table.Td>{s.serviceName}</Table.Td>
                <Table.Td>{s.technicianName}</Table.Td>
                <Table.Td>
                  {s.startTime.slice(11, 16)}–{s.endTime.slice(11, 16)}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(s.price)}</Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </WindowTable>
      <Text ta="right" fw={700}>
        {t`Total`} {formatMoney(booking.totalAmount)}
      </Text>
    </Stack>
  );
}
