/**
 * The left filter's booking search field. Its list of results (a Mantine Combobox, with
 * @floating-ui) comes when the field is first hovered, focused or pressed, not with the board
 * (issue 18); what is typed before is kept, and the focus stays in the field. Until then the
 * field is drawn as Mantine's TextInput without its code (src/components/input-look.tsx); the
 * list's module draws it with Mantine's TextInput and its own handlers added.
 */
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { InputLook, inputLookProps } from '../../../components/input-look';
import { useFirstUse } from '../../../components/use-first-use';
import type { BookingSearchProps, SearchField } from './BookingSearchBox';

const QUERY_MAX_LENGTH = 100;

const loadBox = () => import('./BookingSearchBox').then((m) => m.BookingSearchBox);

function FieldLook({ label, ref, ...input }: { label: string; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <InputLook of="TextInput" size="sm" label={{ text: label, inputId: id }}>
      <input {...inputLookProps('TextInput')} ref={ref} id={id} {...input} />
    </InputLook>
  );
}

export function BookingSearch(props: BookingSearchProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const { loaded, trigger } = useFirstUse(loadBox);
  const field: SearchField = {
    label: t`Search bookings`,
    placeholder: t`Phone, name or code`,
    type: 'search',
    value: query,
    maxLength: QUERY_MAX_LENGTH,
    onChange: (e) => setQuery(e.currentTarget.value),
  };
  if (!loaded) return trigger(<FieldLook {...field} />);
  const Box = loaded.value;
  return <Box {...props} field={field} trigger={trigger} setQuery={setQuery} />;
}
