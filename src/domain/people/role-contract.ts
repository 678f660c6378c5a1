/**
 * The /api contract of the roles screen (/role) and the user mapping screen (/relationship):
 * paths, list requests and answer shapes, shared by the browser and the server.
 */
import { z } from '../schemas/zod';
import { listRequestSchema } from '../admin/list-request';
import type { RightSetting } from '../rights';
import type { RoleType } from './default-roles';
import type { NamedRef } from './contract';

export const RolePath = {
  LIST: '/api/role/list',
  /** GET {DETAIL}/{id} */
  DETAIL: '/api/role/show',
  CREATE: '/api/role/create',
  UPDATE: '/api/role/update',
  /** POST ?id= */
  DELETE: '/api/role/delete',
} as const;

export const RelationshipPath = {
  /** GET ?roleId=: the role's users, and the users the caller may add to it. */
  USERS: '/api/relationship/users',
  /** GET: every role of the business, to pick one. */
  ROLES: '/api/relationship/roles',
  ADD: '/api/relationship/add',
  REMOVE: '/api/relationship/remove',
} as const;

export const ROLE_SORT = ['code', 'name', 'type', 'users'] as const;
export type RoleSort = (typeof ROLE_SORT)[number];
export const roleListQuery = listRequestSchema(ROLE_SORT, {});
export const roleUsersQuery = z.object({ roleId: z.uuid() });

export type RoleRow = {
  id: string;
  code: string;
  name: string;
  type: RoleType;
  /** How many users hold it. */
  users: number;
  /** The caller may edit or delete it (a branch admin: not a tenant admin's role). */
  editable: boolean;
};

export type RoleDetail = RoleRow & { settings: Record<string, RightSetting>; createdAt: string };

export type RoleUser = NamedRef & { username: string; active: boolean; manageable: boolean };

export type RoleUsers = {
  role: RoleRow & { grantable: boolean };
  users: RoleUser[];
  /** The users the caller may add: in their reach, not holding the role yet. */
  candidates: RoleUser[];
};
