/**
 * The cart's customer phone with its search popover (spec part 2 §2, §5): once the phone has
 * the branch's digit count, the server is asked (500 ms after typing stops); a single full
 * match fills the customer at once, no match means a new customer, several are listed.
 */
import { useEffect, useState } from 'react';
import { Popover, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { apiPost } from '../../data/api-client';
import type { CustomerSearchResult } from '../../domain/booking/reads';
import { BookingReadPath } from '../../domain/booking/read-paths';
import { CART_PHONE_SEARCH_DEBOUNCE_MS, phoneReady, phoneSearchOutcome, type PhoneMatch, type PhoneSearchOutcome } from '../../domain/cart/phone-search';
import { formatPhone, stripPhone, type PhoneSetting } from '../../domain/phone';
import { customerSearchBody } from '../booking/customer-search';
import { rememberPickedCustomer } from '../customer/PickedCustomerNotice';

export function CustomerPhoneField(props: {
  value: string;
  setting: PhoneSetting;
  branchId: string;
  online: boolean;
  error: string | null;
  readOnly?: boolean;
  onChange: (phone: string) => void;
  onCustomer: (customer: PhoneMatch | null) => void;
}) {
  const { t } = useLingui();
  const [debounced] = useDebouncedValue(stripPhone(props.value), CART_PHONE_SEARCH_DEBOUNCE_MS);
  const [outcome, setOutcome] = useState<{ phone: string; outcome: PhoneSearchOutcome } | null>(null);
  const ready = !props.readOnly && props.online && phoneReady(debounced, props.setting);
  const { branchId, setting, onCustomer } = props;

  useEffect(() => {
    if (!ready) return undefined;
    let current = true;
    apiPost<CustomerSearchResult>(BookingReadPath.CUSTOMER_SEARCH, customerSearchBody({ query: debounced, branchId, customerId: null }))
      .then((result) => {
        if (!current) return;
        result.options.forEach(rememberPickedCustomer);
        const found = result.options.map((o) => ({ id: o.value, name: o.name, phone: o.phone, email: o.email }));
        const next = phoneSearchOutcome({ phone: debounced, setting, found });
        setOutcome({ phone: debounced, outcome: next });
        if (next.kind === 'match') onCustomer(next.customer);
        else if (next.kind === 'new') onCustomer(null);
      })
      .catch(() => {
        if (current) setOutcome({ phone: debounced, outcome: { kind: 'new', phone: debounced } });
      });
    return () => {
      current = false;
    };
  }, [ready, debounced, branchId, setting, onCustomer]);

  const shown = ready && outcome?.phone === debounced ? outcome.outcome : null;
  const digits = props.setting.length;
  return (
    <Popover opened={shown !== null && shown.kind !== 'match'} position="bottom-start" width="target" withinPortal={false}>
      <Popover.Target>
        <TextInput
          label={t`Phone`}
          value={formatPhone(props.value, props.setting)}
          onChange={(e) => props.onChange(stripPhone(e.currentTarget.value))}
          inputMode="tel"
          readOnly={props.readOnly}
          error={props.error}
          description={!props.online && !props.readOnly ? t`Offline: the server matches the phone to a customer when the cart is sent.` : undefined}
        />
      </Popover.Target>
      <Popover.Dropdown>
        {shown?.kind === 'new' ? <Text size="sm">{t`No customer has this phone: a new customer will be created.`}</Text> : null}
        {shown?.kind === 'choose' ? (
          <Stack gap={4} role="listbox" aria-label={t`Customers with this phone`}>
            {shown.customers.map((c) => (
              <UnstyledButton key={c.id} role="option" aria-selected={false} onClick={() => props.onCustomer(c)} p={4}>
                <Text size="sm">
                  {c.name} · {formatPhone(c.phone, props.setting)}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        ) : null}
        {shown?.kind === 'incomplete' ? <Text size="sm">{t`Please input ${digits} digits phone number`}</Text> : null}
      </Popover.Dropdown>
    </Popover>
  );
}
