import type { FastifyInstance } from 'fastify';
import type { Page } from '../../domain/admin/list';
import { idQuery, type SavedId } from '../../domain/catalogue/contract';
import { RelationshipPath, roleListQuery, RolePath, roleUsersQuery, type RoleDetail, type RoleRow, type RoleUsers } from '../../domain/people/role-contract';
import { roleUpdateBody, roleUsersBody, roleValuesSchema } from '../../domain/people/role-form';
import { ROLE_PLAN, RoleRight, USER_MAPPING_PLAN, UserMappingRight } from '../../domain/people/rights';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import type { AuthContext } from '../auth/authContext';
import { adminActor, moduleGuard } from '../admin/adminRoutes';
import { deleteRecord } from '../admin/deleteRecord';
import { sortOf } from '../admin/pagedList';
import { EntityType } from '../actionLog/actionLogRepository';
import { giverOf, type UserActor } from '../users/userAdmin';
import { tenantBranches } from '../users/userAdminRepository';
import { createRole, editorOf, refuseRoleDelete, roleDetail, toRoleRow, updateRoleValues, type RoleActor } from './roleAdmin';
import { listRoles, type RoleDbRow } from './roleRepository';
import { addRoleUsers, removeRoleUsers, roleUsers } from './roleUsers';

/** Roles and their rights (/role) and users added to roles (/relationship), spec part 2 §2, §3 Role, §6. */
export function registerRoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, ROLE_PLAN);
  const mappingGuard = moduleGuard(deps, USER_MAPPING_PLAN);
  const roleActor = (auth: AuthContext): RoleActor => ({ ...adminActor(deps, auth), editor: editorOf(auth) });
  const userActor = async (auth: AuthContext): Promise<UserActor> => ({ ...adminActor(deps, auth), giver: giverOf(auth, await tenantBranches(db, auth.tenantId)) });

  route(app, { method: 'GET', url: RolePath.LIST, input: { query: roleListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, RoleRight.ACCESS);
    const query = input.query();
    const page = await listRoles(db, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) });
    return ok<Page<RoleRow>>({ ...page, items: page.items.map((r) => toRoleRow(r, editorOf(auth))) });
  });

  route(app, { method: 'GET', url: `${RolePath.DETAIL}/:id`, input: { params: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, RoleRight.ACCESS);
    return ok<RoleDetail>(await roleDetail(db, roleActor(auth), input.params().id));
  });

  route(app, { method: 'POST', url: RolePath.CREATE, input: { body: roleValuesSchema } }, async (request, reply, input) => {
    const auth = await guard(request, reply, RoleRight.CREATE);
    return ok<SavedId>({ id: await createRole(db, roleActor(auth), input.body()) }, 'Create success');
  });

  route(app, { method: 'POST', url: RolePath.UPDATE, input: { body: roleUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, RoleRight.UPDATE);
    const body = input.body();
    await updateRoleValues(db, roleActor(auth), body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  route(app, { method: 'POST', url: RolePath.DELETE, input: { query: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, RoleRight.DELETE);
    const actor = roleActor(auth);
    await deleteRecord<RoleDbRow>(db, actor, {
      table: 'role r',
      columns: 'r.id, r.code, r.name, r.type, (SELECT count(*)::int FROM user_role x WHERE x.tenant_id = r.tenant_id AND x.role_id = r.id) AS users',
      entityType: EntityType.ROLE,
      refuse: (row) => refuseRoleDelete(actor.editor, row),
      values: (row) => ({ code: row.code, name: row.name, type: row.type }),
    }, input.query().id);
    return ok<null>(null, 'Delete success');
  });

  route(app, { method: 'GET', url: RelationshipPath.ROLES, input: {} }, async (request, reply) => {
    const auth = await mappingGuard(request, reply, UserMappingRight.ACCESS);
    const page = await listRoles(db, { tenantId: auth.tenantId, query: '', page: 1, size: 1000, sort: null });
    return ok<RoleRow[]>(page.items.map((r) => toRoleRow(r, editorOf(auth))));
  });

  route(app, { method: 'GET', url: RelationshipPath.USERS, input: { query: roleUsersQuery } }, async (request, reply, input) => {
    const auth = await mappingGuard(request, reply, UserMappingRight.ACCESS);
    return ok<RoleUsers>(await roleUsers(db, await userActor(auth), input.query().roleId));
  });

  route(app, { method: 'POST', url: RelationshipPath.ADD, input: { body: roleUsersBody } }, async (request, reply, input) => {
    const auth = await mappingGuard(request, reply, UserMappingRight.CREATE);
    const body = input.body();
    await addRoleUsers(db, await userActor(auth), body);
    return ok<SavedId>({ id: body.roleId }, 'Update success');
  });

  route(app, { method: 'POST', url: RelationshipPath.REMOVE, input: { body: roleUsersBody } }, async (request, reply, input) => {
    const auth = await mappingGuard(request, reply, UserMappingRight.DELETE);
    const body = input.body();
    await removeRoleUsers(db, await userActor(auth), body);
    return ok<SavedId>({ id: body.roleId }, 'Update success');
  });
}
