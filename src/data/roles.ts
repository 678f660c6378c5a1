/**
 * The roles screen's and the user mapping screen's server calls. Their reads go through the
 * admin kit, which keeps each answer as the tablet's last copy.
 */
import { listRequestParams, type ListRequest } from '../domain/admin/list';
import type { Page, SavedId } from '../domain/catalogue/contract';
import { RelationshipPath, RolePath, type RoleDetail, type RoleRow, type RoleSort, type RoleUsers } from '../domain/people/role-contract';
import type { RoleUpdateBody, RoleUsersBody, RoleValues } from '../domain/people/role-form';
import { apiGet, apiPost } from './api-client';

export const fetchRoles = (q: ListRequest<RoleSort>) => apiGet<Page<RoleRow>>(RolePath.LIST, listRequestParams(q));
export const fetchRole = (id: string) => apiGet<RoleDetail>(`${RolePath.DETAIL}/${encodeURIComponent(id)}`);
export const createRole = (body: RoleValues) => apiPost<SavedId>(RolePath.CREATE, body);
export const updateRole = (body: RoleUpdateBody) => apiPost<SavedId>(RolePath.UPDATE, body);
export const deleteRole = (id: string) => apiPost<null>(`${RolePath.DELETE}?id=${encodeURIComponent(id)}`);

export const fetchMappingRoles = () => apiGet<RoleRow[]>(RelationshipPath.ROLES);
export const fetchRoleUsers = (roleId: string) => apiGet<RoleUsers>(RelationshipPath.USERS, { roleId });
export const addRoleUsers = (body: RoleUsersBody) => apiPost<SavedId>(RelationshipPath.ADD, body);
export const removeRoleUsers = (body: RoleUsersBody) => apiPost<SavedId>(RelationshipPath.REMOVE, body);
