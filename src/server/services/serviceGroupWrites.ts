import type { Db } from '../db/db';
import { canDeleteServiceGroup, serviceGroupValuesSchema, type ServiceGroupValues } from '../../domain/catalogue/service';
import type { ServiceGroupCreateBody, ServiceGroupDetail, ServiceGroupUpdateBody } from '../../domain/catalogue/service-contract';
import { problemsOf } from '../../domain/schemas/problems';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange, type LogActor } from '../actionLog/actionLogRepository';
import type { DeleteSpec } from '../admin/deleteRecord';
import { refuseProblems } from '../http/fieldProblems';
import { applyDisplayOrder } from './displayOrderWrites';
import { inCallerBranches } from './branchRecord';
import {
  findServiceGroup,
  insertServiceGroup,
  lockBranchGroups,
  SERVICE_GROUP_COLUMNS,
  serviceGroupLogValues,
  servicesInGroup,
  setGroupDisplayIndex,
  toServiceGroupRow,
  updateServiceGroup,
  type ServiceGroupDbRow,
} from './serviceGroupRepository';

type Branch = { id: string };

function checked(body: { name: string; active: boolean }): ServiceGroupValues {
  const values = { name: body.name.trim(), active: body.active };
  refuseProblems(problemsOf(serviceGroupValuesSchema, values));
  return values;
}

/** A group of the caller's tenant in one of their branches: else not found, or not their branch. */
async function groupInBranches(db: Db, tenantId: string, id: string, branches: readonly Branch[], options: { lock?: boolean } = {}): Promise<ServiceGroupDbRow> {
  return inCallerBranches(await findServiceGroup(db, tenantId, id, options), branches);
}

/** A new group goes last in the branch's order. */
export async function createServiceGroup(db: Db, actor: LogActor, branch: Branch, body: ServiceGroupCreateBody): Promise<string> {
  const values = checked(body);
  const id = newId();
  await db.transaction(async (tx) => {
    const groups = await lockBranchGroups(tx, actor.tenantId, branch.id);
    const displayIndex = Math.max(0, ...groups.map((g) => g.display_index)) + 1;
    await insertServiceGroup(tx, { id, tenantId: actor.tenantId, branchId: branch.id, values, displayIndex });
    await logChange(tx, actor, {
      branchId: branch.id, action: ActionType.CREATE, entityType: EntityType.SERVICE_GROUP, entityId: id,
      before: null, after: serviceGroupLogValues({ ...values, display_index: displayIndex }),
    });
  });
  return id;
}

export async function updateServiceGroupFromBody(db: Db, actor: LogActor, branches: readonly Branch[], body: ServiceGroupUpdateBody): Promise<void> {
  const values = checked(body);
  await db.transaction(async (tx) => {
    const group = await groupInBranches(tx, actor.tenantId, body.id, branches, { lock: true });
    await updateServiceGroup(tx, { id: group.id, tenantId: actor.tenantId, values });
    await logChange(tx, actor, {
      branchId: group.branch_id, action: ActionType.UPDATE, entityType: EntityType.SERVICE_GROUP, entityId: group.id,
      before: serviceGroupLogValues(group), after: serviceGroupLogValues({ ...values, display_index: group.display_index }),
      summary: { name: group.name }, statusField: 'active',
    });
  });
}

export async function serviceGroupDetail(db: Db, tenantId: string, id: string, branches: readonly Branch[]): Promise<ServiceGroupDetail> {
  const group = await groupInBranches(db, tenantId, id, branches);
  const services = await servicesInGroup(db, tenantId, group.id);
  return { ...toServiceGroupRow({ ...group, services }), deletable: canDeleteServiceGroup({ services }) };
}

/** The generic delete of a group: one that still holds services stays (their foreign key). */
export const serviceGroupDelete: DeleteSpec<ServiceGroupDbRow> = {
  table: 'service_group',
  columns: SERVICE_GROUP_COLUMNS,
  entityType: EntityType.SERVICE_GROUP,
  branchColumn: 'branch_id',
  values: serviceGroupLogValues,
};

/** The branch's groups in the order sent: every group once, or "Update display index fail.". */
export async function reorderServiceGroups(db: Db, actor: LogActor, branch: Branch, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const groups = await lockBranchGroups(tx, actor.tenantId, branch.id);
    await applyDisplayOrder(tx, actor, {
      branchId: branch.id,
      entityType: EntityType.SERVICE_GROUP,
      current: groups.map((g) => ({ id: g.id, displayIndex: g.display_index, summary: { name: g.name } })),
      ids,
      write: (id, displayIndex) => setGroupDisplayIndex(tx, actor.tenantId, id, displayIndex),
    });
  });
}
