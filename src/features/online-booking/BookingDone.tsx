import { Alert, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OnlineBookingResult } from '../../domain/online-booking/paths';
import { dayName } from './booking-words';

export function BookingDone(props: { booking: OnlineBookingResult; branchName: string; branchPhone: string | null }) {
  const { t, i18n } = useLingui();
  const { booking } = props;
  const code = booking.code;
  const when = `${dayName(booking.date, i18n.locale)} · ${booking.time}`;
  const phone = props.branchPhone ?? '';
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {booking.confirmed ? t`Your appointment is booked` : t`Your request is received`}
      </Title>
      <Text>
        {t`Booking code`}: <strong>{code}</strong>
      </Text>
      <Text>{when}</Text>
      <Text size="sm">{booking.services.join(', ')}</Text>
      {booking.technicianName ? <Text size="sm">{t`With ${booking.technicianName}`}</Text> : null}
      <Alert color={booking.confirmed ? 'teal' : 'orange'}>
        {booking.confirmed
          ? t`We sent you a confirmation by text message. See you soon!`
          : t`${props.branchName} will confirm your appointment shortly; you will get a text message when it is confirmed.`}
      </Alert>
      {phone ? <Text size="sm" c="dimmed">{t`To change or cancel it, please call the salon at ${phone}.`}</Text> : null}
    </Stack>
  );
}
