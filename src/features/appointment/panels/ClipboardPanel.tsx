/**
 * The clipboard side panel: bookings whose guests wait for a technician slot, searchable,
 * each with its waiting guests. Guests are dragged from here onto the board (the screen
 * supplies the drag wrapper) and cards dropped here go back to the clipboard.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { BookingStatus, type Booking, type Guest } from '../../../domain/api';
import { formatPhone, type PhoneSetting } from '../../../domain/phone';
import { statusLabels } from '../status-labels';
import { statusColor } from '../status-style';
import { buildClipboardTree, type ClipboardBookingNode, type ClipboardGuestNode } from './clipboard-tree';
import { displayDateTime } from './display-format';

export const CLIPBOARD_SEARCH_DEBOUNCE_MS = 200;

export function ClipboardPanel(props: {
  bookings: Booking[];
  guests: Guest[];
  /** Guest (or booking) ids with a change still waiting in this tablet's outbox. */
  pendingIds: string[];
  phone: PhoneSetting;
  canEdit: boolean;
  onUpdate: (bookingId: string) => void;
  onConfirm: (bookingId: string) => void;
  renderDraggable: (guestId: string, children: ReactNode) => ReactNode;
  dropZoneRef?: (el: HTMLElement | null) => void;
  isDropTarget?: boolean;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, CLIPBOARD_SEARCH_DEBOUNCE_MS);
  const { bookings, guests, pendingIds } = props;
  const all = useMemo(() => buildClipboardTree({ bookings, guests, pendingIds, query: '' }), [bookings, guests, pendingIds]);
  const tree = useMemo(() => buildClipboardTree({ bookings, guests, pendingIds, query: debounced }), [bookings, guests, pendingIds, debounced]);

  return (
    <Paper
      component="aside"
      role="complementary"
      aria-label={t`Clipboard`}
      ref={props.dropZoneRef}
      withBorder
      p="sm"
      h="100%"
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-sm)',
        outline: props.isDropTarget ? '2px dashed var(--mantine-color-blue-6)' : undefined,
        outlineOffset: -2,
        background: props.isDropTarget ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <TextInput
        label={t`Search clipboard`}
        placeholder={t`Name, phone or code`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      {props.isDropTarget ? (
        <Text size="sm" c="blue" fw={500} ta="center" role="status">
          {t`Drop here to move to the clipboard`}
        </Text>
      ) : null}
      <ScrollArea type="auto" style={{ flex: 1, minHeight: 0 }} offsetScrollbars>
        {all.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {t`No guests waiting`}
          </Text>
        ) : tree.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {t`No waiting guests match the search.`}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {tree.map((node) => (
              <ClipboardBooking
                key={node.booking.id}
                node={node}
                phone={props.phone}
                canEdit={props.canEdit}
                onUpdate={props.onUpdate}
                onConfirm={props.onConfirm}
                renderDraggable={props.renderDraggable}
              />
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Paper>
  );
}

function ClipboardBooking(props: {
  node: ClipboardBookingNode;
  phone: PhoneSetting;
  canEdit: boolean;
  onUpdate: (bookingId: string) => void;
  onConfirm: (bookingId: string) => void;
  renderDraggable: (guestId: string, children: ReactNode) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { booking, guests, pending } = props.node;
  const color = statusColor(booking.status, booking);
  return (
    <Paper component="li" withBorder radius="sm" p="xs" style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate="end">
            {booking.customerName}
          </Text>
          <Badge color={color} variant="light" size="sm">
            {i18n._(statusLabels[booking.status])}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          {booking.phone ? (
            <Text size="sm" c="dimmed">
              {formatPhone(booking.phone, props.phone)}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {booking.code}
          </Text>
          <Text size="sm" c="dimmed">
            {displayDateTime(booking.startTime)}
          </Text>
          {pending ? (
            <Badge color="gray" variant="outline" size="xs">
              {t`Not yet sent`}
            </Badge>
          ) : null}
        </Group>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Waiting guests of ${booking.customerName}`}>
          {guests.map((g) => (
            <Box component="li" key={g.guest.id}>
              {props.renderDraggable(g.guest.id, <ClipboardGuest node={g} />)}
            </Box>
          ))}
        </Stack>
        <Group gap="xs" justify="flex-end">
          <Button size="compact-sm" variant="default" disabled={!props.canEdit} onClick={() => props.onUpdate(booking.id)}>
            {t`Update`}
          </Button>
          {booking.status === BookingStatus.NEW ? (
            <Button size="compact-sm" disabled={!props.canEdit} onClick={() => props.onConfirm(booking.id)}>
              {t`Confirm`}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function ClipboardGuest({ node }: { node: ClipboardGuestNode }) {
  const { t } = useLingui();
  const minutes = node.duration;
  return (
    <Paper withBorder radius="sm" px="xs" py={4} bg="var(--mantine-color-body)">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate="end">
          {node.guest.name || t`Guest`}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t`${minutes} min`}
        </Text>
      </Group>
      {node.services.length > 0 ? (
        <Text size="xs" c="dimmed" truncate="end">
          {node.services.join(', ')}
        </Text>
      ) : null}
    </Paper>
  );
}
