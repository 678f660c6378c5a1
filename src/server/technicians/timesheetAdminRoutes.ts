/**
 * The timesheet screen (spec part 2 §2 "timesheet list, quick timesheet, working-time
 * configuration form"): its lists, a working time from an apply date, the quick timesheet over
 * a bounded range, time off, and their deletes. Behind the plan's timesheet feature and the
 * TIMESHEET_* rights; every technician named must be one of the branch.
 */
import type { FastifyInstance } from 'fastify';
import type { Page } from '../../domain/admin/list';
import { branchQuery, type SavedId } from '../../domain/catalogue/contract';
import { AppError, ErrorCode } from '../../domain/errors';
import { resolveTimeZone } from '../../domain/branchConfig';
import { addDays } from '../../domain/time';
import { problemsOf } from '../../domain/schemas/problems';
import {
  quickTimesheetBody,
  TimesheetAdminPath,
  timesheetDaysQuery,
  timesheetListQuery,
  TechnicianPath,
  TIMESHEET_DAYS_MAX,
  timeOffCreateBody,
  workingTimeCreateBody,
  type TechnicianOption,
  type TimesheetDayRow,
  type TimesheetEntryRow,
} from '../../domain/technician/contract';
import { TIMESHEET_PLAN, TimesheetRight } from '../../domain/technician/rights';
import { notPastProblem, quickTimesheetValuesSchema, timeOffValuesSchema, workingTimeValuesSchema } from '../../domain/technician/working-time-rules';
import { WorkType } from '../../domain/technician/working-time';
import { idQuery } from '../../domain/catalogue/contract';
import type { AppDeps } from '../deps';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { refuseProblems } from '../http/fieldProblems';
import { requireBranch } from '../auth/authContext';
import { adminActor, moduleGuard, type AdminActor } from '../admin/adminRoutes';
import { deleteRecord, type DeleteSpec } from '../admin/deleteRecord';
import { sortOf } from '../admin/pagedList';
import { configValues, todayIn } from '../branches/branchRepository';
import { lockTechnicians } from './technicianLock';
import { technicianOptions } from './technicianRepository';
import { timesheetDays, listTimesheetEntries } from './timesheetReads';
import { insertTimeOff, insertWorkingTime, timeOffDelete, workingTimeDelete } from './workingTimeWrites';

/** The technician named, locked, when it is one of the branch; else the field is refused. */
async function branchTechnician(tx: Db, tenantId: string, branchId: string, technicianId: string): Promise<{ id: string; name: string }> {
  const [technician] = await lockTechnicians(tx, tenantId, [technicianId]);
  if (!technician || technician.branch_id !== branchId) {
    throw new AppError(ErrorCode.VALIDATION, { message: 'technicianId: not a technician of this branch', fields: { technicianId: 'This value is not valid' }, problems: { technicianId: { code: 'INVALID' } } });
  }
  return technician;
}

async function branchToday(db: Db, actor: AdminActor, branchId: string): Promise<string> {
  return todayIn(await configValues(db, actor.tenantId, branchId), actor.now);
}

