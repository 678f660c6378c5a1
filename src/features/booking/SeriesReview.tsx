/**
 * Before a recurring booking is saved: every date of the series checked against the day as
 * this tablet holds it (working time, breaks, holidays, other bookings). Each conflict comes
 * with the nearest free start that day, and the desk accepts it, moves the date to another
 * time, or skips it. Days the tablet does not hold are said plainly: the server checks them.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { seriesDays, type SeriesDay } from '../../data/series-days';
import { toSchedulerItems } from '../../domain/scheduler/items';
import { getWorker } from '../../worker/client';
import { expandRecurrence, type RecurrenceRule } from '../../domain/booking/recurrence';
import { checkOccurrences, HOLIDAY, OccurrenceState, type OccurrenceCheck, type OccurrenceDay } from '../../domain/booking/series-check';
import { formatZonedDateTime, hourMinute, type IsoDate } from '../../domain/time';
import { dayjs } from '../dates/dayjs-setup';
import { describeCode } from '../i18n/error-messages';
import { randomId } from './form-model';
import type { BookingDraft } from './save-input';
import { ChoiceKind, chosenStart, seriesBookings, type Choice } from './series-plan';
import { startTimeMinutes } from './start-time-options';
import { deskNow } from '../../data/desk-clock';

type Props = {
  draft: BookingDraft;
  rule: RecurrenceRule;
  branchId: string;
  online: boolean;
  timeZone: string;
  onSave: (bookings: BookingDraft[]) => Promise<void>;
  onBack: () => void;
};

const KEEP: Choice = { kind: ChoiceKind.KEEP };

/** Each stored day as the board shows it (queued changes applied by the worker), as the check reads it. */
async function occurrenceDays(stored: Map<IsoDate, SeriesDay>, clock: { today: IsoDate; createdTime: string }): Promise<Map<IsoDate, OccurrenceDay>> {
  const days = new Map<IsoDate, OccurrenceDay>();
  for (const [date, { inputs, config }] of stored) {
    const { day } = inputs;
    const screen = await getWorker().boardScreen({
      view: { date, bookings: day.bookings ?? [], guests: day.guests ?? [], technicians: day.technicians ?? [], clipboard: { bookings: [], guests: [] } },
      changes: inputs.changes,
      pendingIds: inputs.pendingIds,
      config,
      ...clock,
    });
    days.set(date, {
      isHoliday: config.isHoliday,
      holiday: config.holiday,
      board: {
        date,
        config,
        technicians: screen.view.technicians,
        segments: toSchedulerItems({ day: screen.view }),
        settings: { multitask: config.MULTITASK, minuteOverlap: config.MINUTE_OVERLAP, readOnly: false },
      },
    });
  }
  return days;
}

