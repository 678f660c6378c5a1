/**
 * The /api contract of the business screen and the users screen: paths, list requests and
 * answer shapes, shared by the browser and the server. The form bodies are in business.ts and
 * user-form.ts. Create and update answer the record's id (SavedId); detail is GET {path}/{id}
 * (spec part 2 §7 "Generic form save").
 */
import { listRequestSchema } from '../admin/list-request';
import type { RoleType } from './default-roles';

export const BusinessPath = {
  /** GET {DETAIL}/{id}: the caller's own business. */
  DETAIL: '/api/tenant/show',
  UPDATE: '/api/tenant/update',
  /** GET: the business's branches at a glance, paged. */
  BRANCHES: '/api/tenant/branch-list',
} as const;

export const UserPath = {
  LIST: '/api/user/list',
  CREATE: '/api/user/create',
  UPDATE: '/api/user/update',
  /** GET {DETAIL}/{id} */
  DETAIL: '/api/user/show',
  /** Activate or deactivate. */
  CHANGE_STATUS: '/api/user/change-status',
  /** An admin sets a user's password (the spec's employee change-pass). */
  SET_PASSWORD: '/api/employee/change-pass',
  /** GET: the roles and branches the caller may give. */
  FORM_OPTIONS: '/api/user/form-options',
} as const;

export const BUSINESS_BRANCH_SORT = ['code', 'name', 'opening', 'active'] as const;
export type BusinessBranchSort = (typeof BUSINESS_BRANCH_SORT)[number];
export const USER_SORT = ['username', 'fullName', 'email', 'active', 'createdAt'] as const;
export type UserSort = (typeof USER_SORT)[number];

/** Tenant-wide lists: no branch of their own (a branch admin sees their branches' share). */
export const businessBranchListQuery = listRequestSchema(BUSINESS_BRANCH_SORT, {});
export const userListQuery = listRequestSchema(USER_SORT, {});

export type BusinessDetail = {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  /** The plan the business is on (its code). */
  plan: string;
  createdAt: string;
};

export type BusinessBranchRow = {
  id: string;
  code: string;
  name: string;
  /** The branch's IANA zone, as its settings say. */
  timeZone: string;
  /** Opening (true) or closed, as the branch decides. */
  opening: boolean;
  /** Active, or deactivated by the provider. */
  active: boolean;
};

export type NamedRef = { id: string; name: string };

export type UserRow = {
  id: string;
  username: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  active: boolean;
  branches: NamedRef[];
  roles: NamedRef[];
  /** Holds a tenant admin role: manages every branch. */
  tenantAdmin: boolean;
  /** The caller may edit, (de)activate and set the password of this user. */
  manageable: boolean;
  /** The caller themselves. */
  self: boolean;
  createdAt: string;
};

export type UserDetail = UserRow & { firstName: string | null; lastName: string | null; updatedAt: string };

export type RoleOption = { id: string; code: string; name: string; type: RoleType; grantable: boolean };
export type BranchOption = { id: string; code: string; name: string; active: boolean };
export type UserFormOptions = { roles: RoleOption[]; branches: BranchOption[] };
