/**
 * Technicians (spec part 2 §3): create and update from the multipart form (avatar as product
 * pictures are), the services they perform (the branch's only), and their working time: a new
 * technician, or a change of work type or shifts, saves a working-time configuration from the
 * start date on (open-ended; today or later, so days already worked keep theirs).
 */
import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { phoneDigits } from '../../domain/catalogue/form-rules';
import { problemsOf } from '../../domain/schemas/problems';
import { technicianValuesOf, type TechnicianDetail, type TechnicianFields } from '../../domain/technician/contract';
import { technicianValuesSchema, workingTimeChanged, type TechnicianValues } from '../../domain/technician/technician';
import { notPastProblem } from '../../domain/technician/working-time-rules';
import { WorkType } from '../../domain/technician/working-time';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import type { AdminActor } from '../admin/adminRoutes';
import type { DeleteSpec } from '../admin/deleteRecord';
import { configValues, todayIn } from '../branches/branchRepository';
import { refuseProblems } from '../http/fieldProblems';
import { applyImageChoice } from '../images/imageChoice';
import { deleteImage } from '../images/imageRepository';
import type { UploadedFile } from '../images/multipart';
import {
  findTechnician,
  insertTechnician,
  replaceTechnicianServices,
  servicesOfBranch,
  TECHNICIAN_DELETE_COLUMNS,
  technicianLinks,
  technicianLogValues,
  technicianServiceIds,
  technicianServices,
  toTechnicianRow,
  updateTechnician,
  type TechnicianDbRow,
} from './technicianRepository';
import { insertWorkingTime } from './workingTimeWrites';

type Branch = { id: string; name: string };

/** The values the rules accept, for a branch (its phone rule, its today), or a 400 naming each field. */
async function checkedValues(db: Db, actor: AdminActor, branchId: string, fields: TechnicianFields, checkStart: boolean) {
  const branchValues = await configValues(db, actor.tenantId, branchId);
  const values = technicianValuesOf(fields);
  const problems = problemsOf(technicianValuesSchema(resolveBranchConfig(branchId, branchValues).phone), values);
  const today = todayIn(branchValues, actor.now);
  const past = checkStart ? notPastProblem(values.startDate, today) : undefined;
  refuseProblems({ ...problems, ...(past && !problems.startDate ? { startDate: past } : {}) });
  const serviceIds = [...new Set(values.serviceIds)];
  const known = await servicesOfBranch(db, actor.tenantId, branchId, serviceIds);
  if (known.length !== serviceIds.length) {
    throw new AppError(ErrorCode.VALIDATION, { message: 'serviceIds: a service of another branch', fields: { serviceIds: 'This value is not valid' } });
  }
  return { values: { ...values, priority: values.priority ?? 0, serviceIds }, today };
}

function shiftsKept(values: TechnicianValues) {
  return values.workType === WorkType.SHIFT ? values.shifts : [];
}

export async function createTechnician(db: Db, actor: AdminActor, input: { branch: Branch; fields: TechnicianFields; file: UploadedFile | null }): Promise<string> {
  if (input.fields.image !== undefined && input.fields.image !== 'null' && input.fields.image !== '') {
    throw new AppError(ErrorCode.VALIDATION, { message: 'image: unknown picture', fields: { image: 'Unknown picture' } });
  }
  const id = newId();
  await db.transaction(async (tx) => {
    const { values } = await checkedValues(tx, actor, input.branch.id, input.fields, true);
    const avatar = await applyImageChoice(tx, { ...actor, file: input.file, field: undefined, current: null });
    const write = { values, phoneDigits: phoneDigits(values.phone), avatar, shifts: shiftsKept(values) };
    await insertTechnician(tx, { ...write, id, tenantId: actor.tenantId, branchId: input.branch.id, now: actor.now });
    await replaceTechnicianServices(tx, { tenantId: actor.tenantId, branchId: input.branch.id, technicianId: id, serviceIds: values.serviceIds });
    const created = await findTechnician(tx, actor.tenantId, id);
    if (!created) throw new AppError(ErrorCode.NOT_FOUND);
    await logChange(tx, actor, {
      branchId: input.branch.id, action: ActionType.CREATE, entityType: EntityType.TECHNICIAN, entityId: id,
      before: null, after: technicianLogValues(created, values.serviceIds),
    });
    await insertWorkingTime(tx, actor, {
      branchId: input.branch.id, technician: { id, name: values.name },
      config: { workType: values.workType, shifts: shiftsKept(values), fromDate: values.startDate, toDate: null, applyDate: values.startDate, quick: false },
    });
  });
  return id;
}

