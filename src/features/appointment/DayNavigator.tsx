/** Today, previous/next day and a date picker (weekday, month/day/year). */
import { ActionIcon, Button, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useLingui } from '@lingui/react/macro';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { isDayString, shiftDay } from '../dates/branch-dates';

export function DayNavigator(props: { date: string; today: string; onChange: (date: string) => void }) {
  const { t } = useLingui();
  const { date, today, onChange } = props;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" onClick={() => onChange(today)} aria-pressed={date === today}>
        {t`Today`}
      </Button>
      <ActionIcon variant="default" aria-label={t`Previous day`} onClick={() => onChange(shiftDay(date, -1))}>
        <ChevronLeftIcon />
      </ActionIcon>
      <DatePickerInput
        aria-label={t`Date`}
        value={date}
        onChange={(value) => {
          if (isDayString(value)) onChange(value);
        }}
        valueFormat="dddd, MM/DD/YYYY"
        leftSection={<CalendarIcon />}
        size="md"
        miw={240}
        popoverProps={{ withinPortal: true }}
      />
      <ActionIcon variant="default" aria-label={t`Next day`} onClick={() => onChange(shiftDay(date, 1))}>
        <ChevronRightIcon />
      </ActionIcon>
    </Group>
  );
}
