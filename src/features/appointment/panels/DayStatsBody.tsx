/**
 * The day's statistics popover (DayStatsPopover.tsx draws its button and fetches this on first
 * use): revenue, then the tables by status, hour and technician.
 */
import type { ReactNode } from 'react';
import { Group, Popover, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { BookingStatus } from '../../../domain/api';
import { formatMoney } from '../../../components/locale-format';
import type { DayStats } from '../../../domain/scheduler/day-stats';
import { statusLabels } from '../status-labels';
import type { OverlayProps } from '../../../components/OverlayOnFirstUse';

const STATUS_ORDER: readonly BookingStatus[] = [
  BookingStatus.NEW,
  BookingStatus.WAITING,
  BookingStatus.CHECK_IN,
  BookingStatus.PROCESSING,
  BookingStatus.COMPLETED,
  BookingStatus.CANCEL,
  BookingStatus.NO_SHOW,
];

export function StatsBody({ stats, technicians, symbol }: { stats: DayStats; technicians: { id: string; name: string }[]; symbol: string }) {
  const { t, i18n } = useLingui();
  const names = new Map(technicians.map((tech) => [tech.id, tech.name]));
  const byName = [...stats.perTechnician].sort((a, b) => (names.get(a.technicianId) ?? '').localeCompare(names.get(b.technicianId) ?? ''));
  const busyHours = stats.guestsInServicePerHour.filter((h) => h.guests > 0);

  return (
    <ScrollArea.Autosize mah="70vh" type="auto" offsetScrollbars>
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600}>{t`Revenue scheduled`}</Text>
          <Text fw={600}>{formatMoney(stats.revenueScheduled, symbol)}</Text>
        </Group>

        <Section title={t`By status`}>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th ta="right">{t`Bookings`}</Table.Th>
                <Table.Th ta="right">{t`Guests`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {STATUS_ORDER.map((status) => (
                <Table.Tr key={status}>
                  <Table.Td>{i18n._(statusLabels[status])}</Table.Td>
                  <Table.Td ta="right">{stats.bookingsByStatus[status]}</Table.Td>
                  <Table.Td ta="right">{stats.guestsByStatus[status]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t`Total`}</Table.Th>
                <Table.Th ta="right">{stats.totalBookings}</Table.Th>
                <Table.Th ta="right">{stats.totalGuests}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Section>

        <Section title={t`Guests in service per hour`}>
          {busyHours.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t`No guests in service.`}
            </Text>
          ) : (
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Hour`}</Table.Th>
                  <Table.Th ta="right">{t`Guests`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {busyHours.map((h) => (
                  <Table.Tr key={h.hour}>
                    <Table.Td>{h.hour}</Table.Td>
                    <Table.Td ta="right">{h.guests}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>

        <Section title={t`Per technician`}>
          {byName.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t`No appointments yet.`}
            </Text>
          ) : (
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Technician`}</Table.Th>
                  <Table.Th ta="right">{t`Bookings`}</Table.Th>
                  <Table.Th ta="right">{t`Guests`}</Table.Th>
                  <Table.Th ta="right">{t`Revenue`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {byName.map((row) => (
                  <Table.Tr key={row.technicianId}>
                    <Table.Td>{names.get(row.technicianId) ?? t`Unknown technician`}</Table.Td>
                    <Table.Td ta="right">{row.bookings}</Table.Td>
                    <Table.Td ta="right">{row.guests}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.revenue, symbol)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
      </Stack>
    </ScrollArea.Autosize>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function DayStatsOverlay(props: OverlayProps & { stats: DayStats | null; technicians: { id: string; name: string }[]; moneySymbol?: string }) {
  const { t } = useLingui();
  return (
    <Popover position="bottom-end" width={440} shadow="md" withArrow trapFocus opened={props.opened} onChange={props.onChange}>
      <Popover.Target>{props.target}</Popover.Target>
      <Popover.Dropdown>
        {props.stats ? (
          <StatsBody stats={props.stats} technicians={props.technicians} symbol={props.moneySymbol ?? '$'} />
        ) : (
          <Text size="sm" c="dimmed">
            {t`The day is not loaded yet.`}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
