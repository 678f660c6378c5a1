/**
 * The booking search's list of results, around the search field BookingSearch.tsx draws
 * (fetched when the field is first hovered, focused or pressed): phone, name or code, answered
 * by the server (30 days back and everything upcoming), so it only runs online. Picking a
 * result hands the row to the screen, which opens that booking.
 */
import { useEffect, useEffectEvent, type ChangeEventHandler } from 'react';
import { Badge, Button, Combobox, Group, Loader, ScrollArea, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Plural, useLingui } from '@lingui/react/macro';
import { defaultApiClient } from '../../../data/api-client';
import type { Booking } from '../../../domain/api';
import { BOOKING_SEARCH_DAYS_BACK, type BookingSearchRow } from '../../../domain/booking/reads';
import { BookingReadPath } from '../../../domain/booking/read-paths';
import { DEFAULT_PHONE_SETTING, formatPhone, isSearchable, minSearchLength, type PhoneSetting } from '../../../domain/phone';
import { useErrorText } from '../../i18n/use-error-text';
import { statusLabels } from '../status-labels';
import { statusColor } from '../status-style';
import { displayDateTime } from './display-format';
import type { FirstUse } from '../../../components/use-first-use';
import { useOnlineLoad } from './use-online-load';

const SEARCH_DEBOUNCE_MS = 200;
/** The server answers at most this many rows; more would not help anyone pick one. */
const SEARCH_MAX_RESULTS = 100;

/** Search rows carry no booking type; the list colours them as confirmed bookings. */
const PLAIN_BOOKING: Pick<Booking, 'type' | 'confirm'> = { type: 'TYPE_BOOKING_OFFLINE', confirm: true };

const rowKey = (row: BookingSearchRow, index: number) => `${index}:${row.bookingId}:${row.guestId}`;

export type BookingSearchProps = {
  branchId: string;
  online: boolean;
  onPick: (row: BookingSearchRow) => void;
  phone?: PhoneSetting;
};

/** The search field's own props, the same before and after this module loads. */
export type SearchField = {
  label: string;
  placeholder: string;
  type: 'search';
  value: string;
  maxLength: number;
  onChange: ChangeEventHandler<HTMLInputElement>;
};

export function BookingSearchBox(props: BookingSearchProps & { field: SearchField; trigger: FirstUse<unknown>['trigger']; setQuery: (query: string) => void }) {
  const { t } = useLingui();
  const combobox = useCombobox();
  const { setQuery } = props;
  const query = props.field.value;
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = isSearchable(debounced);
  const { branchId } = props;
  const { state, retry } = useOnlineLoad<BookingSearchRow[]>(
    searchable
      ? {
          key: `${branchId}|${debounced}`,
          load: () => defaultApiClient.get<BookingSearchRow[]>(BookingReadPath.BOOKING_SEARCH, { query: debounced, branch: branchId }),
        }
      : null,
    props.online,
  );
  const failure = useErrorText(state.status === 'failed' ? state.error : null);
  const rows = (state.status === 'ready' ? state.data : state.status === 'loading' ? (state.previous ?? []) : []).slice(0, SEARCH_MAX_RESULTS);
  const phone = props.phone ?? DEFAULT_PHONE_SETTING;

  // Enter should pick the top result without arrowing down to it first.
  const firstKey = state.status === 'ready' && state.data[0] ? rowKey(state.data[0], 0) : null;
  const selectFirst = useEffectEvent(() => combobox.selectFirstOption());
  useEffect(() => {
    if (firstKey) selectFirst();
  }, [firstKey]);

  const typed = query.trim();
  const needed = minSearchLength(typed);

  const body = () => {
    if (typed === '') return null;
    if (!isSearchable(typed)) {
      return (
        <Combobox.Empty>
          <Plural value={needed} one="Type at least # character" other="Type at least # characters" />
        </Combobox.Empty>
      );
    }
    if (state.status === 'offline') return <RetryLine message={t`Search needs a connection.`} onRetry={retry} />;
    if (state.status === 'failed') return <RetryLine message={failure ?? ''} onRetry={retry} />;
    if (rows.length === 0) {
      if (state.status === 'ready') return <Combobox.Empty>{t`No bookings found`}</Combobox.Empty>;
      return (
        <Combobox.Empty>
          <Loader size="xs" aria-label={t`Searching…`} />
        </Combobox.Empty>
      );
    }
    return rows.map((row, index) => (
      <Combobox.Option key={rowKey(row, index)} value={rowKey(row, index)}>
        <SearchRowView row={row} phone={phone} />
      </Combobox.Option>
    ));
  };

  return (
    <Combobox
      store={combobox}
      width={420}
      position="bottom-start"
      onOptionSubmit={(value) => {
        const index = rows.findIndex((row, i) => rowKey(row, i) === value);
        const row = rows[index];
        if (!row) return;
        combobox.closeDropdown();
        props.onPick(row);
      }}
    >
      <Combobox.Target>
        {props.trigger(
          <TextInput
            {...props.field}
            rightSection={state.status === 'loading' ? <Loader size="xs" /> : null}
            onChange={(e) => {
              setQuery(e.currentTarget.value);
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            onClick={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(e) => {
              if (e.key === 'Escape') combobox.closeDropdown();
            }}
          />,
        )}
      </Combobox.Target>
      <Combobox.Dropdown hidden={typed === ''}>
        <Combobox.Header>
          <Text size="xs" c="dimmed">
            {t`Last ${BOOKING_SEARCH_DAYS_BACK} days and upcoming`}
          </Text>
        </Combobox.Header>
        <Combobox.Options aria-label={t`Booking search results`}>
          <ScrollArea.Autosize mah={420} type="auto">
            {body()}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function SearchRowView({ row, phone }: { row: BookingSearchRow; phone: PhoneSetting }) {
  const { i18n } = useLingui();
  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} truncate="end">
          {row.customerName}
        </Text>
        <Badge color={statusColor(row.status, PLAIN_BOOKING)} variant="light" size="xs">
          {i18n._(statusLabels[row.status])}
        </Badge>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed">
          {row.phone ? formatPhone(row.phone, phone) : row.code}
        </Text>
        <Text size="xs" c="dimmed">
          {displayDateTime(row.startTime)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" truncate="end">
        {row.code}
        {row.technicianNames.length > 0 ? ` · ${row.technicianNames.join(', ')}` : ''}
      </Text>
    </Stack>
  );
}

function RetryLine({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Combobox.Empty>
      <Group justify="center" gap="xs">
        <Text size="sm">{message}</Text>
        {/* Keeps the focus in the search box so the list stays open for the answer. */}
        <Button size="compact-xs" variant="subtle" onMouseDown={(e) => e.preventDefault()} onClick={onRetry}>
          {t`Try again`}
        </Button>
      </Group>
    </Combobox.Empty>
  );
}
