/**
 * A text field (phone or name) that offers the customers matching what is typed. Picking one
 * fills the booking's customer; typing on without picking is fine (a new customer, or
 * offline, where the server matches the phone later).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CustomerOption } from '../../domain/booking/reads';
import { useCustomerSearch } from './use-customer-search';
import { rememberPickedCustomer } from '../customer/PickedCustomerNotice';

export function CustomerSearchInput(props: {
  label: string;
  value: string;
  onType: (text: string) => void;
  onPick: (option: CustomerOption) => void;
  branchId: string;
  customerId: string | null;
  online: boolean;
  placeholder?: string;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  inputMode?: 'tel' | 'text';
  autoFocus?: boolean;
  /** A button inside the field's right end (e.g. the customer's details), hidden while searching. */
  action?: ReactNode;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const { options, loading } = useCustomerSearch({ query, branchId: props.branchId, customerId: props.customerId, online: props.online });
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const inputRef = useRef<HTMLInputElement>(null);
  const { autoFocus } = props;

  // The window's focus trap starts before the form is built (it waits for the service tree),
  // so the first field takes the focus itself once it is there.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  function pick(value: string) {
    const option = options.find((o) => o.value === value);
    if (!option) return;
    rememberPickedCustomer(option);
    props.onPick(option);
    setQuery('');
    combobox.closeDropdown();
  }

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal zIndex={400}>
      <Combobox.Target>
        <TextInput
          label={props.label}
          value={props.value}
          placeholder={props.placeholder}
          error={props.error}
          description={props.description}
          disabled={props.disabled}
          required={props.required}
          inputMode={props.inputMode}
          autoComplete="off"
          ref={inputRef}
          rightSection={loading ? <Loader size="xs" aria-label={t`Searching customers…`} /> : (props.action ?? null)}
          rightSectionPointerEvents={loading ? 'none' : 'all'}
          onChange={(e) => {
            const text = e.currentTarget.value;
            props.onType(text);
            setQuery(text);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            if (options.length > 0) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {options.map((o) => (
            <Combobox.Option value={o.value} key={o.value}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm">{o.label}</Text>
                {o.block ? (
                  <Badge color="red" size="xs" variant="light">
                    {t`Blocked`}
                  </Badge>
                ) : null}
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
