/**
 * The customers screen's server calls. Its reads go through the admin kit, which keeps each
 * answer as the tablet's last copy; the CSV is a plain download of the same list request.
 */
import { listRequestParams, type ListRequest } from '../domain/admin/list';
import type { Page, SavedId } from '../domain/catalogue/contract';
import type { CustomerCreateBody, CustomerUpdateBody } from '../domain/people/customer';
import {
  CustomerPath,
  customerFilterParams,
  type CustomerAdminDetail,
  type CustomerFilters,
  type CustomerFormOptions,
  type CustomerRow,
  type CustomerSort,
} from '../domain/people/customer-contract';
import { apiGet, apiPost, withQuery } from './api-client';

export const fetchCustomers = (branchId: string, filters: CustomerFilters, q: ListRequest<CustomerSort>) =>
  apiGet<Page<CustomerRow>>(CustomerPath.LIST, { branchId, ...customerFilterParams(filters), ...listRequestParams(q) });

/** The CSV of every customer the search and filters match (the server names the file). */
export const customerExportUrl = (branchId: string, filters: CustomerFilters, q: Pick<ListRequest<CustomerSort>, 'query' | 'sort'>) =>
  withQuery(CustomerPath.EXPORT, { branchId, ...customerFilterParams(filters), query: q.query === '' ? undefined : q.query, sort: q.sort?.key, order: q.sort?.order });

export const fetchCustomer = (id: string) => apiGet<CustomerAdminDetail>(`${CustomerPath.DETAIL}/${encodeURIComponent(id)}`);
export const fetchCustomerFormOptions = (branchId: string) => apiGet<CustomerFormOptions>(CustomerPath.FORM_OPTIONS, { branchId });
export const createCustomer = (body: CustomerCreateBody) => apiPost<SavedId>(CustomerPath.CREATE, body);
export const updateCustomer = (body: CustomerUpdateBody) => apiPost<SavedId>(CustomerPath.UPDATE, body);
export const deleteCustomer = (id: string) => apiPost<null>(`${CustomerPath.DELETE}?id=${encodeURIComponent(id)}`);
