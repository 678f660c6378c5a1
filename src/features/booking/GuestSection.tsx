/**
 * One guest of the booking: for an extra guest its name, gender, lock and reorder (the main
 * guest's are the booking's own, above), then its service grid and the buttons that add lines.
 */
import { Fragment } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, SegmentedControl, Stack, Switch, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PlusIcon, TrashIcon } from '../../components/icons';
import type { Gender, ScheduleTechnician } from '../../domain/api';
import type { IsoDate } from '../../domain/time';
import { statusLabels } from '../appointment/status-labels';
import { genderLabels } from './booking-labels';
import { lineId, type FormGuest } from './form-model';
import { asGender, GENDER_CHOICES } from './form-edits';
import { FieldKey } from './form-validation';
import { lineStartTimes } from './line-times';
import { ServiceLineRow } from './ServiceLineRow';
import classes from './service-grid.module.css';

export function GuestSection(props: {
  guest: FormGuest;
  /** The guest's name, or "Guest N": names the guest's controls for screen readers. */
  label: string;
  isMain: boolean;
  readOnly: boolean;
  canRemove: boolean;
  date: IsoDate;
  time: number | null;
  technicians: readonly ScheduleTechnician[];
  describe: (key: string) => string | null;
  onChange: (change: (guest: FormGuest) => FormGuest) => void;
  onGender: (gender: Gender) => void;
  onRemove: () => void;
  onPickServices: () => void;
  onAddExtra: () => void;
  /** The name of a package a line was booked in, when this tablet has it. */
  packageName: (id: string) => string | null;
}) {
  const { t, i18n } = useLingui();
  const packageLabel = (name: string | null) => (name ? t`Package: ${name}` : t`Package`);
  const { guest, label, readOnly } = props;
  const starts = lineStartTimes(guest.lines, props.date, props.time);
  const guestError = props.describe(FieldKey.guest(guest.id));

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            {props.isMain ? (
              <Text fw={600}>{label}</Text>
            ) : (
              <>
                <TextInput
                  label={t`Guest name`}
                  aria-label={t`Name of ${label}`}
                  value={guest.name}
                  disabled={readOnly}
                  maxLength={200}
                  error={props.describe(FieldKey.guestName(guest.id))}
                  onChange={(e) => {
                    const name = e.currentTarget.value.toUpperCase();
                    props.onChange((g) => ({ ...g, name }));
                  }}
                />
                <SegmentedControl
                  aria-label={t`Gender priority for ${label}`}
                  data={GENDER_CHOICES.map((g) => ({ value: g, label: i18n._(genderLabels[g]) }))}
                  value={guest.gender}
                  disabled={readOnly}
                  onChange={(value) => props.onGender(asGender(value))}
                />
                <Switch
                  label={t`Lock technician`}
                  aria-label={t`Lock technician for ${label}`}
                  checked={guest.block}
                  disabled={readOnly}
                  onChange={(e) => {
                    const block = e.currentTarget.checked;
                    props.onChange((g) => ({ ...g, block }));
                  }}
                />
                <Switch
                  label={t`Reorder`}
                  aria-label={t`Reorder for ${label}`}
                  checked={guest.isReOrder}
                  disabled={readOnly}
                  onChange={(e) => {
                    const isReOrder = e.currentTarget.checked;
                    props.onChange((g) => ({ ...g, isReOrder }));
                  }}
                />
              </>
            )}
            {guest.status ? (
              <Badge variant="light" color="gray">
                {i18n._(statusLabels[guest.status])}
              </Badge>
            ) : null}
          </Group>
          {props.canRemove ? (
            <ActionIcon variant="subtle" color="red" aria-label={t`Remove ${label}`} onClick={props.onRemove}>
              <TrashIcon />
            </ActionIcon>
          ) : null}
        </Group>

        {guest.lines.length > 0 ? (
          <div className={classes.lines}>
            <Table verticalSpacing={4} horizontalSpacing="xs" className={classes.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Service`}</Table.Th>
                  <Table.Th>{t`Technician`}</Table.Th>
                  <Table.Th>{t`Start`}</Table.Th>
                  <Table.Th>{t`Minutes`}</Table.Th>
                  <Table.Th>{t`Price`}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t`Actions`}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {guest.lines.map((line, i) => (
                  <Fragment key={lineId(line)}>
                    {line.packageId && line.packageId !== guest.lines[i - 1]?.packageId ? (
                      <Table.Tr>
                        <Table.Td colSpan={6}>
                          <Text size="xs" fw={600}>
                            {packageLabel(props.packageName(line.packageId))}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                    <ServiceLineRow
                      guest={guest}
                      line={line}
                      index={i}
                      startTime={starts[i] ?? null}
                      date={props.date}
                      technicians={props.technicians}
                      readOnly={readOnly}
                      describe={props.describe}
                      onChange={props.onChange}
                    />
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t`No service yet.`}
          </Text>
        )}
        {guestError ? (
          <Text size="sm" c="red" role="alert">
            {guestError}
          </Text>
        ) : null}

        {readOnly ? null : (
          <Group gap="xs">
            <Button variant="light" size="xs" aria-label={t`All services for ${label}`} onClick={props.onPickServices}>
              {t`All services`}
            </Button>
            <Button variant="default" size="xs" leftSection={<PlusIcon size={14} />} onClick={props.onAddExtra}>
              {t`Add extra`}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
