/**
 * Says where the booking form's technicians and hours come from when its date is not the
 * board's: loading, as saved on this tablet (offline), or not saved at all.
 */
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { displayDate } from '../appointment/panels/display-format';
import { FormDaySource, type FormDay } from './form-day';

export function FormDayNotice({ day, online }: { day: FormDay; online: boolean }) {
  const { t } = useLingui();
  const date = displayDate(day.date);
  switch (day.source) {
    case FormDaySource.BOARD:
      return null;
    case FormDaySource.LOADING:
      return (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t`Loading the schedule of ${date}…`}
          </Text>
        </Group>
      );
    case FormDaySource.STORED:
      return online ? null : (
        <Text size="sm" c="dimmed" role="status">
          {t`Technicians and hours of ${date} as saved on this tablet.`}
        </Text>
      );
    case FormDaySource.NOT_STORED:
      return (
        <Alert color="yellow" variant="light" role="status" title={t`${date} is not saved on this tablet`}>
          {online
            ? t`The schedule of that day could not be loaded. The technicians and opening hours shown may differ on that day; the server checks the booking when it is sent.`
            : t`You are offline. The technicians and opening hours shown may differ on that day; the server checks the booking when it is sent.`}
        </Alert>
      );
  }
}
