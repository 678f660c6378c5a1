/**
 * /appointment for this slice: a read-only day agenda rendered from the day snapshot in
 * Dexie (so it is the same offline). The drag-and-drop scheduler replaces the columns later.
 */
import { useEffect } from 'react';
import { Badge, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { DEFAULT_PHONE_SETTING } from '../../domain/phone';
import { useClipboard, useDaySnapshot, useLastViewedDay } from '../../data/hooks';
import { useOnline } from '../../data/use-online';
import { FullPageLoader } from '../../components/FullPageLoader';
import { useShellSession } from '../shell/session-context';
import { todayIn } from '../dates/branch-dates';
import { buildAgenda, isWorking } from './agenda';
import { DayNavigator } from './DayNavigator';
import { DayNotSavedNotice, HolidayNotice, NoTechnicianNotice } from './DayNotices';
import { NoBranchNotice } from '../shell/NoBranchNotice';
import { TechnicianColumn } from './TechnicianColumn';
import { isWaitingOnClipboard } from './status-style';
import { useDayLoader } from './use-day-loader';

export function AppointmentPage(props: {
  /** The `date` search parameter, if any. */
  requestedDate: string | undefined;
  onDateChange: (date: string | undefined, replace?: boolean) => void;
}) {
  const { t } = useLingui();
  const { auth, session, timeZone } = useShellSession();
  const online = useOnline();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const today = todayIn(timeZone, Date.now());
  const date = props.requestedDate ?? today;
  const snapshot = useDaySnapshot(branchId, date);
  const clipboard = useClipboard(branchId);
  const lastViewed = useLastViewedDay(auth.userId, branchId);
  const { loading, failed } = useDayLoader({ userId: auth.userId, branchId, date, today });
  const { onDateChange, requestedDate } = props;

  // Opened offline on a day never saved here: show the last day this user viewed instead.
  useEffect(() => {
    if (!online && snapshot === null && !requestedDate && lastViewed && lastViewed !== today) {
      onDateChange(lastViewed, true);
    }
  }, [online, snapshot, requestedDate, lastViewed, today, onDateChange]);

  if (!branchId) return <NoBranchNotice />;

  const changeDate = (next: string) => onDateChange(next === today ? undefined : next);
  const phone = session.branchConfig?.phone ?? DEFAULT_PHONE_SETTING;
  const waiting = clipboard?.guests.filter((g) => isWaitingOnClipboard(g.status)).length ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h3">
          {t`Appointments`}
        </Title>
        <Group gap="sm">
          {loading ? <Loader size="sm" aria-label={t`Loading the day…`} /> : null}
          <Group gap={6} aria-label={t`Clipboard: ${waiting} waiting`} role="group">
            <Text fw={500}>{t`Clipboard`}</Text>
            <Badge color={waiting > 0 ? 'orange' : 'gray'} size="lg" aria-hidden="true">
              {waiting}
            </Badge>
          </Group>
        </Group>
      </Group>
      <DayNavigator date={date} today={today} onChange={changeDate} />
      <DayBody
        snapshotState={snapshot}
        offline={!online || failed}
        phone={phone}
      />
    </Stack>
  );
}

function DayBody(props: {
  snapshotState: ReturnType<typeof useDaySnapshot>;
  offline: boolean;
  phone: typeof DEFAULT_PHONE_SETTING;
}) {
  const { t } = useLingui();
  const snapshot = props.snapshotState;
  if (snapshot === undefined) return <FullPageLoader label={t`Loading the day…`} />;
  if (snapshot === null || !snapshot.config || !snapshot.technicians) {
    return props.offline ? <DayNotSavedNotice /> : <FullPageLoader label={t`Loading the day…`} />;
  }
  if (snapshot.config.isHoliday) return <HolidayNotice note={snapshot.config.holiday} />;
  if (!snapshot.technicians.some(isWorking)) return <NoTechnicianNotice />;

  const columns = buildAgenda(snapshot.technicians, snapshot.bookings ?? [], snapshot.guests ?? []);
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm">
        {columns.map((column) => (
          <TechnicianColumn key={column.technician.id} column={column} phone={props.phone} />
        ))}
      </Group>
    </ScrollArea>
  );
}
