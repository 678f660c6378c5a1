import type { FastifyInstance } from 'fastify';
import type { Page } from '../../domain/admin/list';
import { branchQuery, idQuery, type SavedId } from '../../domain/catalogue/contract';
import { AppError, ErrorCode } from '../../domain/errors';
import {
  technicianFields,
  technicianListQuery,
  TechnicianPath,
  type ServiceOption,
  type TechnicianDetail,
  type TechnicianRow,
} from '../../domain/technician/contract';
import { TECHNICIAN_PLAN, TechnicianRight } from '../../domain/technician/rights';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireBranch } from '../auth/authContext';
import { adminActor, deleteRoute, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import { enableMultipart, readMultipart } from '../images/multipart';
import { listTechnicians, serviceOptions, toTechnicianRow } from './technicianRepository';
import { createTechnician, technicianDelete, technicianDetail, updateTechnicianFromForm } from './technicianService';

/** Technicians (spec part 2 §2 "Technician list"): list, detail, multipart create and update, delete, pickers. */
export function registerTechnicianRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, TECHNICIAN_PLAN);

  route(app, { method: 'GET', url: TechnicianPath.LIST, input: { query: technicianListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TechnicianRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const page = await listTechnicians(db, branch.id, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) });
    return ok<Page<TechnicianRow>>({ ...page, items: page.items.map(toTechnicianRow) });
  });

  route(app, { method: 'GET', url: TechnicianPath.DETAIL, input: { query: idQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TechnicianRight.ACCESS);
    return ok<TechnicianDetail>(await technicianDetail(db, auth.tenantId, input.query().id, auth.branches));
  });

  route(app, { method: 'GET', url: TechnicianPath.SERVICE_OPTIONS, input: { query: branchQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TechnicianRight.ACCESS);
    const branch = requireBranch(auth, input.query().branchId);
    return ok<ServiceOption[]>(await serviceOptions(db, auth.tenantId, branch.id));
  });

  deleteRoute(app, deps, { url: TechnicianPath.DELETE, guard, right: TechnicianRight.DELETE, spec: technicianDelete });

  app.register(async (scope) => {
    await enableMultipart(scope);

    route(scope, { method: 'POST', url: TechnicianPath.CREATE, input: { form: technicianFields } }, async (request, reply, input) => {
      const auth = await guard(request, reply, TechnicianRight.CREATE);
      const form = await readMultipart(request, 'image');
      const fields = input.form(form.fields);
      const branch = requireBranch(auth, fields.branchId);
      const id = await createTechnician(db, adminActor(deps, auth), { branch, fields, file: form.file });
      return ok<SavedId>({ id }, 'Create success');
    });

    route(scope, { method: 'POST', url: TechnicianPath.UPDATE, input: { form: technicianFields } }, async (request, reply, input) => {
      const auth = await guard(request, reply, TechnicianRight.UPDATE);
      const form = await readMultipart(request, 'image');
      const fields = input.form(form.fields);
      if (!fields.id) throw new AppError(ErrorCode.VALIDATION, { message: 'id: Required', fields: { id: 'Required' } });
      requireBranch(auth, fields.branchId);
      await updateTechnicianFromForm(db, adminActor(deps, auth), { id: fields.id, branches: auth.branches, fields, file: form.file });
      return ok<SavedId>({ id: fields.id }, 'Update success');
    });
  });
}
