import type { FastifyInstance } from 'fastify';
import { PACKAGE_PLAN, PackageRight } from '../../domain/catalogue/rights';
import { idQuery, type SavedId } from '../../domain/catalogue/contract';
import { packageCreateBody, packageListQuery, packageOptionsQuery, packageUpdateBody, type PackageDetail, type PackageRow } from '../../domain/catalogue/package-contract';
import { PackagePath } from '../../domain/catalogue/package-paths';
import type { Page } from '../../domain/admin/list';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch } from '../auth/authContext';
import { adminActor, deleteRoute, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import { ServiceTreeAccess } from '../../domain/booking/read-paths';
import { branchPackages, listPackages } from './packageRepository';
import { createPackage, packageDelete, packageDetail, updatePackageFromBody } from './packageWrites';

/** Packages of a branch (spec part 2 §2 /package): list, detail, create, update, delete, and the booking form's options. */
export function registerPackageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, PACKAGE_PLAN);

  route(app, { method: 'GET', url: PackagePath.LIST, input: { query: packageListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, PackageRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const page = await listPackages(db, branch.id, query.status, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) });
    return ok<Page<PackageRow>>(page);
  });

  route(app, { method: 'GET', url: `${PackagePath.SHOW}/:id`, input: { params: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, PackageRight.ACCESS);
    return ok<PackageDetail>(await packageDetail(db, auth.tenantId, input.params().id, auth.branches));
  });

  route(app, { method: 'POST', url: PackagePath.CREATE, input: { body: packageCreateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, PackageRight.CREATE);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    return ok<SavedId>({ id: await createPackage(db, adminActor(deps, auth), branch, body) }, 'Create success');
  });

  route(app, { method: 'POST', url: PackagePath.UPDATE, input: { body: packageUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, PackageRight.UPDATE);
    const body = input.body();
    await updatePackageFromBody(db, adminActor(deps, auth), auth.branches, body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  deleteRoute(app, deps, { url: PackagePath.DELETE, guard, right: PackageRight.DELETE, spec: packageDelete });

  // Booking a package is the appointment book's, like the service tree: the front desk needs no right on the /package screen.
  route(app, { method: 'GET', url: PackagePath.OPTIONS, input: { query: packageOptionsQuery } }, async (request, reply, input) => {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, ServiceTreeAccess);
    const branch = requireBranch(auth, input.query().branchId);
    return ok<PackageRow[]>(await branchPackages(db, auth.tenantId, branch.id));
  });
}
