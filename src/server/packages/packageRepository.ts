import type { Db } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import type { PackageStatus, PackageValues } from '../../domain/catalogue/package';
import type { PackageRow, PackageService, PackageSort } from '../../domain/catalogue/package-contract';
import type { Cents } from '../../domain/money';
import { pagedList, type ListInput } from '../admin/pagedList';

export type PackageDbRow = {
  id: string;
  tenant_id: string;
  branch_id: string;
  code: string;
  content: string;
  price_cents: number;
  start_time: string;
  end_time: string;
  status: PackageStatus;
  created_at: Date;
};

export const PACKAGE_COLUMNS = 'id, tenant_id, branch_id, code, content, price_cents, start_time, end_time, status, created_at';

export type PackageWrite = Omit<PackageValues, 'price'> & { price: Cents };

/** Each package's services, in their order. */
export async function servicesOfPackages(db: Db, tenantId: string, packageIds: readonly string[]): Promise<Map<string, PackageService[]>> {
  const out = new Map<string, PackageService[]>();
  if (packageIds.length === 0) return out;
  const rows = await db.query<{ package_id: string; id: string; code: string; name: string; price_cents: number; duration: number }>(
    `SELECT ps.package_id, s.id, s.code, s.name, s.price_cents, s.duration
       FROM package_service ps JOIN service s ON s.tenant_id = ps.tenant_id AND s.id = ps.service_id
      WHERE ps.tenant_id = $1 AND ps.package_id = ANY($2::uuid[])
      ORDER BY ps.package_id, ps.display_index`,
    [tenantId, [...packageIds]],
  );
  for (const r of rows) {
    const list = out.get(r.package_id) ?? [];
    list.push({ id: r.id, code: r.code, name: r.name, price: r.price_cents, duration: r.duration });
    out.set(r.package_id, list);
  }
  return out;
}

export function toPackageRow(r: PackageDbRow, services: readonly PackageService[]): PackageRow {
  return {
    id: r.id,
    branchId: r.branch_id,
    code: r.code,
    content: r.content,
    price: r.price_cents,
    startTime: r.start_time,
    endTime: r.end_time,
    status: r.status,
    services: [...services],
  };
}

async function withServices(db: Db, tenantId: string, rows: readonly PackageDbRow[]): Promise<PackageRow[]> {
  const services = await servicesOfPackages(db, tenantId, rows.map((r) => r.id));
  return rows.map((r) => toPackageRow(r, services.get(r.id) ?? []));
}

/** One page of a branch's packages, by code unless sorted otherwise; searched by code and content. */
export async function listPackages(db: Db, branchId: string, status: PackageStatus | undefined, input: ListInput<PackageSort>) {
  const page = await pagedList<PackageDbRow, PackageSort>(
    db,
    {
      from: 'package',
      columns: PACKAGE_COLUMNS,
      branch: { column: 'branch_id', id: branchId },
      ...(status ? { filter: (param: (value: string) => string) => `status = ${param(status)}` } : {}),
      searchColumns: ['code', 'content'],
      sortable: { code: 'code', content: 'content', price: 'price_cents', startTime: 'start_time', endTime: 'end_time', status: 'status' },
      defaultOrder: 'code, id',
    },
    input,
  );
  return { ...page, items: await withServices(db, input.tenantId, page.items) };
}

/** Every package of the branch, disabled ones too (the tablet decides what is bookable on a date, as the server does). */
export async function branchPackages(db: Db, tenantId: string, branchId: string): Promise<PackageRow[]> {
  const rows = await db.query<PackageDbRow>(`SELECT ${PACKAGE_COLUMNS} FROM package WHERE tenant_id = $1 AND branch_id = $2 ORDER BY code LIMIT 1000`, [tenantId, branchId]);
  return withServices(db, tenantId, rows);
}

export async function findPackage(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<PackageDbRow | null> {
  return db.maybeOne<PackageDbRow>(`SELECT ${PACKAGE_COLUMNS} FROM package WHERE tenant_id = $1 AND id = $2${options.lock ? ' FOR UPDATE' : ''}`, [tenantId, id]);
}

export async function packagesByIds(db: Db, tenantId: string, ids: readonly string[]): Promise<Map<string, PackageDbRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<PackageDbRow>(`SELECT ${PACKAGE_COLUMNS} FROM package WHERE tenant_id = $1 AND id = ANY($2::uuid[])`, [tenantId, [...new Set(ids)]]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Codes are unique in the tenant. */
export async function packageCodeTaken(db: Db, tenantId: string, code: string, exceptId: string | null): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM package WHERE tenant_id = $1 AND code = $2 AND id IS DISTINCT FROM $3`, [tenantId, code, exceptId])) !== null;
}

/** How many of `ids` are services of the branch. */
export async function branchServiceCount(db: Db, tenantId: string, branchId: string, ids: readonly string[]): Promise<number> {
  const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM service WHERE tenant_id = $1 AND branch_id = $2 AND id = ANY($3::uuid[])`, [tenantId, branchId, [...ids]]);
  return row.n;
}

export async function insertPackage(db: Db, input: { id: string; tenantId: string; branchId: string; values: PackageWrite; now: Date }): Promise<void> {
  const v = input.values;
  await db.query(
    `INSERT INTO package (id, tenant_id, branch_id, code, content, price_cents, start_time, end_time, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [input.id, input.tenantId, input.branchId, v.code, v.content, v.price, v.startTime, v.endTime, v.status, input.now],
  );
  await writePackageServices(db, input.tenantId, input.id, v.serviceIds);
}

export async function updatePackage(db: Db, input: { id: string; tenantId: string; values: PackageWrite; now: Date }): Promise<void> {
  const v = input.values;
  await db.query(
    `UPDATE package SET code = $3, content = $4, price_cents = $5, start_time = $6, end_time = $7, status = $8, updated_at = $9
      WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.id, v.code, v.content, v.price, v.startTime, v.endTime, v.status, input.now],
  );
  await db.query(`DELETE FROM package_service WHERE tenant_id = $1 AND package_id = $2`, [input.tenantId, input.id]);
  await writePackageServices(db, input.tenantId, input.id, v.serviceIds);
}

async function writePackageServices(db: Db, tenantId: string, packageId: string, serviceIds: readonly string[]): Promise<void> {
  for (const [index, serviceId] of serviceIds.entries()) {
    await db.query(`INSERT INTO package_service (tenant_id, package_id, service_id, display_index) VALUES ($1, $2, $3, $4)`, [tenantId, packageId, serviceId, index]);
  }
}

export async function packageServiceIds(db: Db, tenantId: string, packageId: string): Promise<string[]> {
  const rows = await db.query<{ service_id: string }>(`SELECT service_id FROM package_service WHERE tenant_id = $1 AND package_id = $2 ORDER BY display_index`, [tenantId, packageId]);
  return rows.map((r) => r.service_id);
}

export async function packageBookedLines(db: Db, tenantId: string, id: string): Promise<number> {
  return (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM segment WHERE tenant_id = $1 AND package_id = $2`, [tenantId, id])).n;
}

/** What the action log keeps of a package. */
export function packageLogValues(r: Pick<PackageDbRow, 'code' | 'content' | 'price_cents' | 'start_time' | 'end_time' | 'status'>, serviceIds?: readonly string[]): LogRecord {
  return {
    code: r.code,
    content: r.content,
    price: r.price_cents,
    startTime: r.start_time,
    endTime: r.end_time,
    status: r.status,
    ...(serviceIds ? { services: [...serviceIds] } : {}),
  };
}
