import type { FastifyInstance } from 'fastify';
import { BRANCH_PLAN, BranchRight } from '../../domain/branch/rights';
import {
  BranchPath,
  branchFields,
  branchIdQuery,
  branchListQuery,
  branchStatusBody,
  dateConfigListQuery,
  dateConfigSaveBody,
  holidayCreateBody,
  holidayListQuery,
  holidayUpdateBody,
  workingTimeBody,
  type BranchDetail,
  type BranchRowView,
  type DateConfigRow,
  type HolidayRow,
  type BranchTaxesResult,
  type SavedId,
  type WorkingTimeResult,
} from '../../domain/branch/contract';
import { branchTaxesBody } from '../../domain/branch/tax-schemas';
import { byId } from '../../domain/schemas/ids';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { workingWeekEntries, workingWeekOf, workingWeekSchema } from '../../domain/branch/working-time';
import { problemsOf } from '../../domain/schemas/problems';
import { AppError, ErrorCode } from '../../domain/errors';
import type { Page } from '../../domain/admin/list';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { refuseProblems } from '../http/fieldProblems';
import { requireBranch, type AuthContext } from '../auth/authContext';
import { adminActor, deleteRoute, moduleGuard } from '../admin/adminRoutes';
import { sortOf } from '../admin/pagedList';
import { enableMultipart, readMultipart } from '../images/multipart';
import { listBranches, toBranchRow } from './branchAdminRepository';
import { branchDetail, changeBranchStatus, createBranch, requireTenantAdmin, updateBranch, visibleBranchIds } from './branchAdminService';
import { createHoliday, holidayDelete, listHolidays, toHolidayRow, updateHoliday } from './branchHolidays';
import { listDateConfigs, saveDateConfigs } from './branchDateConfig';
import { writeBranchConfig } from './branchSettings';
import { configValues } from './branchRepository';
import { branchTaxes, saveBranchTaxes } from './branchTaxes';

/**
 * The Branches screen (spec part 2 §2 /branch): the branches, each with its fields and configs,
 * its working time per weekday, its closed days and holidays, and its settings by date.
 */
export function registerBranchAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, BRANCH_PLAN);
  const actor = (auth: AuthContext) => adminActor(deps, auth);

  route(app, { method: 'GET', url: BranchPath.LIST, input: { query: branchListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.ACCESS);
    const query = input.query();
    const page = await listBranches(db, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) }, visibleBranchIds(auth));
    return ok<Page<BranchRowView>>({ ...page, items: page.items.map(toBranchRow) });
  });

  route(app, { method: 'GET', url: `${BranchPath.DETAIL}/:id`, input: { params: byId } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.ACCESS);
    return ok<BranchDetail>(await branchDetail(db, auth, input.params().id));
  });

  route(app, { method: 'POST', url: BranchPath.CHANGE_STATUS, input: { body: branchStatusBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.DELETE);
    requireTenantAdmin(auth);
    const body = input.body();
    await changeBranchStatus(db, actor(auth), auth, body);
    return ok<SavedId>({ id: body.id }, 'Update success');
  });

  app.register(async (scope) => {
    await enableMultipart(scope);

    route(scope, { method: 'POST', url: BranchPath.CREATE, input: { form: branchFields } }, async (request, reply, input) => {
      const auth = await guard(request, reply, BranchRight.CREATE);
      requireTenantAdmin(auth);
      const form = await readMultipart(request, 'image');
      const fields = input.form(form.fields);
      return ok<SavedId>({ id: await createBranch(db, actor(auth), { fields, file: form.file }) }, 'Create success');
    });

    route(scope, { method: 'POST', url: BranchPath.UPDATE, input: { form: branchFields } }, async (request, reply, input) => {
      const auth = await guard(request, reply, BranchRight.UPDATE);
      const form = await readMultipart(request, 'image');
      const fields = input.form(form.fields);
      if (!fields.id) throw new AppError(ErrorCode.VALIDATION, { message: 'id: Required', fields: { id: 'Required' } });
      await updateBranch(db, actor(auth), auth, { id: fields.id, fields, file: form.file });
      return ok<SavedId>({ id: fields.id }, 'Update success');
    });
  });

  // ---- working time per weekday ----

  route(app, { method: 'GET', url: BranchPath.WORKING_TIME, input: { query: branchIdQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.ACCESS);
    const branch = requireBranch(auth, input.query().branchId);
    const values = await configValues(db, auth.tenantId, branch.id);
    const config = resolveBranchConfig(branch.id, values);
    const defaultHours = { startTime: config.startTime, endTime: config.endTime };
    return ok<WorkingTimeResult>({ ...workingWeekOf(values, defaultHours), defaultHours });
  });

  route(app, { method: 'POST', url: BranchPath.UPDATE_WORKING_TIME, input: { body: workingTimeBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.UPDATE);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    const week = { days: body.days };
    refuseProblems(problemsOf(workingWeekSchema, week));
    await writeBranchConfig(db, actor(auth), branch.id, workingWeekEntries(week));
    return ok<SavedId>({ id: branch.id }, 'Update success');
  });

  // ---- taxes (issue 13) ----

  route(app, { method: 'GET', url: BranchPath.TAXES, input: { query: branchIdQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.ACCESS);
    const branch = requireBranch(auth, input.query().branchId);
    return ok<BranchTaxesResult>({ branchId: branch.id, taxes: await branchTaxes(db, auth.tenantId, branch.id) });
  });

  route(app, { method: 'POST', url: BranchPath.UPDATE_TAXES, input: { body: branchTaxesBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.UPDATE);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    await saveBranchTaxes(db, actor(auth), { branchId: branch.id, taxes: body.taxes });
    return ok<SavedId>({ id: branch.id }, 'Update success');
  });

  // ---- closed days and holidays ----

  route(app, { method: 'GET', url: BranchPath.HOLIDAY_LIST, input: { query: holidayListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const page = await listHolidays(db, branch.id, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) });
    return ok<Page<HolidayRow>>({ ...page, items: page.items.map(toHolidayRow) });
  });

  route(app, { method: 'POST', url: BranchPath.HOLIDAY_CREATE, input: { body: holidayCreateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.UPDATE);
    const { branchId, ...values } = input.body();
    const branch = requireBranch(auth, branchId);
    return ok<SavedId>({ id: await createHoliday(db, actor(auth), branch.id, values) }, 'Create success');
  });

  route(app, { method: 'POST', url: BranchPath.HOLIDAY_UPDATE, input: { body: holidayUpdateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.UPDATE);
    const { id, ...values } = input.body();
    await updateHoliday(db, actor(auth), id, values);
    return ok<SavedId>({ id }, 'Update success');
  });

  deleteRoute(app, deps, { url: BranchPath.HOLIDAY_DELETE, guard, right: BranchRight.UPDATE, spec: holidayDelete });

  // ---- settings by date ----

  route(app, { method: 'GET', url: BranchPath.DATE_CONFIG_LIST, input: { query: dateConfigListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    return ok<Page<DateConfigRow>>(await listDateConfigs(db, branch.id, { tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query) }));
  });

  route(app, { method: 'POST', url: BranchPath.DATE_CONFIG_SAVE, input: { body: dateConfigSaveBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, BranchRight.UPDATE);
    const { branchId, ...values } = input.body();
    const branch = requireBranch(auth, branchId);
    await saveDateConfigs(db, actor(auth), branch.id, values);
    return ok<SavedId>({ id: branch.id }, 'Update success');
  });
}