export function registerTimesheetAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const guard = moduleGuard(deps, TIMESHEET_PLAN);

  route(app, { method: 'GET', url: TimesheetAdminPath.LIST, input: { query: timesheetListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TimesheetRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const today = await branchToday(db, adminActor(deps, auth), branch.id);
    const page = await listTimesheetEntries(db, {
      tenantId: auth.tenantId, query: query.query, page: query.page, size: query.size, sort: sortOf(query), branchId: branch.id, today,
      filter: { technicianId: query.technicianId || null, fromDate: query.fromDate || null, toDate: query.toDate || null },
    });
    return ok<Page<TimesheetEntryRow>>(page);
  });

  route(app, { method: 'GET', url: TimesheetAdminPath.DAYS, input: { query: timesheetDaysQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TimesheetRight.ACCESS);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    if (query.toDate < query.fromDate) refuseProblems({ toDate: { code: 'DATE_ORDER' } });
    if (query.toDate > addDays(query.fromDate, TIMESHEET_DAYS_MAX - 1)) refuseProblems({ toDate: { code: 'TOO_MANY', max: TIMESHEET_DAYS_MAX } });
    const timeZone = resolveTimeZone(await configValues(db, auth.tenantId, branch.id));
    const page = await timesheetDays(db, {
      tenantId: auth.tenantId, branchId: branch.id, timeZone, technicianId: query.technicianId || null,
      fromDate: query.fromDate, toDate: query.toDate, page: query.page, size: 15,
    });
    return ok<Page<TimesheetDayRow>>(page);
  });

  route(app, { method: 'GET', url: TechnicianPath.OPTIONS, input: { query: branchQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TimesheetRight.ACCESS);
    const branch = requireBranch(auth, input.query().branchId);
    return ok<TechnicianOption[]>(await technicianOptions(db, auth.tenantId, branch.id));
  });

  route(app, { method: 'POST', url: TimesheetAdminPath.WORKING_TIME_CREATE, input: { body: workingTimeCreateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TimesheetRight.CREATE);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    const actor = adminActor(deps, auth);
    const values = { workType: body.workType, shifts: body.workType === WorkType.SHIFT ? body.shifts : [], fromDate: body.fromDate, toDate: body.toDate, applyDate: body.applyDate };
    const problems = problemsOf(workingTimeValuesSchema, values);
    const past = notPastProblem(values.applyDate, await branchToday(db, actor, branch.id));
    refuseProblems({ ...problems, ...(past && !problems.applyDate ? { applyDate: past } : {}) });
    const id = await db.transaction(async (tx) => {
      const technician = await branchTechnician(tx, auth.tenantId, branch.id, body.technicianId);
      return insertWorkingTime(tx, actor, { branchId: branch.id, technician, config: { ...values, toDate: values.toDate || null, quick: false } });
    });
    return ok<SavedId>({ id }, 'Create success');
  });

  route(app, { method: 'POST', url: TimesheetAdminPath.QUICK, input: { body: quickTimesheetBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TimesheetRight.CREATE);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    const actor = adminActor(deps, auth);
    const values = { technicianId: body.technicianId, workType: body.workType, shifts: body.workType === WorkType.SHIFT ? body.shifts : [], fromDate: body.fromDate, toDate: body.toDate };
    const problems = problemsOf(quickTimesheetValuesSchema, values);
    const past = notPastProblem(values.fromDate, await branchToday(db, actor, branch.id));
    refuseProblems({ ...problems, ...(past && !problems.fromDate ? { fromDate: past } : {}) });
    const id = await db.transaction(async (tx) => {
      const technician = await branchTechnician(tx, auth.tenantId, branch.id, values.technicianId);
      return insertWorkingTime(tx, actor, {
        branchId: branch.id, technician,
        config: { workType: values.workType, shifts: values.shifts, fromDate: values.fromDate, toDate: values.toDate, applyDate: values.fromDate, quick: true },
      });
    });
    return ok<SavedId>({ id }, 'Create success');
  });

  route(app, { method: 'POST', url: TimesheetAdminPath.TIME_OFF_CREATE, input: { body: timeOffCreateBody } }, async (request, reply, input) => {
    const auth = await guard(request, reply, TimesheetRight.CREATE);
    const body = input.body();
    const branch = requireBranch(auth, body.branchId);
    const values = { technicianId: body.technicianId, type: body.type, fromDate: body.fromDate, toDate: body.toDate, note: body.note };
    refuseProblems(problemsOf(timeOffValuesSchema, values));
    const actor = adminActor(deps, auth);
    const id = await db.transaction(async (tx) => {
      const technician = await branchTechnician(tx, auth.tenantId, branch.id, values.technicianId);
      return insertTimeOff(tx, actor, { branchId: branch.id, technician, timeOff: { type: values.type, fromDate: values.fromDate, toDate: values.toDate, note: values.note.trim() } });
    });
    return ok<SavedId>({ id }, 'Create success');
  });

  /** The generic delete, answering the spec's own "not found" of a timesheet or a time off. */
  function timesheetDelete<Row extends { id: string }>(url: string, spec: DeleteSpec<Row>, notFound: ErrorCode): void {
    route(app, { method: 'POST', url, input: { query: idQuery } }, async (request, reply, input) => {
      const auth = await guard(request, reply, TimesheetRight.DELETE);
      try {
        await deleteRecord(db, adminActor(deps, auth), spec, input.query().id);
      } catch (error) {
        if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) throw new AppError(notFound);
        throw error;
      }
      return ok<null>(null, 'Delete success');
    });
  }
  timesheetDelete(TimesheetAdminPath.WORKING_TIME_DELETE, workingTimeDelete(deps.now), ErrorCode.TIMESHEET_NOT_FOUND);
  timesheetDelete(TimesheetAdminPath.TIME_OFF_DELETE, timeOffDelete, ErrorCode.TIME_OFF_NOT_FOUND);
}
