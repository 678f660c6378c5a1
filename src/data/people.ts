/**
 * The business screen's and the users screen's server calls. Their reads go through the admin
 * kit, which keeps each answer as the tablet's last copy.
 */
import { listRequestParams, type ListRequest } from '../domain/admin/list';
import type { Page, SavedId } from '../domain/catalogue/contract';
import type { BusinessUpdateBody } from '../domain/people/business';
import {
  BusinessPath,
  UserPath,
  type BusinessBranchRow,
  type BusinessBranchSort,
  type BusinessDetail,
  type UserDetail,
  type UserFormOptions,
  type UserRow,
  type UserSort,
} from '../domain/people/contract';
import type { UserCreateValues, UserSetPasswordBody, UserStatusBody, UserUpdateBody } from '../domain/people/user-form';
import { apiGet, apiPost } from './api-client';

const byId = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

// ---- the business ----

export const fetchBusiness = (tenantId: string) => apiGet<BusinessDetail>(byId(BusinessPath.DETAIL, tenantId));
export const updateBusiness = (body: BusinessUpdateBody) => apiPost<SavedId>(BusinessPath.UPDATE, body);
export const fetchBusinessBranches = (q: ListRequest<BusinessBranchSort>) => apiGet<Page<BusinessBranchRow>>(BusinessPath.BRANCHES, listRequestParams(q));

// ---- users ----

export const fetchUsers = (q: ListRequest<UserSort>) => apiGet<Page<UserRow>>(UserPath.LIST, listRequestParams(q));
export const fetchUser = (id: string) => apiGet<UserDetail>(byId(UserPath.DETAIL, id));
export const fetchUserFormOptions = () => apiGet<UserFormOptions>(UserPath.FORM_OPTIONS);
export const createUser = (body: UserCreateValues) => apiPost<SavedId>(UserPath.CREATE, body);
export const updateUser = (body: UserUpdateBody) => apiPost<SavedId>(UserPath.UPDATE, body);
export const changeUserStatus = (body: UserStatusBody) => apiPost<SavedId>(UserPath.CHANGE_STATUS, body);
export const setUserPassword = (body: UserSetPasswordBody) => apiPost<SavedId>(UserPath.SET_PASSWORD, body);
