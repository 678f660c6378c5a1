import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { canDeleteService, normaliseServiceCode, parentProblem, serviceProblems, type ServiceValues } from '../../domain/catalogue/service';
import type { ServiceCreateBody, ServiceDetail, ServiceUpdateBody } from '../../domain/catalogue/service-contract';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange, type LogActor } from '../actionLog/actionLogRepository';
import type { DeleteSpec } from '../admin/deleteRecord';
import { isUniqueViolation, refuseProblems } from '../http/fieldProblems';
import { applyDisplayOrder } from './displayOrderWrites';
import { inCallerBranches } from './branchRecord';
import { findServiceGroup } from './serviceGroupRepository';
import {
  findListedService,
  findService,
  insertService,
  lockGroupServices,
  moveServiceTo,
  SERVICE_COLUMNS,
  serviceCodeTaken,
  serviceLinks,
  serviceLogValues,
  updateService,
  variantsOf,
  type ServiceDbRow,
  type ServiceWrite,
} from './serviceRepository';

type Branch = { id: string };

/** The body as the form's values, tidied and checked by the form's own rules. */
function checked(body: ServiceCreateBody | ServiceUpdateBody): ServiceWrite {
  const values: ServiceValues = {
    code: normaliseServiceCode(body.code),
    name: body.name.trim(),
    groupId: body.groupId,
    parentId: body.parentId,
    price: body.price,
    duration: body.duration,
    cleaning: body.cleaning,
    numberTechnician: body.numberTechnician,
    couple: body.couple,
    type: body.type,
    active: body.active,
  };
  refuseProblems(serviceProblems(values));
  return { ...values, price: values.price ?? 0, duration: values.duration ?? 0, cleaning: values.cleaning ?? 0, numberTechnician: values.numberTechnician ?? 1 };
}

function written(values: ServiceWrite, displayIndex: number) {
  return serviceLogValues({
    code: values.code, name: values.name, group_id: values.groupId, parent_id: values.parentId, price_cents: values.price, duration: values.duration,
    cleaning: values.cleaning, number_technician: values.numberTechnician, couple: values.couple, type: values.type, active: values.active, display_index: displayIndex,
  });
}

/** The group and the parent named by the form, both of the service's branch; the next place in that group. */
async function placeIn(tx: Db, actor: LogActor, input: { branchId: string; serviceId: string | null; values: ServiceWrite; hasVariants: boolean }): Promise<number> {
  const group = await findServiceGroup(tx, actor.tenantId, input.values.groupId, { lock: true });
  if (!group || group.branch_id !== input.branchId) refuseProblems({ groupId: { code: 'INVALID' } });
  const parentId = input.values.parentId;
  const parent = parentId ? await findService(tx, actor.tenantId, parentId) : null;
  refuseProblems({
    parentId: parentProblem({
      serviceId: input.serviceId,
      groupId: input.values.groupId,
      parentId,
      parent: parent && parent.branch_id === input.branchId ? { id: parent.id, groupId: parent.group_id, parentId: parent.parent_id } : null,
      hasVariants: input.hasVariants,
    }),
  });
  const services = await lockGroupServices(tx, actor.tenantId, input.values.groupId);
  return Math.max(0, ...services.filter((s) => s.id !== input.serviceId).map((s) => s.display_index)) + 1;
}

function codeExists(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(ErrorCode.CODE_EXISTS);
  throw error;
}

/** A new service goes last in its group. */
export async function createService(db: Db, actor: LogActor, branch: Branch, body: ServiceCreateBody): Promise<string> {
  const values = checked(body);
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      const displayIndex = await placeIn(tx, actor, { branchId: branch.id, serviceId: null, values, hasVariants: false });
      if (await serviceCodeTaken(tx, branch.id, values.code, null)) throw new AppError(ErrorCode.CODE_EXISTS);
      await insertService(tx, { id, tenantId: actor.tenantId, branchId: branch.id, values, displayIndex, now: actor.now });
      await logChange(tx, actor, {
        branchId: branch.id, action: ActionType.CREATE, entityType: EntityType.SERVICE, entityId: id,
        before: null, after: written(values, displayIndex),
      });
    });
  } catch (error) {
    codeExists(error);
  }
  return id;
}

