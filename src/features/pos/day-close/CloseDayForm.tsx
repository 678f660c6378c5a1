/**
 * The close of the day's form: pick the checkout method, read what it should hold by this
 * tablet's copy of the day, type what was counted and a note; saving queues the close on this
 * tablet (online or not). A method already closed that day (by the server's list when online,
 * or queued here) is corrected instead: a new entry naming the last one, never an edit.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../../components/MoneyInput';
import { NoteField } from '../../../components/NoteField';
import { FormFooter } from '../../../components/FormFooter';
import { formatMoney } from '../../../components/locale-format';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { cashMethod } from '../../../data/checkout-methods';
import { fetchDayCloses, queueDayClose, queuedCloses } from '../../../data/day-close';
import { useDrawer, type ApplyPending } from '../../../data/drawer-view';
import { useCheckoutMethods, usePendingChanges } from '../../../data/sync-hooks';
import { dayCloseArgs, overShort, type DayCloseArgs } from '../../../domain/day-close/day-close';
import type { Cents } from '../../../domain/money';
import { formatZonedDateTime } from '../../../domain/time';
import { valueProblemText } from '../../i18n/value-problem-text';
import { describeLocalFailure } from '../../sync/describe-local-failure';
import { useReadWithCopy } from '../../admin/use-read-with-copy';
import { notifySuccess } from '../../feedback/notify';
import type { DayCloseSlipData } from './DayCloseSlip';
import { knownCloses } from './day-close-state';
import { deskNow } from '../../../data/desk-clock';

export type Place = { branchId: string; branchName: string; date: string; timeZone: string; userName: string };

function Difference({ counted, expected }: { counted: Cents; expected: Cents }) {
  const { t } = useLingui();
  const diff = overShort(counted, expected);
  const amount = formatMoney(Math.abs(diff));
  if (diff === 0) return <Text fw={700}>{t`Balanced`}</Text>;
  return (
    <Text fw={700} c={diff < 0 ? 'red' : 'orange'}>
      {diff < 0 ? t`Short by ${amount}` : t`Over by ${amount}`}
    </Text>
  );
}

export function CloseDayForm(props: Place & { apply: ApplyPending; onSaved: (slip: DayCloseSlipData, args: DayCloseArgs) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const methods = (useCheckoutMethods(props.branchId) ?? []).filter((m) => m.active);
  const [chosen, setChosen] = useState<string | null>(null);
  const methodId = chosen ?? cashMethod(methods)?.id ?? null;
  const method = methods.find((m) => m.id === methodId) ?? null;
  const { result } = useDrawer(props.branchId, props.date, methodId ? [methodId] : [], { apply: props.apply });
  const expected = methodId && result ? result.overview.remainBalance : null;
  const pending = usePendingChanges();
  const server = useReadWithCopy({ key: `day-closes|${props.branchId}|${props.date}`, load: () => fetchDayCloses(props.branchId, props.date) });
  const serverEntries = server.read.status === 'ready' ? server.read.fetched.data : [];
  const known = methodId
    ? knownCloses({ server: serverEntries, queued: queuedCloses(pending ?? [], { branchId: props.branchId, date: props.date, checkoutMethodId: methodId }), checkoutMethodId: methodId, userName: props.userName })
    : [];
  const last = known.at(-1) ?? null;
  const [counted, setCounted] = useState<Cents | null>(null);
  const [note, setNote] = useState('');
  const [countedError, setCountedError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges('close-day-form', (counted !== null || note !== '') && !busy);
  const noteError = (text: string) => valueProblemText(dayCloseArgs.shape.note, text, i18n);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    setCountedError(counted === null ? t`Please fill out this field` : null);
    if (counted === null || !method || expected === null || noteError(note)) return;
    setBusy(true);
    try {
      const args = await queueDayClose({ branchId: props.branchId, date: props.date, checkoutMethodId: method.id, expected, counted, note: note.trim(), correctsId: last?.id ?? null });
      notifySuccess(last ? t`Correction recorded` : t`Day closed`);
      props.onSaved(
        {
          branchName: props.branchName,
          date: props.date,
          methodName: method.name,
          expected,
          counted,
          note: args.note,
          correction: args.correctsId !== null,
          staffName: props.userName,
          closedAt: formatZonedDateTime(deskNow(), props.timeZone),
          pending: true,
        },
        args,
      );
    } catch (error) {
      setFailure(describeLocalFailure(error, i18n));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {props.branchName} · {props.date}
        </Text>
        <Select
          label={t`Checkout method`}
          data={methods.map((m) => ({ value: m.id, label: m.name }))}
          value={methodId}
          onChange={setChosen}
          allowDeselect={false}
          size="md"
        />
        <Group justify="space-between" wrap="nowrap">
          <Text>{t`Expected (this tablet)`}</Text>
          <Text fw={700}>
            {expected === null ? '…' : formatMoney(expected)}
          </Text>
        </Group>
        {methodId && !result ? <Text size="sm">{t`This day has not been saved on this tablet yet. Connect to see it.`}</Text> : null}
        <Text size="xs" c="dimmed">
          {t`Expected is what this tablet knows of the day's money for this method. The server records its own figure when it receives the close; the money report shows both when they differ.`}
        </Text>
        {last ? (
          <Alert color="yellow" variant="light" title={t`Already closed`}>
            {t`${method?.name ?? ''} was closed for this day: ${formatMoney(last.counted)} counted by ${last.closedBy}. What you save now is recorded as a correction of that close.`}
          </Alert>
        ) : null}
        <MoneyInput
          label={t`Counted`}
          required
          value={counted}
          onChange={(cents) => {
            setCounted(cents);
            if (countedError) setCountedError(null);
          }}
          error={countedError}
          size="md"
          data-autofocus
        />
        {counted !== null && expected !== null ? <Difference counted={counted} expected={expected} /> : null}
        <NoteField value={note} onChange={setNote} error={submitted ? noteError(note) : null} />
        <FormFooter failure={failure} busy={busy} onCancel={props.onCancel} saveLabel={last ? t`Record the correction` : t`Close the day`} />
      </Stack>
    </form>
  );
}

