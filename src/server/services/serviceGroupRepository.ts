import type { Db } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import type { ServiceGroupRow, ServiceGroupSort } from '../../domain/catalogue/service-contract';
import type { ServiceGroupValues } from '../../domain/catalogue/service';
import { pagedList, type ListInput } from '../admin/pagedList';

export type ServiceGroupDbRow = { id: string; tenant_id: string; branch_id: string; name: string; display_index: number; active: boolean };

export const SERVICE_GROUP_COLUMNS = 'id, tenant_id, branch_id, name, display_index, active';

const SERVICES_IN_GROUP = '(SELECT count(*)::int FROM service s WHERE s.tenant_id = g.tenant_id AND s.group_id = g.id)';

export function toServiceGroupRow(r: ServiceGroupDbRow & { services: number }): ServiceGroupRow {
  return { id: r.id, branchId: r.branch_id, name: r.name, displayIndex: r.display_index, active: r.active, services: r.services };
}

/** One page of a branch's groups, in display order unless sorted otherwise. */
export function listServiceGroups(db: Db, branchId: string, input: ListInput<ServiceGroupSort>) {
  return pagedList<ServiceGroupDbRow & { services: number }, ServiceGroupSort>(
    db,
    {
      from: 'service_group g',
      columns: `g.id, g.tenant_id, g.branch_id, g.name, g.display_index, g.active, ${SERVICES_IN_GROUP} AS services`,
      tenantColumn: 'g.tenant_id',
      branch: { column: 'g.branch_id', id: branchId },
      searchColumns: ['g.name'],
      sortable: { name: 'g.name', displayIndex: 'g.display_index', services: SERVICES_IN_GROUP, active: 'g.active' },
      defaultOrder: 'g.display_index, g.name, g.id',
    },
    input,
  );
}

export function serviceGroupLogValues(r: Pick<ServiceGroupDbRow, 'name' | 'active' | 'display_index'>): LogRecord {
  return { name: r.name, active: r.active, displayIndex: r.display_index };
}

export async function findServiceGroup(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<ServiceGroupDbRow | null> {
  return db.maybeOne<ServiceGroupDbRow>(
    `SELECT ${SERVICE_GROUP_COLUMNS} FROM service_group WHERE tenant_id = $1 AND id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  );
}

export async function servicesInGroup(db: Db, tenantId: string, groupId: string): Promise<number> {
  return (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM service WHERE tenant_id = $1 AND group_id = $2`, [tenantId, groupId])).n;
}

/** The branch's groups, locked, in display order: a new group goes last, a reorder names them all. */
export async function lockBranchGroups(db: Db, tenantId: string, branchId: string): Promise<ServiceGroupDbRow[]> {
  return db.query<ServiceGroupDbRow>(
    `SELECT ${SERVICE_GROUP_COLUMNS} FROM service_group WHERE tenant_id = $1 AND branch_id = $2 ORDER BY display_index, name, id FOR UPDATE`,
    [tenantId, branchId],
  );
}

export async function insertServiceGroup(
  db: Db,
  input: { id: string; tenantId: string; branchId: string; values: ServiceGroupValues; displayIndex: number },
): Promise<void> {
  await db.query(`INSERT INTO service_group (id, tenant_id, branch_id, name, display_index, active) VALUES ($1, $2, $3, $4, $5, $6)`, [
    input.id,
    input.tenantId,
    input.branchId,
    input.values.name,
    input.displayIndex,
    input.values.active,
  ]);
}

export async function updateServiceGroup(db: Db, input: { id: string; tenantId: string; values: ServiceGroupValues }): Promise<void> {
  await db.query(`UPDATE service_group SET name = $3, active = $4 WHERE tenant_id = $1 AND id = $2`, [input.tenantId, input.id, input.values.name, input.values.active]);
}

export async function setGroupDisplayIndex(db: Db, tenantId: string, id: string, displayIndex: number): Promise<void> {
  await db.query(`UPDATE service_group SET display_index = $3 WHERE tenant_id = $1 AND id = $2`, [tenantId, id, displayIndex]);
}
