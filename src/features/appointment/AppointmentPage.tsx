/**
 * /appointment: the day scheduler of the branch, drawn from Dexie (the stored day, the
 * clipboard and every change not yet confirmed), so it is the same online and offline.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Loader, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { DEFAULT_PHONE_SETTING } from '../../domain/phone';
import { Access, checkAccess, hasAnyRight, Right } from '../../domain/rights';
import { CLOCK_IN_ACCESS, TURN_REORDER_ACCESS } from '../../domain/turns/access';
import { nowOnDay } from '../../domain/scheduler/clock';
import { useLastViewedDay } from '../../data/hooks';
import { useOnline } from '../../data/use-online';
import { BadgeLook } from '../../components/badge-look';
import { FullPageLoader } from '../../components/FullPageLoader';
import { PHONE_QUERY } from '../../components/breakpoints';
import { useShellSession } from '../shell/session-context';
import { todayIn } from '../dates/branch-dates';
import { DayNavigator } from './DayNavigator';
import { DayNotSavedNotice, HolidayNotice, NoTechnicianNotice } from './DayNotices';
import { isWorking } from './technician';
import { isWaitingOnClipboard } from './status-style';
import { useDayLoader } from './use-day-loader';
import { useBoardScreen } from './controller/use-board-screen';
import { useBoardActions } from './controller/use-board-actions';
import type { OpenWindow } from './controller/modal-state';
import { AppointmentBoard } from './AppointmentBoard';
import { BookingSearch } from './panels/BookingSearch';
import { DayStatsPopover } from './panels/DayStatsPopover';
import { ZoomControl } from './panels/ZoomControl';
import { useColumnWidth } from './panels/use-column-width';
import { TurnStrip } from '../turns/TurnStrip';
import { useTurnList } from '../turns/use-turn-list';
import classes from './appointment-page.module.css';
import { useNow } from './use-now';
import { WindowLoading } from '../../components/WindowLoading';
import { withAllMessages } from '../i18n/activate-language';
import { ButtonLook } from '../../components/button-look';

// The windows' host and Mantine's Modal come with the first window opened, not with the board.
const AppointmentModals = lazy(() => withAllMessages(import('./AppointmentModals')).then((m) => ({ default: m.AppointmentModals })));
// A tablet with no branch has no board: the notice (error wording) comes when it is shown.
const NoBranchNotice = lazy(() => withAllMessages(import('../shell/NoBranchNotice')).then((m) => ({ default: m.NoBranchNotice })));

export function AppointmentPage(props: {
  /** The `date` search parameter, if any. */
  requestedDate: string | undefined;
  onDateChange: (date: string | undefined, replace?: boolean) => void;
}) {
  const { t } = useLingui();
  const { auth, session, timeZone, branch, rights, rightsPM } = useShellSession();
  const online = useOnline();
  const now = useNow();
  const branchId = auth.isTenantSelection ? null : auth.branchId;
  const today = todayIn(timeZone, now.getTime());
  const date = props.requestedDate ?? today;
  const lastViewed = useLastViewedDay(auth.userId, branchId);
  const { loading, failed } = useDayLoader({ userId: auth.userId, branchId, date, timeZone });
  const screen = useBoardScreen({ branchId, date, today, timeZone });
  const [columnWidth, setColumnWidth] = useColumnWidth(auth.userId);
  // A phone held upright shows one technician at a time: the zoom has no say there.
  const onPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [clipboardOpen, setClipboardOpen] = useState(false);
  const [openWindow, setOpenWindow] = useState<OpenWindow>(null);
  const { onDateChange, requestedDate } = props;
  // A screen of the previous date may show for a moment while the new one is computed.
  const config = screen && screen.view.date === date ? screen.config : null;
  const turnRows = useTurnList({ view: config && screen ? screen.view : null, config, today, timeZone });
  const actions = useBoardActions({
    screen: screen ?? null,
    config,
    branch: branch ?? { id: '', name: '', code: '', timeZone },
    timeZone,
    onDurationChange: (card, duration) => setOpenWindow({ kind: 'duration', card, duration }),
  });

  // Opened offline on a day never saved here: show the last day this user viewed instead.
  useEffect(() => {
    if (!online && screen === null && !requestedDate && lastViewed && lastViewed !== today) {
      onDateChange(lastViewed, true);
    }
  }, [online, screen, requestedDate, lastViewed, today, onDateChange]);

  if (!branchId || !branch) {
    return (
      <Suspense fallback={null}>
        <NoBranchNotice />
      </Suspense>
    );
  }

  const changeDate = (next: string) => onDateChange(next === today ? undefined : next);
  const phone = session.branchConfig?.phone ?? DEFAULT_PHONE_SETTING;
  const waiting = screen ? screen.view.clipboard.guests.filter((g) => isWaitingOnClipboard(g.status)).length : 0;
  const nowMinute = nowOnDay(now, timeZone, today);
  const notPast = date >= today;
  const canEdit = hasAnyRight([Right.BOOKING_CREATE], rights) && notPast;
  const canBreak = hasAnyRight([Right.APPOINTMENT_TIMESHEET_UPDATE], rights) && notPast;
  const technicians = screen ? screen.view.technicians : [];
  // The booking window opens over the board: none on a holiday or a day nobody works.
  const boardShown = !!config && !config.isHoliday && technicians.some(isWorking);

  return (
    <Stack gap="sm" className={classes.page}>
      <div className={classes.toolbar}>
        <div className={classes.filters}>
          <Title order={1} size="h3">
            {t`Appointments`}
          </Title>
          <ButtonLook
            variant={clipboardOpen ? 'filled' : 'default'}
            aria-pressed={clipboardOpen}
            onClick={() => setClipboardOpen((o) => !o)}
            rightSection={
              <BadgeLook color={waiting > 0 ? 'orange' : 'gray'} size="sm" aria-hidden>
                {waiting}
              </BadgeLook>
            }
            aria-label={t`Clipboard: ${waiting} waiting`}
          >
            {t`Clipboard`}
          </ButtonLook>
          <div className={classes.search}>
            <BookingSearch
              branchId={branchId}
              online={online}
              phone={phone}
              onPick={(row) => {
                const day = row.startTime.slice(0, 10);
                changeDate(day);
              }}
            />
          </div>
          <DayNavigator date={date} today={today} onChange={changeDate} />
          {loading ? <Loader size="sm" aria-label={t`Loading the day…`} /> : null}
        </div>
        <div className={classes.actions}>
          {canEdit ? (
            <ButtonLook disabled={!boardShown} onClick={() => setOpenWindow({ kind: 'booking', mode: 'create', preset: null })}>{t`New booking`}</ButtonLook>
          ) : null}
          {onPhone ? null : <ZoomControl value={columnWidth} onChange={setColumnWidth} />}
          <DayStatsPopover stats={screen ? screen.stats : null} technicians={technicians.map((x) => ({ id: x.id, name: x.name }))} />
        </div>
      </div>
      {screen === undefined ? (
        <FullPageLoader label={t`Loading the day…`} />
      ) : screen === null || !config ? (
        !online || failed ? <DayNotSavedNotice /> : <FullPageLoader label={t`Loading the day…`} />
      ) : config.isHoliday ? (
        <HolidayNotice note={config.holiday} />
      ) : !boardShown ? (
        <NoTechnicianNotice />
      ) : (
        <>
          <TurnStrip
            view={screen.view}
            rows={turnRows}
            branchId={branchId}
            today={today}
            canClockIn={checkAccess({ ...CLOCK_IN_ACCESS, rights, rightsPM }) === Access.ALLOWED}
            canReorder={checkAccess({ ...TURN_REORDER_ACCESS, rights, rightsPM }) === Access.ALLOWED}
            canBook={canEdit}
            onWalkIn={(technicianId) => setOpenWindow({ kind: 'booking', mode: 'create', preset: { technicianId, startTime: null, walkIn: true } })}
          />
          <AppointmentBoard
            screen={screen}
            config={config}
            branch={branch}
            phone={phone}
            today={today}
            nowMinute={nowMinute}
            columnWidth={columnWidth}
            singleColumn={onPhone}
            canEdit={canEdit}
            canBreak={canBreak}
            clipboardOpen={clipboardOpen}
            actions={actions}
            open={setOpenWindow}
            turnRows={turnRows}
          />
          {openWindow ? (
            <Suspense fallback={<WindowLoading />}>
              <AppointmentModals
                open={openWindow}
                setOpen={setOpenWindow}
                {...{ screen, config, branch, phone, today, nowMinute, actions, online }}
                canAdmin={hasAnyRight([Right.BOOKING_ADMIN], rights)}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </Stack>
  );
}
