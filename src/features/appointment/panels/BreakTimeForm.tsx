/**
 * The break-time modal's body (600 px): a paid or unpaid break for one technician, chosen
 * on the 15-minute grid inside their working time that day.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Alert, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { WorkingType, type ScheduleTechnician } from '../../../domain/api';
import { dateTimeAt } from '../../../domain/scheduler/clock';
import type { DayHours } from '../../../domain/scheduler/working-hours';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { describeLocalFailure } from '../../sync/describe-local-failure';
import { errorCodeMessages } from '../../i18n/error-messages';
import { valueProblemText } from '../../i18n/value-problem-text';
import { breakTimeArgs } from '../../../domain/booking/args';
import { BreakRangeProblem, breakTimeOptions, checkBreakRange, initialBreakRange } from './break-time-options';
import { slotLabel } from './display-format';
import { FormFooter } from '../../../components/FormFooter';
import { NoteField } from '../../../components/NoteField';

export type BreakType = typeof WorkingType.BREAK_PAID | typeof WorkingType.BREAK_UNPAID;

export type BreakTimeValues = { startTimeOff: string; endTimeOff: string; type: BreakType; note: string };

/** The break payload's note limit (breakTimeArgs). */

function isBreakType(value: string): value is BreakType {
  return value === WorkingType.BREAK_PAID || value === WorkingType.BREAK_UNPAID;
}

export function BreakTimeForm(props: {
  technician: ScheduleTechnician;
  date: string;
  /** "YYYY-MM-DD HH:mm": the slot the break was asked for. */
  initialStart: string;
  config: DayHours;
  onSubmit: (values: BreakTimeValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const { technician, date, config, initialStart } = props;
  const options = useMemo(() => breakTimeOptions({ technician, date, config }), [technician, date, config]);
  const [initial] = useState(() => initialBreakRange(options, initialStart, date));
  const [start, setStart] = useState<number | null>(initial?.start ?? null);
  const [end, setEnd] = useState<number | null>(initial?.end ?? null);
  const [type, setType] = useState<BreakType>(WorkingType.BREAK_UNPAID);
  const [note, setNote] = useState('');
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // The outbox's own schema: the form says what is wrong before anything is queued.
  const noteError = (text: string) => valueProblemText(breakTimeArgs.shape.note, text, i18n);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typeLabelId = useId();
  const dirty = start !== (initial?.start ?? null) || end !== (initial?.end ?? null) || type !== WorkingType.BREAK_UNPAID || note !== '';
  useUnsavedChanges('break-time-form', dirty && !busy);

  const startData = options.starts.map((m) => ({ value: String(m), label: slotLabel(m) }));
  const endData = options.ends.map((m) => ({ value: String(m), label: slotLabel(m) }));

  function problemText(problem: BreakRangeProblem): string {
    switch (problem) {
      case BreakRangeProblem.END_NOT_AFTER_START:
        return t`The end must be after the start`;
      case BreakRangeProblem.OUTSIDE_SHIFT:
        return t`The break must be within the technician’s working time.`;
      case BreakRangeProblem.OVERLAPS_BREAK:
        return i18n._(errorCodeMessages.BREAK_OVERLAPS_BREAK);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (start === null || end === null) {
      setRangeError(t`Please fill out this field`);
      return;
    }
    const problem = checkBreakRange(options, { start, end });
    setRangeError(problem ? problemText(problem) : null);
    setSubmitted(true);
    if (problem || noteError(note)) return;
    setBusy(true);
    try {
      await props.onSubmit({
        startTimeOff: dateTimeAt(date, start),
        endTimeOff: dateTimeAt(date, end),
        type,
        note: note.trim(),
      });
    } catch (error) {
      setFailure(describeLocalFailure(error, i18n));
      setBusy(false);
    }
  }

  const parse = (value: string | null) => (value === null || value === '' ? null : Number(value));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500}>
            {t`Technician`}
          </Text>
          <Text size="md">{technician.name}</Text>
        </div>
        {options.starts.length === 0 ? (
          <Alert color="yellow" variant="light" role="status">
            {t`The technician has no working time left for a break on this day.`}
          </Alert>
        ) : null}
        <SimpleGrid cols={2} spacing="md">
          <Select
            label={t`Break start`}
            data={startData}
            value={start === null ? null : String(start)}
            onChange={(value) => {
              setStart(parse(value));
              setRangeError(null);
            }}
            allowDeselect={false}
            searchable
            required
            size="md"
            data-autofocus
          />
          <Select
            label={t`Break end`}
            data={endData}
            value={end === null ? null : String(end)}
            onChange={(value) => {
              setEnd(parse(value));
              setRangeError(null);
            }}
            allowDeselect={false}
            searchable
            required
            error={rangeError}
            size="md"
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={typeLabelId}>
            {t`Break type`}
          </Text>
          <SegmentedControl
            aria-labelledby={typeLabelId}
            value={type}
            onChange={(value) => {
              if (isBreakType(value)) setType(value);
            }}
            data={[
              { value: WorkingType.BREAK_PAID, label: t`Paid` },
              { value: WorkingType.BREAK_UNPAID, label: t`Unpaid` },
            ]}
            size="md"
          />
        </Stack>
        <NoteField value={note} onChange={setNote} error={submitted ? noteError(note) : null} />
        <FormFooter failure={failure} busy={busy} onCancel={props.onCancel} saveDisabled={options.starts.length === 0} />
      </Stack>
    </form>
  );
}
