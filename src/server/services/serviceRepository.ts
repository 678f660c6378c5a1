import type { Db } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import type { OrderGroup, ServiceRow, ServiceSort } from '../../domain/catalogue/service-contract';
import { ServiceType, type ServiceValues } from '../../domain/catalogue/service';
import type { Cents } from '../../domain/money';
import { pagedList, type ListInput } from '../admin/pagedList';

export type ServiceDbRow = {
  id: string;
  tenant_id: string;
  branch_id: string;
  group_id: string;
  parent_id: string | null;
  code: string;
  name: string;
  price_cents: number;
  duration: number;
  cleaning: number;
  display_index: number;
  number_technician: number;
  couple: boolean;
  type: string;
  active: boolean;
  created_at: Date;
};

export const SERVICE_COLUMNS =
  'id, tenant_id, branch_id, group_id, parent_id, code, name, price_cents, duration, cleaning, display_index, number_technician, couple, type, active, created_at';

type ListedService = ServiceDbRow & { group_name: string; parent_name: string | null };

const LISTED_COLUMNS = `${SERVICE_COLUMNS.split(', ')
  .map((c) => `s.${c}`)
  .join(', ')}, g.name AS group_name, p.name AS parent_name`;
const LISTED_FROM = `service s JOIN service_group g ON g.tenant_id = s.tenant_id AND g.id = s.group_id
  LEFT JOIN service p ON p.tenant_id = s.tenant_id AND p.id = s.parent_id`;

function typeOf(value: string): ServiceType {
  return value === ServiceType.ADD_ON ? ServiceType.ADD_ON : ServiceType.MAIN;
}

export function toServiceRow(r: ListedService): ServiceRow {
  return {
    id: r.id,
    branchId: r.branch_id,
    groupId: r.group_id,
    groupName: r.group_name,
    parentId: r.parent_id,
    parentName: r.parent_name,
    code: r.code,
    name: r.name,
    price: r.price_cents,
    duration: r.duration,
    cleaning: r.cleaning,
    displayIndex: r.display_index,
    numberTechnician: r.number_technician,
    couple: r.couple,
    type: typeOf(r.type),
    active: r.active,
  };
}

/** One page of a branch's services (of one group when asked), in the picker's group order unless sorted otherwise. */
export function listServices(db: Db, branchId: string, groupId: string | undefined, input: ListInput<ServiceSort>) {
  return pagedList<ListedService, ServiceSort>(
    db,
    {
      from: LISTED_FROM,
      columns: LISTED_COLUMNS,
      tenantColumn: 's.tenant_id',
      branch: { column: 's.branch_id', id: branchId },
      filter: groupId ? (param) => `s.group_id = ${param(groupId)}` : undefined,
      searchColumns: ['s.code', 's.name', 'g.name'],
      sortable: {
        code: 's.code',
        name: 's.name',
        group: 'g.name',
        price: 's.price_cents',
        duration: 's.duration',
        numberTechnician: 's.number_technician',
        active: 's.active',
      },
      defaultOrder: 'g.display_index, g.name, coalesce(p.display_index, s.display_index), s.parent_id NULLS FIRST, s.display_index, s.name, s.id',
    },
    input,
  );
}

export async function findListedService(db: Db, tenantId: string, id: string): Promise<ServiceRow | null> {
  const row = await db.maybeOne<ListedService>(`SELECT ${LISTED_COLUMNS} FROM ${LISTED_FROM} WHERE s.tenant_id = $1 AND s.id = $2`, [tenantId, id]);
  return row ? toServiceRow(row) : null;
}

