/**
 * The working-time fields of every form that sets one (technician, working time, quick
 * timesheet): the type (full time, shift work, off) and, for shift work, its shifts, each a
 * start and an end hour on 15-minute steps, added and removed one by one.
 */
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MAX_SHIFTS, SHIFT_STEP_MINUTES, WorkType, type Shift } from '../../domain/technician/working-time';

/** The next shift offered: after the last one, else a morning. */
function nextShift(shifts: readonly Shift[]): Shift {
  const last = shifts[shifts.length - 1];
  return last ? { start: last.end, end: last.end } : { start: '09:00', end: '13:00' };
}

export function ShiftsEditor(props: {
  workType: WorkType;
  shifts: readonly Shift[];
  /** The form's problem with the shifts as a whole ("Please add at least one working hours"). */
  error: ReactNode;
  /** The form's input props of a path ("shifts.0.start"). */
  inputProps: (path: string) => object;
  onWorkType: (workType: WorkType) => void;
  onShifts: (shifts: Shift[]) => void;
}) {
  const { t } = useLingui();
  const { workType, shifts } = props;
  const shiftsError = props.error;
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500} mb={4} id="work-type-label">
          {t`Work type`}
        </Text>
        <SegmentedControl
          aria-labelledby="work-type-label"
          fullWidth
          value={workType}
          onChange={(value) => {
            const next = value === WorkType.SHIFT ? WorkType.SHIFT : value === WorkType.OFF ? WorkType.OFF : WorkType.FULL_TIME;
            props.onWorkType(next);
            if (next === WorkType.SHIFT && shifts.length === 0) props.onShifts([nextShift([])]);
          }}
          data={[
            { value: WorkType.FULL_TIME, label: t`Full time` },
            { value: WorkType.SHIFT, label: t`Shift work` },
            { value: WorkType.OFF, label: t`Off` },
          ]}
        />
        {workType === WorkType.FULL_TIME ? (
          <Text size="xs" c="dimmed" mt={4}>
            {t`Works the branch's opening hours of each day; not on closed days.`}
          </Text>
        ) : null}
      </div>
      {workType === WorkType.SHIFT ? (
        <Stack gap="xs">
          {shifts.map((_, index) => {
            const number = index + 1;
            return (
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  type="time"
                  step={SHIFT_STEP_MINUTES * 60}
                  label={t`Shift ${number} start`}
                  required
                  flex={1}
                  {...props.inputProps(`shifts.${index}.start`)}
                />
                <TextInput
                  type="time"
                  step={SHIFT_STEP_MINUTES * 60}
                  label={t`Shift ${number} end`}
                  required
                  flex={1}
                  {...props.inputProps(`shifts.${index}.end`)}
                />
                <ActionIcon variant="subtle" color="red" mt={26} size="lg" aria-label={t`Remove shift ${number}`} onClick={() => props.onShifts(shifts.filter((__, i) => i !== index))}>
                  ×
                </ActionIcon>
              </Group>
            );
          })}
          {shiftsError ? (
            <Text size="sm" c="red" role="alert">
              {shiftsError}
            </Text>
          ) : null}
          <Button variant="light" size="sm" disabled={shifts.length >= MAX_SHIFTS} onClick={() => props.onShifts([...shifts, nextShift(shifts)])} style={{ alignSelf: 'flex-start' }}>
            {t`Add working hours`}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
