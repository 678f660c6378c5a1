import type { FastifyInstance } from 'fastify';
import { idQuery, type SavedId } from '../../domain/catalogue/contract';
import type { Page } from '../../domain/admin/list';
import { UserPath, userListQuery, type UserDetail, type UserFormOptions, type UserRow } from '../../domain/people/contract';
import { USER_PLAN, UserRight } from '../../domain/people/rights';
import { userCreateSchema, userSetPasswordBody, userStatusBody, userUpdateBody } from '../../domain/people/user-form';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import type { AuthContext } from '../auth/authContext';
import { adminActor, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import { changeUserStatus, createUser, giverOf, setUserPassword, toUserRow, updateUser, userDetail, userFormOptions, type UserActor } from './userAdmin';
import { listUsers, tenantBranches, tenantRoles } from './userAdminRepository';

/** The users screen (spec part 2 §2 "user list, form, detail and update password"). */
export function registerUserAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, USER_PLAN);
  const actor = async (auth: AuthContext): Promise<UserActor> => ({ ...adminActor(deps, auth), giver: giverOf(auth, await tenantBranches(db, auth.tenantId)) });

  route(app, { method: 'GET', url: UserPath.LIST, input: { query: userListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, UserRight.ACCESS);
    const query = input.query();
    const who = await actor(auth);
    const page = await listUsers(db, who.giver.tenantAdmin ? null : who.giver.branchIds, {
      tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query),
    });
    const roles = await tenantRoles(db, auth.tenantId);
    return ok<Page<UserRow>>({ ...page, items: page.items.map((row) => toUserRow(row, who, roles)) });
  });

  route(app, { method: 'GET', url: `${UserPath.DETAIL}/:id`, input: { params: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, UserRight.ACCESS);
    const { id } = input.params();
    return ok<UserDetail>(await userDetail(db, await actor(auth), id));
  });

  route(app, { method: 'GET', url: UserPath.FORM_OPTIONS, input: {} }, async (request, reply) => {
    const auth = await guard(request, reply, UserRight.ACCESS);
    return ok<UserFormOptions>(await userFormOptions(db, await actor(auth)));
  });

  route(app, { method: 'POST', url: UserPath.CREATE, input: { body: userCreateSchema } }, async (request, reply, input) => {
    const auth = await guard(request, reply, UserRight.CREATE);
    const body = input.body();
    return ok<SavedId>({ id: await createUser(db, await actor(auth), body) }, 'Create success');
  });

  route(app, { method: 'POST', url: UserPath.UPDATE, input: { body: userUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, UserRight.UPDATE);
    const body = input.body();
    await updateUser(db, await actor(auth), body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  // Deactivating is how a user with a history is let go: it takes the delete right.
  route(app, { method: 'POST', url: UserPath.CHANGE_STATUS, input: { body: userStatusBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, UserRight.DELETE);
    const body = input.body();
    await changeUserStatus(db, await actor(auth), body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  route(app, { method: 'POST', url: UserPath.SET_PASSWORD, input: { body: userSetPasswordBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, UserRight.UPDATE);
    const body = input.body();
    await setUserPassword(db, await actor(auth), body);
    return ok<SavedId>({ id: body.userId }, 'Update success');
  });
}
