import type { Db } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import { imageUrl } from '../../domain/catalogue/image';
import type { ServiceOption, TechnicianOption, TechnicianRow, TechnicianSort } from '../../domain/technician/contract';
import { TechnicianGender, type TechnicianValues } from '../../domain/technician/technician';
import type { Shift } from '../../domain/technician/working-time';
import { pagedList, type ListInput, type ListSpec } from '../admin/pagedList';
import { asWorkType, shiftsOf } from './workingTimeRepository';

export type TechnicianDbRow = {
  id: string;
  tenant_id: string;
  branch_id: string;
  name: string;
  phone: string | null;
  email: string | null;
  gender: string;
  address: string | null;
  avatar: string | null;
  description: string | null;
  active: boolean;
  priority: number;
  auto_priority: boolean;
  full_service: boolean;
  work_type: string;
  shifts: unknown;
  created_at: Date;
  service_count: number;
};

const SERVICE_COUNT = `(SELECT count(*)::int FROM technician_service s WHERE s.tenant_id = t.tenant_id AND s.technician_id = t.id) AS service_count`;
export const TECHNICIAN_COLUMNS = `t.id, t.tenant_id, t.branch_id, t.name, t.phone, t.email, t.gender, t.address, t.avatar, t.description, t.active,
  t.priority, t.auto_priority, t.full_service, t.work_type, t.shifts, t.created_at, ${SERVICE_COUNT}`;
/** The same, for the generic delete (which reads the table without an alias). */
export const TECHNICIAN_DELETE_COLUMNS = `id, tenant_id, branch_id, name, phone, email, gender, address, avatar, description, active,
  priority, auto_priority, full_service, work_type, shifts, created_at, 0 AS service_count`;

export function toTechnicianRow(r: TechnicianDbRow): TechnicianRow {
  return {
    id: r.id,
    branchId: r.branch_id,
    name: r.name,
    phone: r.phone,
    email: r.email,
    gender: r.gender === TechnicianGender.MALE ? TechnicianGender.MALE : TechnicianGender.FEMALE,
    address: r.address,
    description: r.description,
    active: r.active,
    priority: r.priority,
    autoPriority: r.auto_priority,
    fullService: r.full_service,
    workType: asWorkType(r.work_type),
    shifts: shiftsOf(r.shifts),
    avatar: r.avatar ? imageUrl(r.avatar) : null,
    avatarId: r.avatar,
    serviceCount: r.service_count,
    createdAt: r.created_at.toISOString(),
  };
}

const TECHNICIAN_LIST: Omit<ListSpec<TechnicianSort>, 'branch'> = {
  from: 'technician t',
  columns: TECHNICIAN_COLUMNS,
  tenantColumn: 't.tenant_id',
  searchColumns: ['t.name', 't.email'],
  phoneColumns: ['t.phone'],
  sortable: { name: 't.name', priority: 't.priority', active: 't.active', workType: 't.work_type', createdAt: 't.created_at' },
  defaultOrder: 't.name, t.id',
};

/** One page of a branch's technicians, by name unless sorted otherwise; the search looks at name, email and phone. */
export function listTechnicians(db: Db, branchId: string, input: ListInput<TechnicianSort>) {
  return pagedList<TechnicianDbRow, TechnicianSort>(db, { ...TECHNICIAN_LIST, branch: { column: 't.branch_id', id: branchId } }, input);
}

/** What the action log keeps of a technician. */
export function technicianLogValues(r: Omit<TechnicianDbRow, 'id' | 'tenant_id' | 'branch_id' | 'created_at' | 'service_count'>, serviceIds?: readonly string[]): LogRecord {
  return {
    name: r.name,
    phone: r.phone,
    email: r.email,
    gender: r.gender,
    address: r.address,
    avatar: r.avatar,
    description: r.description,
    active: r.active,
    priority: r.priority,
    autoPriority: r.auto_priority,
    fullService: r.full_service,
    workType: r.work_type,
    shifts: shiftsOf(r.shifts).map((s) => `${s.start}-${s.end}`),
    ...(serviceIds ? { services: [...serviceIds].sort() } : {}),
  };
}

