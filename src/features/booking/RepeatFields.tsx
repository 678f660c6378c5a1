/** "Repeat" in the booking form: every N weeks, for M times or until a date. */
import { Checkbox, Group, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MAX_EVERY_WEEKS, MAX_OCCURRENCES, RecurrenceEnd } from '../../domain/booking/recurrence';
import { isDayString } from '../dates/branch-dates';
import { DatePickerInput } from '../dates/date-picker-input';
import { CalendarIcon } from '../../components/icons';
import type { RepeatState } from './series-plan';

const asEnd = (value: string): RecurrenceEnd => (value === RecurrenceEnd.UNTIL ? RecurrenceEnd.UNTIL : RecurrenceEnd.COUNT);
const whole = (value: string | number, fallback: number): number => (typeof value === 'number' ? Math.round(value) : fallback);

export function RepeatFields(props: { state: RepeatState; minDate: string; onChange: (next: RepeatState) => void }) {
  const { t } = useLingui();
  const { state, onChange } = props;
  return (
    <Stack gap="xs">
      <Checkbox label={t`Repeat`} checked={state.on} onChange={(e) => onChange({ ...state, on: e.currentTarget.checked })} />
      {state.on ? (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label={t`Every (weeks)`}
            min={1}
            max={MAX_EVERY_WEEKS}
            allowDecimal={false}
            value={state.everyWeeks}
            onChange={(v) => onChange({ ...state, everyWeeks: whole(v, state.everyWeeks) })}
            w={130}
          />
          <SegmentedControl
            aria-label={t`Ends`}
            value={state.end}
            onChange={(v) => onChange({ ...state, end: asEnd(v) })}
            data={[
              { value: RecurrenceEnd.COUNT, label: t`After a number of times` },
              { value: RecurrenceEnd.UNTIL, label: t`On a date` },
            ]}
          />
          {state.end === RecurrenceEnd.COUNT ? (
            <NumberInput
              label={t`Times`}
              min={2}
              max={MAX_OCCURRENCES}
              allowDecimal={false}
              value={state.count}
              onChange={(v) => onChange({ ...state, count: whole(v, state.count) })}
              w={110}
            />
          ) : (
            <DatePickerInput
              label={t`Until`}
              value={state.until}
              minDate={props.minDate}
              valueFormat="ddd, MM/DD/YYYY"
              leftSection={<CalendarIcon />}
              popoverProps={{ withinPortal: true, zIndex: 400 }}
              onChange={(value) => onChange({ ...state, until: isDayString(value) ? value : null })}
            />
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