/** A technician of the caller's tenant in one of their branches; else 404 (another tenant) or 403 (another branch). */
export async function technicianInBranches(db: Db, tenantId: string, id: string, branches: readonly Branch[], options: { lock?: boolean } = {}) {
  const technician = await findTechnician(db, tenantId, id, options);
  if (!technician) throw new AppError(ErrorCode.NOT_FOUND);
  const branch = branches.find((b) => b.id === technician.branch_id);
  if (!branch) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  return { technician, branch };
}

export async function updateTechnicianFromForm(
  db: Db,
  actor: AdminActor,
  input: { id: string; branches: readonly Branch[]; fields: TechnicianFields; file: UploadedFile | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { technician, branch } = await technicianInBranches(tx, actor.tenantId, input.id, input.branches, { lock: true });
    if (input.fields.branchId !== technician.branch_id) {
      throw new AppError(ErrorCode.VALIDATION, { message: 'branchId: a technician stays in their branch', fields: { branchId: 'A technician stays in their branch' } });
    }
    const before = toTechnicianRow(technician);
    const draft = technicianValuesOf(input.fields);
    const changesWorkingTime = workingTimeChanged(before, draft);
    const { values } = await checkedValues(tx, actor, branch.id, input.fields, changesWorkingTime);
    const avatar = await applyImageChoice(tx, { ...actor, file: input.file, field: input.fields.image, current: technician.avatar });
    const oldServices = await technicianServiceIds(tx, actor.tenantId, technician.id);
    await updateTechnician(tx, { id: technician.id, tenantId: actor.tenantId, values, phoneDigits: phoneDigits(values.phone), avatar, shifts: shiftsKept(values) });
    await replaceTechnicianServices(tx, { tenantId: actor.tenantId, branchId: branch.id, technicianId: technician.id, serviceIds: values.serviceIds });
    const after = await findTechnician(tx, actor.tenantId, technician.id);
    if (!after) throw new AppError(ErrorCode.NOT_FOUND);
    await logChange(tx, actor, {
      branchId: branch.id, action: ActionType.UPDATE, entityType: EntityType.TECHNICIAN, entityId: technician.id,
      before: technicianLogValues(technician, oldServices), after: technicianLogValues(after, values.serviceIds),
      summary: { name: after.name }, statusField: 'active',
    });
    if (changesWorkingTime) {
      await insertWorkingTime(tx, actor, {
        branchId: branch.id, technician: { id: technician.id, name: values.name },
        config: { workType: values.workType, shifts: shiftsKept(values), fromDate: values.startDate, toDate: null, applyDate: values.startDate, quick: false },
      });
    }
  });
}

export async function technicianDetail(db: Db, tenantId: string, id: string, branches: readonly Branch[]): Promise<TechnicianDetail> {
  const { technician } = await technicianInBranches(db, tenantId, id, branches);
  const [services, links] = await Promise.all([technicianServices(db, tenantId, technician.id), technicianLinks(db, tenantId, technician.id)]);
  return { ...toTechnicianRow(technician), services, deletable: links === 0 };
}

/**
 * The generic delete of a technician: one with work on bookings or tips stays (the segment's
 * foreign key answers "could not be deleted because of an association"; deactivate instead).
 * Their services, shifts, breaks, working times and time off go with them; so does the avatar.
 */
export const technicianDelete: DeleteSpec<TechnicianDbRow> = {
  table: 'technician',
  columns: TECHNICIAN_DELETE_COLUMNS,
  entityType: EntityType.TECHNICIAN,
  branchColumn: 'branch_id',
  values: (row) => technicianLogValues(row),
  afterDelete: (row, tx) => deleteImage(tx, row.tenant_id, row.avatar),
};