export async function findTechnician(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<TechnicianDbRow | null> {
  if (options.lock) await db.query(`SELECT 1 FROM technician WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
  return db.maybeOne<TechnicianDbRow>(`SELECT ${TECHNICIAN_COLUMNS} FROM technician t WHERE t.tenant_id = $1 AND t.id = $2`, [tenantId, id]);
}

export type TechnicianWrite = { values: TechnicianValues & { priority: number }; phoneDigits: string; avatar: string | null; shifts: readonly Shift[] };

function params(w: TechnicianWrite) {
  const v = w.values;
  return [v.name, w.phoneDigits || null, v.email || null, v.gender, v.address || null, w.avatar, v.description || null, v.active, v.priority, v.autoPriority, v.fullService, v.workType, JSON.stringify(w.shifts)];
}

export async function insertTechnician(db: Db, input: TechnicianWrite & { id: string; tenantId: string; branchId: string; now: Date }): Promise<void> {
  await db.query(
    `INSERT INTO technician (id, tenant_id, branch_id, name, phone, email, gender, address, avatar, description, active, priority, auto_priority,
                             full_service, work_type, shifts, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17)`,
    [input.id, input.tenantId, input.branchId, ...params(input), input.now],
  );
}

export async function updateTechnician(db: Db, input: TechnicianWrite & { id: string; tenantId: string }): Promise<void> {
  await db.query(
    `UPDATE technician SET name = $3, phone = $4, email = $5, gender = $6, address = $7, avatar = $8, description = $9, active = $10,
            priority = $11, auto_priority = $12, full_service = $13, work_type = $14, shifts = $15::jsonb
      WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.id, ...params(input)],
  );
}

export async function technicianServiceIds(db: Db, tenantId: string, technicianId: string): Promise<string[]> {
  const rows = await db.query<{ service_id: string }>(
    `SELECT service_id FROM technician_service WHERE tenant_id = $1 AND technician_id = $2 ORDER BY service_id`,
    [tenantId, technicianId],
  );
  return rows.map((r) => r.service_id);
}

/** Of `ids`, those that are services of the branch. */
export async function servicesOfBranch(db: Db, tenantId: string, branchId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(`SELECT id FROM service WHERE tenant_id = $1 AND branch_id = $2 AND id = ANY($3::uuid[])`, [tenantId, branchId, ids]);
  return rows.map((r) => r.id);
}

export async function replaceTechnicianServices(db: Db, input: { tenantId: string; branchId: string; technicianId: string; serviceIds: readonly string[] }): Promise<void> {
  await db.query(`DELETE FROM technician_service WHERE tenant_id = $1 AND technician_id = $2`, [input.tenantId, input.technicianId]);
  if (input.serviceIds.length === 0) return;
  await db.query(
    `INSERT INTO technician_service (tenant_id, branch_id, technician_id, service_id)
     SELECT $1, $2, $3, unnest($4::uuid[])`,
    [input.tenantId, input.branchId, input.technicianId, input.serviceIds],
  );
}

export async function technicianServices(db: Db, tenantId: string, technicianId: string): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>(
    `SELECT s.id, s.name FROM technician_service ts JOIN service s ON s.tenant_id = ts.tenant_id AND s.id = ts.service_id
      WHERE ts.tenant_id = $1 AND ts.technician_id = $2 ORDER BY s.name, s.id`,
    [tenantId, technicianId],
  );
}

/** Work that keeps a technician (their lines on bookings, their tips, their days on the turn list): deactivate them instead. */
export async function technicianLinks(db: Db, tenantId: string, id: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT (SELECT count(*) FROM segment WHERE tenant_id = $1 AND technician_id = $2)::int
          + (SELECT count(*) FROM technician_tip WHERE tenant_id = $1 AND technician_id = $2)::int
          + (SELECT count(*) FROM technician_clock_in WHERE tenant_id = $1 AND technician_id = $2)::int
          + (SELECT count(*) FROM turn_move WHERE tenant_id = $1 AND technician_id = $2)::int AS n`,
    [tenantId, id],
  );
  return row.n;
}

/** The branch's services to pick from, by group and name. */
export async function serviceOptions(db: Db, tenantId: string, branchId: string): Promise<ServiceOption[]> {
  const rows = await db.query<{ id: string; name: string; group_name: string | null; active: boolean }>(
    `SELECT s.id, s.name, g.name AS group_name, s.active
       FROM service s LEFT JOIN service_group g ON g.tenant_id = s.tenant_id AND g.id = s.group_id
      WHERE s.tenant_id = $1 AND s.branch_id = $2
      ORDER BY g.display_index NULLS LAST, g.name, s.display_index, s.name, s.id LIMIT 2000`,
    [tenantId, branchId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, groupName: r.group_name ?? '', active: r.active }));
}

export async function technicianOptions(db: Db, tenantId: string, branchId: string): Promise<TechnicianOption[]> {
  return db.query<TechnicianOption>(
    `SELECT id, name, active FROM technician WHERE tenant_id = $1 AND branch_id = $2 ORDER BY active DESC, name, id LIMIT 2000`,
    [tenantId, branchId],
  );
}
