import type { FastifyInstance } from 'fastify';
import { SERVICE_PLAN, ServiceRight } from '../../domain/catalogue/rights';
import { idQuery, type SavedId } from '../../domain/catalogue/contract';
import {
  displayOrderQuery,
  serviceCreateBody,
  serviceGroupCreateBody,
  serviceGroupListQuery,
  ServiceGroupPath,
  serviceGroupReorderBody,
  serviceGroupUpdateBody,
  serviceListQuery,
  ServicePath,
  serviceReorderBody,
  serviceUpdateBody,
  type OrderGroup,
  type ServiceDetail,
  type ServiceGroupDetail,
  type ServiceGroupRow,
  type ServiceRow,
} from '../../domain/catalogue/service-contract';
import type { Page } from '../../domain/admin/list';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireBranch } from '../auth/authContext';
import { adminActor, deleteRoute, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import { listServiceGroups, toServiceGroupRow } from './serviceGroupRepository';
import { displayOrderOf, listServices, toServiceRow } from './serviceRepository';
import { createServiceGroup, reorderServiceGroups, serviceGroupDelete, serviceGroupDetail, updateServiceGroupFromBody } from './serviceGroupWrites';
import { createService, reorderServices, serviceDelete, serviceDetail, updateServiceFromBody } from './serviceWrites';

/** Service groups and services of a branch (spec part 2 §2 /service): lists, detail, create, update, delete, display order. */
export function registerServiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, SERVICE_PLAN);

  route(app, { method: 'GET', url: ServiceGroupPath.LIST, input: { query: serviceGroupListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ServiceRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const page = await listServiceGroups(db, branch.id, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) });
    return ok<Page<ServiceGroupRow>>({ ...page, items: page.items.map(toServiceGroupRow) });
  });

  route(app, { method: 'GET', url: `${ServiceGroupPath.SHOW}/:id`, input: { params: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ServiceRight.ACCESS);
    return ok<ServiceGroupDetail>(await serviceGroupDetail(db, auth.tenantId, input.params().id, auth.branches));
  });

  route(app, { method: 'POST', url: ServiceGroupPath.CREATE, input: { body: serviceGroupCreateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ServiceRight.CREATE);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    return ok<SavedId>({ id: await createServiceGroup(db, adminActor(deps, auth), branch, body) }, 'Create success');
  });

  route(app, { method: 'POST', url: ServiceGroupPath.UPDATE, input: { body: serviceGroupUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ServiceRight.UPDATE);
    const body = input.body();
    await updateServiceGroupFromBody(db, adminActor(deps, auth), auth.branches, body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  deleteRoute(app, deps, { url: ServiceGroupPath.DELETE, guard, right: ServiceRight.DELETE, spec: serviceGroupDelete });

  route(app, { method: 'POST', url: ServiceGroupPath.UPDATE_DISPLAY_INDEX, input: { body: serviceGroupReorderBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ServiceRight.UPDATE);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    await reorderServiceGroups(db, adminActor(deps, auth), branch, body.ids);
    return ok<null>(null, 'Update success');
  });

  route(app, { method: 'GET', url: ServicePath.LIST, input: { query: serviceListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ServiceRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const page = await listServices(db, branch.id, query.groupId, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) });
    return ok<Page<ServiceRow>>({ ...page, items: page.items.map(toServiceRow) });
  });

  route(app, { method: 'GET', url: `${ServicePath.SHOW}/:id`, input: { params: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ServiceRight.ACCESS);
    return ok<ServiceDetail>(await serviceDetail(db, auth.tenantId, input.params().id, auth.branches));
  });

  route(app, { method: 'GET', url: ServicePath.DISPLAY_ORDER, input: { query: displayOrderQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ServiceRight.ACCESS);
    const branch = requireBranch(auth, input.query().branchId);
    return ok<OrderGroup[]>(await displayOrderOf(db, auth.tenantId, branch.id));
  });

  route(app, { method: 'POST', url: ServicePath.CREATE, input: { body: serviceCreateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ServiceRight.CREATE);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    return ok<SavedId>({ id: await createService(db, adminActor(deps, auth), branch, body) }, 'Create success');
  });

  route(app, { method: 'POST', url: ServicePath.UPDATE, input: { body: serviceUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ServiceRight.UPDATE);
    const body = input.body();
    await updateServiceFromBody(db, adminActor(deps, auth), auth.branches, body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  deleteRoute(app, deps, { url: ServicePath.DELETE, guard, right: ServiceRight.DELETE, spec: serviceDelete });

  route(app, { method: 'POST', url: ServicePath.UPDATE_DISPLAY_INDEX, input: { body: serviceReorderBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, ServiceRight.UPDATE);
    const body = input.body();
    await reorderServices(db, adminActor(deps, auth), auth.branches, body);
    return ok<null>(null, 'Update success');
  });
}
