/**
 * The step after Finish payment of a booking: the customer's next visit in 2, 4, 6 or 8 weeks,
 * the same services with the same technicians (and packages), at one of that day's free times
 * (src/domain/booking/prebook.ts). The day is read from the tablet, loaded from the server when
 * online; offline, a day never stored still offers the opening hours and says so, the server
 * checking the booking when it is sent. Picking a time queues the booking, marked with the bill.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Booking, BranchSummary } from '../../domain/api';
import { packageBookableTimes, prebookArgs, prebookFreeTimes, prebookOffers, prebookTimesWithinHours, type PrebookTime, type VisitGuest } from '../../domain/booking/prebook';
import type { DayHours } from '../../domain/scheduler/working-hours';
import { formatZonedDate } from '../../domain/time';
import { createBooking } from '../../data/booking-actions';
import { useStoredPackages } from '../../data/service-tree';
import { boardContext } from '../appointment/controller/board-context';
import { useBoardScreen } from '../appointment/controller/use-board-screen';
import { displayDate } from '../appointment/panels/display-format';
import { FormDayNotice } from '../booking/FormDayNotice';
import { FormDaySource } from '../booking/form-day';
import { useFormDay } from '../booking/use-form-day';
import { notifyError, notifySuccess } from '../feedback/notify';

export type PrebookStepProps = {
  branch: BranchSummary;
  booking: Booking;
  visit: readonly VisitGuest[];
  billId: string;
  online: boolean;
  now: Date;
  timeZone: string;
  /** The branch's opening hours, for a day this tablet does not hold. */
  fallbackHours: DayHours;
  onDone: () => void;
};

export function PrebookStep(props: PrebookStepProps) {
  const { t } = useLingui();
  const { branch, visit, now, timeZone } = props;
  const offers = useMemo(() => prebookOffers(now, timeZone), [now, timeZone]);
  const [weeks, setWeeks] = useState('4');
  const [busy, setBusy] = useState(false);
  const date = offers.find((o) => String(o.weeks) === weeks)?.date ?? offers[0]?.date ?? '';
  const day = useFormDay({ branchId: branch.id, date, online: props.online, board: null, fallbackHours: props.fallbackHours });
  const screen = useBoardScreen({ branchId: branch.id, date, today: formatZonedDate(now, timeZone), timeZone });
  const packages = useStoredPackages(branch.id);

  let free: PrebookTime[] | null = null;
  if (screen) {
    const ctx = boardContext(screen, screen.config, now, timeZone);
    free = prebookFreeTimes({ day: { ...ctx.day, technicians: ctx.technicians, segments: ctx.segments, settings: ctx.settings }, visit, now, timeZone });
  } else if (screen === null && day.source === FormDaySource.NOT_STORED) {
    free = prebookTimesWithinHours({ date, hours: props.fallbackHours, visit });
  }
  // A line booked in a package is booked in it again: only while the package may still be booked.
  const times = free && packageBookableTimes(free, visit, packages);

  async function book(time: PrebookTime) {
    setBusy(true);
    try {
      await createBooking(branch, prebookArgs({ booking: props.booking, visit, startTime: time.startTime, billId: props.billId, newId: () => crypto.randomUUID() }));
      const when = displayDate(date);
      const at = time.time;
      notifySuccess(t`Next visit booked on ${when} at ${at}.`);
      props.onDone();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  const shownDate = displayDate(date);
  return (
    <Stack gap="sm">
      <Text>{t`Book the next visit with the same services and technicians?`}</Text>
      <SegmentedControl
        aria-label={t`Next visit in`}
        value={weeks}
        onChange={setWeeks}
        data={offers.map((o) => {
          const on = displayDate(o.date);
          const weeksAhead = o.weeks;
          return { value: String(o.weeks), label: t`In ${weeksAhead} weeks (${on})` };
        })}
      />
      <FormDayNotice day={day} online={props.online} />
      {times === null ? (
        <Loader size="sm" aria-label={t`Loading…`} />
      ) : times.length === 0 ? (
        <Alert color="yellow" role="status">
          {free && free.length > 0
            ? t`The package of this visit cannot be booked on ${shownDate}. Try another week.`
            : t`No free time on ${shownDate} for the same technicians. Try another week.`}
        </Alert>
      ) : (
        <Group gap="xs" role="group" aria-label={t`Free times on ${shownDate}`}>
          {times.map((time) => (
            <Button key={time.startTime} size="xs" variant="light" disabled={busy} onClick={() => void book(time)}>
              {time.time}
            </Button>
          ))}
        </Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onDone}>
          {t`No thanks`}
        </Button>
      </Group>
    </Stack>
  );
}
