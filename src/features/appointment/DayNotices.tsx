import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MessagePage } from '../../components/MessagePage';

export function HolidayNotice({ note }: { note: string | null }) {
  const { t } = useLingui();
  return <MessagePage title={t`Happy Holidays`}>{note ?? t`The branch is closed on this day.`}</MessagePage>;
}

export function NoTechnicianNotice() {
  const { t } = useLingui();
  return (
    <MessagePage title={t`No technician work`}>
      <Text component="span" inherit>
        {t`No technician is scheduled on this day. Please set up the technician schedules first.`}{' '}
      </Text>
      <Anchor component={Link} to="/technician/time-sheet" inherit>
        {t`Open the time sheet`}
      </Anchor>
    </MessagePage>
  );
}

export function DayNotSavedNotice() {
  const { t } = useLingui();
  return (
    <MessagePage title={t`This day is not saved on this tablet`}>
      {t`You are offline. Days you have opened before are available; this one will load when the connection is back.`}
    </MessagePage>
  );
}