/** A service of the caller's tenant in one of their branches: else not found, or not their branch. */
async function serviceInBranches(db: Db, tenantId: string, id: string, branches: readonly Branch[], options: { lock?: boolean } = {}): Promise<ServiceDbRow> {
  return inCallerBranches(await findService(db, tenantId, id, options), branches);
}

/**
 * Everything can change, the code too (still unique in the branch). Moved to another group, a
 * service goes last there, and its variants follow it.
 */
export async function updateServiceFromBody(db: Db, actor: LogActor, branches: readonly Branch[], body: ServiceUpdateBody): Promise<void> {
  const values = checked(body);
  try {
    await db.transaction(async (tx) => {
      const service = await serviceInBranches(tx, actor.tenantId, body.id, branches, { lock: true });
      const variants = await variantsOf(tx, actor.tenantId, service.id);
      const moved = values.groupId !== service.group_id;
      const next = await placeIn(tx, actor, { branchId: service.branch_id, serviceId: service.id, values, hasVariants: variants.length > 0 });
      const displayIndex = moved ? next : service.display_index;
      if (await serviceCodeTaken(tx, service.branch_id, values.code, service.id)) throw new AppError(ErrorCode.CODE_EXISTS);
      await updateService(tx, { id: service.id, tenantId: actor.tenantId, values, displayIndex });
      await logChange(tx, actor, {
        branchId: service.branch_id, action: ActionType.UPDATE, entityType: EntityType.SERVICE, entityId: service.id,
        before: serviceLogValues(service), after: written(values, displayIndex), summary: { code: service.code }, statusField: 'active',
      });
      if (!moved) return;
      for (const [i, variant] of variants.entries()) {
        const place = { groupId: values.groupId, displayIndex: displayIndex + i + 1 };
        await moveServiceTo(tx, actor.tenantId, variant.id, place);
        await logChange(tx, actor, {
          branchId: service.branch_id, action: ActionType.UPDATE, entityType: EntityType.SERVICE, entityId: variant.id,
          before: { groupId: variant.group_id, displayIndex: variant.display_index }, after: place, summary: { code: variant.code },
        });
      }
    });
  } catch (error) {
    codeExists(error);
  }
}

export async function serviceDetail(db: Db, tenantId: string, id: string, branches: readonly Branch[]): Promise<ServiceDetail> {
  const service = await serviceInBranches(db, tenantId, id, branches);
  const [row, links] = await Promise.all([findListedService(db, tenantId, service.id), serviceLinks(db, tenantId, service.id)]);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return {
    ...row,
    createdAt: service.created_at.toISOString(),
    variants: links.variants,
    technicians: links.technicians,
    bookedLines: links.segments,
    packages: links.packages,
    deletable: canDeleteService(links),
  };
}

/**
 * The generic delete of a service: a booked line keeps it, and so does a variant (their
 * foreign keys: DELETE_ASSOCIATED); which technicians perform it goes with it (cascade).
 */
export const serviceDelete: DeleteSpec<ServiceDbRow> = {
  table: 'service',
  columns: SERVICE_COLUMNS,
  entityType: EntityType.SERVICE,
  branchColumn: 'branch_id',
  values: serviceLogValues,
};

/** A group's services in the order sent: every one once, or "Update display index fail.". */
export async function reorderServices(db: Db, actor: LogActor, branches: readonly Branch[], input: { groupId: string; ids: readonly string[] }): Promise<void> {
  await db.transaction(async (tx) => {
    const group = await findServiceGroup(tx, actor.tenantId, input.groupId, { lock: true });
    if (!group || !branches.some((b) => b.id === group.branch_id)) throw new AppError(ErrorCode.DISPLAY_INDEX_FAIL);
    const services = await lockGroupServices(tx, actor.tenantId, group.id);
    await applyDisplayOrder(tx, actor, {
      branchId: group.branch_id,
      entityType: EntityType.SERVICE,
      current: services.map((s) => ({ id: s.id, displayIndex: s.display_index, summary: { code: s.code } })),
      ids: input.ids,
      write: (id, displayIndex) => moveServiceTo(tx, actor.tenantId, id, { groupId: group.id, displayIndex }),
    });
  });
}
