/** When and what the booking form asks the server about customers (spec part 1 §7, §9). */
import { CUSTOMER_SEARCH_LIMIT, type CustomerSearchBody } from '../../domain/booking/reads';

export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
export const CUSTOMER_SEARCH_MIN_LENGTH = 3;

/** Offline there is no one to ask: the typed phone is sent as is and matched by the server later. */
export function canSearchCustomers(query: string, online: boolean): boolean {
  return online && query.trim().length >= CUSTOMER_SEARCH_MIN_LENGTH;
}

export function customerSearchBody(input: { query: string; branchId: string; customerId: string | null }): CustomerSearchBody {
  return { start: 0, limit: CUSTOMER_SEARCH_LIMIT, query: input.query.trim(), branchId: input.branchId, customerId: input.customerId };
}
