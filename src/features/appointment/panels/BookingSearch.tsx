/**
 * The left filter's booking search field. Its list of results (a Mantine Combobox, with
 * @floating-ui) comes when the field is first hovered, focused or pressed, not with the board
 * (issue 18); what is typed before is kept, and the focus stays in the field.
 */
import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useFirstUse } from '../../../components/use-first-use';
import type { BookingSearchProps } from './BookingSearchBox';

const QUERY_MAX_LENGTH = 100;

const loadBox = () => import('./BookingSearchBox').then((m) => m.BookingSearchBox);

export function BookingSearch(props: BookingSearchProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const { loaded, trigger } = useFirstUse(loadBox);
  // The list's module draws the field with its own handlers added.
  const field = (more: TextInputProps) =>
    trigger(<TextInput label={t`Search bookings`} placeholder={t`Phone, name or code`} type="search" value={query} maxLength={QUERY_MAX_LENGTH} onChange={(e) => setQuery(e.currentTarget.value)} {...more} />);
  if (!loaded) return field({});
  const Box = loaded.value;
  return <Box {...props} field={field} query={query} setQuery={setQuery} />;
}