export async function findService(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<ServiceDbRow | null> {
  return db.maybeOne<ServiceDbRow>(`SELECT ${SERVICE_COLUMNS} FROM service WHERE tenant_id = $1 AND id = $2${options.lock ? ' FOR UPDATE' : ''}`, [tenantId, id]);
}

/** What the action log keeps of a service. */
export function serviceLogValues(
  r: Pick<ServiceDbRow, 'code' | 'name' | 'group_id' | 'parent_id' | 'price_cents' | 'duration' | 'cleaning' | 'number_technician' | 'couple' | 'type' | 'active' | 'display_index'>,
): LogRecord {
  return {
    code: r.code,
    name: r.name,
    groupId: r.group_id,
    parentId: r.parent_id,
    price: r.price_cents,
    duration: r.duration,
    cleaning: r.cleaning,
    numberTechnician: r.number_technician,
    couple: r.couple,
    type: r.type,
    active: r.active,
    displayIndex: r.display_index,
  };
}

/** Codes are unique per branch. */
export async function serviceCodeTaken(db: Db, branchId: string, code: string, exceptId: string | null): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM service WHERE branch_id = $1 AND code = $2 AND id IS DISTINCT FROM $3::uuid`, [branchId, code, exceptId])) !== null;
}

/** A group's services, locked, in display order: a new one goes last, a reorder names them all. */
export async function lockGroupServices(db: Db, tenantId: string, groupId: string): Promise<ServiceDbRow[]> {
  return db.query<ServiceDbRow>(`SELECT ${SERVICE_COLUMNS} FROM service WHERE tenant_id = $1 AND group_id = $2 ORDER BY display_index, name, id FOR UPDATE`, [
    tenantId,
    groupId,
  ]);
}

export async function variantsOf(db: Db, tenantId: string, id: string): Promise<ServiceDbRow[]> {
  return db.query<ServiceDbRow>(`SELECT ${SERVICE_COLUMNS} FROM service WHERE tenant_id = $1 AND parent_id = $2 ORDER BY display_index, id FOR UPDATE`, [tenantId, id]);
}

export type ServiceWrite = Omit<ServiceValues, 'price' | 'duration' | 'cleaning' | 'numberTechnician'> & {
  price: Cents;
  duration: number;
  cleaning: number;
  numberTechnician: number;
};

export async function insertService(
  db: Db,
  input: { id: string; tenantId: string; branchId: string; values: ServiceWrite; displayIndex: number; now: Date },
): Promise<void> {
  const v = input.values;
  await db.query(
    `INSERT INTO service (id, tenant_id, branch_id, group_id, parent_id, code, name, price_cents, duration, cleaning, display_index,
                          active, couple, number_technician, type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [input.id, input.tenantId, input.branchId, v.groupId, v.parentId, v.code, v.name, v.price, v.duration, v.cleaning, input.displayIndex,
      v.active, v.couple, v.numberTechnician, v.type, input.now],
  );
}

export async function updateService(db: Db, input: { id: string; tenantId: string; values: ServiceWrite; displayIndex: number }): Promise<void> {
  const v = input.values;
  await db.query(
    `UPDATE service SET group_id = $3, parent_id = $4, code = $5, name = $6, price_cents = $7, duration = $8, cleaning = $9,
            display_index = $10, active = $11, couple = $12, number_technician = $13, type = $14
      WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.id, v.groupId, v.parentId, v.code, v.name, v.price, v.duration, v.cleaning, input.displayIndex, v.active, v.couple,
      v.numberTechnician, v.type],
  );
}

export async function moveServiceTo(db: Db, tenantId: string, id: string, place: { groupId: string; displayIndex: number }): Promise<void> {
  await db.query(`UPDATE service SET group_id = $3, display_index = $4 WHERE tenant_id = $1 AND id = $2`, [tenantId, id, place.groupId, place.displayIndex]);
}

export async function serviceLinks(db: Db, tenantId: string, id: string): Promise<{ segments: number; variants: number; technicians: number; packages: number }> {
  return db.one<{ segments: number; variants: number; technicians: number; packages: number }>(
    `SELECT (SELECT count(*)::int FROM segment WHERE tenant_id = $1 AND service_id = $2) AS segments,
            (SELECT count(*)::int FROM service WHERE tenant_id = $1 AND parent_id = $2) AS variants,
            (SELECT count(*)::int FROM technician_service WHERE tenant_id = $1 AND service_id = $2) AS technicians,
            (SELECT count(*)::int FROM package_service WHERE tenant_id = $1 AND service_id = $2) AS packages`,
    [tenantId, id],
  );
}

/** Every group of the branch with every service, active or not, each in display order (the order screen and the form's choices). */
export async function displayOrderOf(db: Db, tenantId: string, branchId: string): Promise<OrderGroup[]> {
  const [groups, services] = await Promise.all([
    db.query<{ id: string; name: string; display_index: number; active: boolean }>(
      `SELECT id, name, display_index, active FROM service_group WHERE tenant_id = $1 AND branch_id = $2 ORDER BY display_index, name, id`,
      [tenantId, branchId],
    ),
    db.query<{ id: string; group_id: string; code: string; name: string; parent_id: string | null; display_index: number; active: boolean }>(
      `SELECT id, group_id, code, name, parent_id, display_index, active FROM service WHERE tenant_id = $1 AND branch_id = $2 ORDER BY display_index, name, id`,
      [tenantId, branchId],
    ),
  ]);
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    displayIndex: g.display_index,
    active: g.active,
    services: services
      .filter((s) => s.group_id === g.id)
      .map((s) => ({ id: s.id, code: s.code, name: s.name, parentId: s.parent_id, displayIndex: s.display_index, active: s.active })),
  }));
}
