/** Drawer filters: the day (with a Today shortcut) and the checkout-method tags, ALL first. */
import { Button, Chip, Group, Stack } from '@mantine/core';
import { DatePickerInput } from '../dates/date-picker-input';
import { useLingui } from '@lingui/react/macro';
import type { CheckoutMethod } from '../../domain/pos';
import { isDayString } from '../dates/branch-dates';
import { toggleTag } from './transaction-display';

export function TransactionFilters(props: {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  methods: readonly CheckoutMethod[];
  selected: readonly string[];
  onSelectedChange: (ids: string[]) => void;
}) {
  const { t } = useLingui();
  const { date, today, onDateChange, methods, selected, onSelectedChange } = props;
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <DatePickerInput
          label={t`Date`}
          value={date}
          onChange={(value) => {
            if (isDayString(value)) onDateChange(value);
          }}
          valueFormat="DD/MM/YYYY"
          maxDate={today}
          size="md"
          flex={1}
          popoverProps={{ withinPortal: true }}
        />
        <Button variant="default" size="md" onClick={() => onDateChange(today)} aria-pressed={date === today}>
          {t`Today`}
        </Button>
      </Group>
      <Group gap="xs" role="group" aria-label={t`Checkout methods`}>
        <Chip size="md" checked={selected.length === 0} onChange={() => onSelectedChange(toggleTag(selected, null))}>
          {t`ALL`}
        </Chip>
        {methods.map((m) => (
          <Chip
            key={m.id}
            size="md"
            checked={selected.includes(m.id)}
            onChange={() => onSelectedChange(toggleTag(selected, m.id))}
          >
            {m.name}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}