export function SeriesReview(props: Props) {
  const { t, i18n } = useLingui();
  const { draft, rule, timeZone } = props;
  const occurrences = useMemo(() => expandRecurrence({ startTime: draft.startTime, rule, timeZone }), [draft.startTime, rule, timeZone]);
  const [days, setDays] = useState<Map<IsoDate, OccurrenceDay> | null>(null);
  const [choices, setChoices] = useState<Choice[]>(() => occurrences.map(() => KEEP));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    const now = deskNow();
    const createdTime = formatZonedDateTime(now, timeZone);
    void seriesDays({ branchId: props.branchId, dates: occurrences.map((o) => o.date), online: props.online })
      .then((stored) => occurrenceDays(stored, { today: createdTime.slice(0, 10), createdTime }))
      .then((found) => {
        if (live) setDays(found);
      });
    return () => {
      live = false;
    };
  }, [occurrences, props.branchId, props.online, timeZone]);

  const now = deskNow();
  const dayOf = (date: IsoDate) => days?.get(date) ?? null;
  const found = days ? checkOccurrences({ template: draft, occurrences, dayOf, now, timeZone }) : [];
  // What each date looks like after the desk's choice: the check of the time chosen.
  const current = found.map((check, i) => {
    const start = chosenStart(check, choices[i] ?? KEEP);
    if (start === null || start === check.occurrence.startTime) return start === null ? null : check;
    return checkOccurrences({ template: draft, occurrences: [{ ...check.occurrence, startTime: start }], dayOf, now, timeZone })[0] ?? null;
  });
  const kept = current.flatMap((c, i) => (c ? [{ index: i, startTime: c.occurrence.startTime }] : []));
  const blocked = current.some((c) => c?.state === OccurrenceState.CONFLICT);
  const unchecked = current.filter((c) => c?.state === OccurrenceState.UNCHECKED).length;
  const count = kept.length;

  const choose = (i: number, choice: Choice) => setChoices((all) => all.map((c, j) => (j === i ? choice : c)));

  const reasonOf = (check: OccurrenceCheck): string => {
    if (check.reason === HOLIDAY) {
      const name = dayOf(check.occurrence.date)?.holiday ?? '';
      return name ? t`Holiday: ${name}` : t`Holiday`;
    }
    return check.reason ? describeCode(check.reason, i18n) : '';
  };

  async function save() {
    setSaving(true);
    try {
      await props.onSave(seriesBookings({ draft, starts: kept, seriesId: randomId(), newId: randomId }));
    } finally {
      setSaving(false);
    }
  }

  if (!days) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t`Checking the dates of the series…`}</Text>
      </Group>
    );
  }

  return (
    <Stack gap="sm">
      <Table aria-label={t`Dates of the series`} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Date`}</Table.Th>
            <Table.Th>{t`Time`}</Table.Th>
            <Table.Th>{t`Check`}</Table.Th>
            <Table.Th>{t`Actions`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {found.map((check, i) => {
            const choice = choices[i] ?? KEEP;
            const chosen = current[i] ?? null;
            const date = dayjs(check.occurrence.date).format('ddd, MMM D, YYYY');
            const day = dayOf(check.occurrence.date);
            const times = day ? startTimeMinutes({ config: day.board.config, maxMinute: null, current: null }).map((m) => ({ value: `${check.occurrence.date} ${hourMinute(m)}`, label: hourMinute(m) })) : [];
            const proposal = check.proposal ? check.proposal.slice(11) : null;
            return (
              <Table.Tr key={check.occurrence.date} aria-label={date}>
                <Table.Td>{date}</Table.Td>
                <Table.Td>{chosen ? chosen.occurrence.startTime.slice(11) : '—'}</Table.Td>
                <Table.Td>
                  {chosen === null ? (
                    <Badge color="gray">{t`Skipped`}</Badge>
                  ) : chosen.state === OccurrenceState.FREE ? (
                    <Badge color="green">{t`Free`}</Badge>
                  ) : chosen.state === OccurrenceState.UNCHECKED ? (
                    <Badge color="yellow">{t`Not checked`}</Badge>
                  ) : (
                    <Stack gap={2}>
                      <Badge color="red">{t`Conflict`}</Badge>
                      <Text size="sm">{reasonOf(chosen)}</Text>
                      {chosen === check ? <Text size="sm">{proposal ? t`Nearest free time that day: ${proposal}` : t`No free time that day`}</Text> : null}
                    </Stack>
                  )}
                  {check.occurrence.shifted ? <Text size="xs">{t`The clock changes that night: the time was moved to the clock’s.`}</Text> : null}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="wrap">
                    {choice.kind === ChoiceKind.SKIP ? (
                      <Button size="xs" variant="default" onClick={() => choose(i, KEEP)}>{t`Keep this date`}</Button>
                    ) : (
                      <>
                        {check.state === OccurrenceState.CONFLICT && proposal && choice.kind !== ChoiceKind.PROPOSAL ? (
                          <Button size="xs" variant="light" onClick={() => choose(i, { kind: ChoiceKind.PROPOSAL })}>{t`Accept ${proposal}`}</Button>
                        ) : null}
                        {times.length > 0 ? (
                          <Select
                            size="xs"
                            w={110}
                            aria-label={t`Move to`}
                            placeholder={t`Move to`}
                            data={times}
                            value={choice.kind === ChoiceKind.MOVE ? choice.startTime : null}
                            searchable
                            comboboxProps={{ withinPortal: true, zIndex: 400 }}
                            onChange={(v) => (v ? choose(i, { kind: ChoiceKind.MOVE, startTime: v }) : undefined)}
                          />
                        ) : null}
                        <Button size="xs" variant="default" onClick={() => choose(i, { kind: ChoiceKind.SKIP })}>{t`Skip`}</Button>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {unchecked > 0 ? (
        <Alert color="yellow" variant="light">
          {t`${unchecked} date(s) could not be checked: this tablet does not hold those days and cannot fetch them now. The server checks them when it receives the bookings; a refused one goes to Needs attention.`}
        </Alert>
      ) : null}
      {blocked ? <Alert color="red" variant="light" role="alert">{t`Accept, move or skip each date in conflict before saving.`}</Alert> : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={props.onBack} disabled={saving}>{t`Back to the booking`}</Button>
        <Button onClick={() => void save()} loading={saving} disabled={blocked || count === 0}>{t`Save ${count} bookings`}</Button>
      </Group>
    </Stack>
  );
}

