/** Customers matching what was typed in the phone or name field, debounced, online only. */
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { apiPost } from '../../data/api-client';
import type { CustomerOption, CustomerSearchResult } from '../../domain/booking/reads';
import { BookingReadPath } from '../../domain/booking/read-paths';
import { canSearchCustomers, CUSTOMER_SEARCH_DEBOUNCE_MS, customerSearchBody } from './customer-search';

type Answer = { query: string; options: CustomerOption[] };

export function useCustomerSearch(input: {
  /** What the user typed; empty when the field was filled by a pick. */
  query: string;
  branchId: string;
  customerId: string | null;
  online: boolean;
}): { options: CustomerOption[]; loading: boolean } {
  const [debounced] = useDebouncedValue(input.query.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const active = canSearchCustomers(debounced, input.online);
  const { branchId, customerId } = input;

  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    apiPost<CustomerSearchResult>(BookingReadPath.CUSTOMER_SEARCH, customerSearchBody({ query: debounced, branchId, customerId }))
      .then((result) => {
        if (current) setAnswer({ query: debounced, options: result.options });
      })
      // A failed search is no reason to stop typing: the booking can still be made by phone.
      .catch(() => {
        if (current) setAnswer({ query: debounced, options: [] });
      });
    return () => {
      current = false;
    };
  }, [active, debounced, branchId, customerId]);

  if (!active) return { options: [], loading: false };
  const fresh = answer?.query === debounced;
  return { options: fresh ? answer.options : [], loading: !fresh };
}
