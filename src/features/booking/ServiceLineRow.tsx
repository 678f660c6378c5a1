/**
 * One line of a guest's service grid: the service (or an extra's name), its technician(s),
 * the start it gets from its place in the list, duration, price and row actions.
 */
import { ActionIcon, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../components/MoneyInput';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../../components/icons';
import type { ScheduleTechnician } from '../../domain/api';
import { SegmentType } from '../../domain/booking/args';
import { minutesFromDay } from '../../domain/scheduler/clock';
import { hourMinute, type IsoDate } from '../../domain/time';
import { lineId, type FormGuest, type FormLine } from './form-model';
import { FieldKey } from './form-validation';
import { moveLine, removeLine, setSlotTechnician, updateLine } from './form-edits';
import { slotOptions } from './technician-options';

/** Longest line the form takes, in minutes (the schema's own limit). */
const MAX_DURATION = 24 * 60;

function startLabel(startTime: string | null, date: IsoDate): string {
  if (startTime === null) return '—';
  // A read-only guest's line on another day (the booking moved) shows its date too.
  return startTime.startsWith(date) ? hourMinute(minutesFromDay(startTime, date)) : startTime;
}

export function ServiceLineRow(props: {
  guest: FormGuest;
  line: FormLine;
  index: number;
  startTime: string | null;
  date: IsoDate;
  technicians: readonly ScheduleTechnician[];
  readOnly: boolean;
  describe: (key: string) => string | null;
  onChange: (change: (guest: FormGuest) => FormGuest) => void;
}) {
  const { t } = useLingui();
  const { guest, line, readOnly } = props;
  const id = lineId(line);
  const isExtra = line.type === SegmentType.EXTRA;
  const name = line.serviceName.trim() || (isExtra ? t`Extra` : t`Service`);
  const options = slotOptions({ technicians: props.technicians, line, gender: guest.gender });
  const lineError = props.describe(FieldKey.line(id));
  const last = props.index === guest.lines.length - 1;

  return (
    <Table.Tr>
      <Table.Td>
        {isExtra ? (
          <TextInput
            aria-label={t`Extra name`}
            placeholder={t`Extra name`}
            value={line.serviceName}
            disabled={readOnly}
            maxLength={200}
            error={props.describe(FieldKey.lineName(id))}
            onChange={(e) => {
              const value = e.currentTarget.value;
              props.onChange((g) => updateLine(g, id, { serviceName: value }));
            }}
          />
        ) : (
          <Text size="sm" fw={500}>
            {line.serviceName}
          </Text>
        )}
        {lineError ? (
          <Text size="xs" c="red" role="alert">
            {lineError}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td data-label={t`Technician`}>
        <Stack gap={4}>
          {line.slots.map((slot, i) => (
            <Select
              key={slot.id}
              aria-label={t`Technician for ${name}`}
              placeholder={t`Technician`}
              data={options[i] ?? []}
              value={slot.technicianId}
              disabled={readOnly}
              searchable
              nothingFoundMessage={t`No technician offers this service`}
              error={props.describe(FieldKey.technician(id, i))}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
              onChange={(value) => {
                const known = props.technicians.find((tech) => tech.id === value);
                const technician = known ?? (value ? { id: value, name: slot.technicianName, fullService: false } : null);
                props.onChange((g) => setSlotTechnician(g, id, i, technician));
              }}
            />
          ))}
        </Stack>
      </Table.Td>
      <Table.Td data-label={t`Start`}>
        <Text size="sm" aria-label={t`Start of ${name}`}>
          {startLabel(props.startTime, props.date)}
        </Text>
      </Table.Td>
      <Table.Td data-label={t`Minutes`}>
        <NumberInput
          aria-label={t`Duration (minutes)`}
          value={line.duration ?? ''}
          min={0}
          max={MAX_DURATION}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          disabled={readOnly}
          error={props.describe(FieldKey.duration(id))}
          w={90}
          onChange={(value) => {
            const duration = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
            props.onChange((g) => updateLine(g, id, { duration }));
          }}
        />
      </Table.Td>
      <Table.Td data-label={t`Price`}>
        <MoneyInput
          aria-label={t`Price`}
          value={line.price}
          disabled={readOnly}
          error={props.describe(FieldKey.price(id))}
          w={110}
          onChange={(price) => props.onChange((g) => updateLine(g, id, { price }))}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t`Move ${name} up`}
            disabled={readOnly || props.index === 0}
            onClick={() => props.onChange((g) => moveLine(g, id, -1))}
          >
            <ArrowUpIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t`Move ${name} down`}
            disabled={readOnly || last}
            onClick={() => props.onChange((g) => moveLine(g, id, 1))}
          >
            <ArrowDownIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t`Remove ${name}`}
            disabled={readOnly}
            onClick={() => props.onChange((g) => removeLine(g, id))}
          >
            <TrashIcon />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
