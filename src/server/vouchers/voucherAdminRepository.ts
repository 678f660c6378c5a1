/**
 * The vouchers screen's rows (issue 15): the vouchers of a branch and of every branch, searched
 * by code or content and filtered; the writes of the form with its services; the paid bills that
 * used one.
 */
import type { Db, SqlValue } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import type { Page } from '../../domain/admin/list';
import { VoucherKind, VoucherType } from '../../domain/bill/calculate-bill';
import { BillStatus, VoucherAudience } from '../../domain/bill/types';
import type { VoucherFilters, VoucherRow, VoucherSort, VoucherUse } from '../../domain/voucher/contract';
import type { VoucherValues } from '../../domain/voucher/voucher-form';
import { pagedList, type ListInput, type ListSpec } from '../admin/pagedList';

export type VoucherDbRow = {
  id: string;
  tenant_id: string;
  branch_id: string | null;
  branch_name: string | null;
  code: string;
  content: string;
  type: string;
  discount_type: string;
  value_cents: number;
  percent: number;
  kind: string;
  customer_id: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  start_date: string | null;
  end_date: string | null;
  max_uses: number | null;
  active: boolean;
  package_ids: string[];
  services: { id: string; name: string }[] | null;
  used: number;
  created_at: Date;
};

const PAID_USES = `(SELECT count(*)::int FROM bill b WHERE b.tenant_id = v.tenant_id AND b.voucher_id = v.id AND b.status = '${BillStatus.PAID}')`;
// Dates as text, numeric as float8, uuid arrays as text[] and services as json: the drivers disagree on the others.
export const VOUCHER_ADMIN_COLUMNS = `v.id, v.tenant_id, v.branch_id, (SELECT br.name FROM branch br WHERE br.id = v.branch_id) AS branch_name,
  v.code, v.content, v.type, v.discount_type, v.value_cents, v.percent::float8 AS percent, v.kind, v.customer_id,
  c.name AS customer_name, c.phone AS customer_phone, v.start_date::text AS start_date, v.end_date::text AS end_date, v.max_uses, v.active,
  v.package_ids::text[] AS package_ids,
  (SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.name) FROM voucher_service vs JOIN service s ON s.id = vs.service_id
    WHERE vs.voucher_id = v.id) AS services,
  ${PAID_USES} AS used, v.created_at`;
const FROM = `voucher v LEFT JOIN customer c ON c.tenant_id = v.tenant_id AND c.id = v.customer_id`;

export function toVoucherRow(r: VoucherDbRow): VoucherRow {
  const services = r.services ?? [];
  return {
    id: r.id,
    code: r.code,
    content: r.content,
    audience: r.type === VoucherAudience.BIRTHDAY ? VoucherAudience.BIRTHDAY : VoucherAudience.GENERAL,
    discountType: r.discount_type === VoucherType.PERCENT ? VoucherType.PERCENT : VoucherType.AMOUNT,
    value: r.value_cents,
    percent: r.percent,
    kind: r.kind === VoucherKind.PACKAGE ? VoucherKind.PACKAGE : VoucherKind.MONEY,
    branchId: r.branch_id,
    branchName: r.branch_name,
    customerId: r.customer_id,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    startDate: r.start_date ?? '',
    endDate: r.end_date ?? '',
    maxUses: r.max_uses,
    serviceIds: services.map((s) => s.id),
    services,
    packageIds: r.package_ids,
    active: r.active,
    used: r.used,
    usesLeft: r.max_uses === null ? null : Math.max(0, r.max_uses - r.used),
    createdAt: r.created_at.toISOString(),
  };
}

const SORTABLE: Readonly<Record<VoucherSort, string>> = { code: 'v.code', startDate: 'v.start_date', endDate: 'v.end_date', createdAt: 'v.created_at' };

/** A branch's list: its own vouchers and those of every branch, with the screen's filters. */
function listSpec(branchId: string, filters: VoucherFilters): ListSpec<VoucherSort> {
  return {
    from: FROM,
    columns: VOUCHER_ADMIN_COLUMNS,
    tenantColumn: 'v.tenant_id',
    filter: (param) => {
      const parts = [
        filters.scope === 'ALL' ? 'v.branch_id IS NULL' : filters.scope === 'BRANCH' ? `v.branch_id = ${param(branchId)}` : `(v.branch_id IS NULL OR v.branch_id = ${param(branchId)})`,
      ];
      if (filters.active !== null) parts.push(`v.active = ${param(filters.active)}`);
      if (filters.audience !== null) parts.push(`v.type = ${param(filters.audience)}`);
      return parts.join(' AND ');
    },
    searchColumns: ['v.code', 'v.content'],
    sortable: SORTABLE,
    defaultOrder: 'v.created_at DESC, v.id',
  };
}

export function listVouchers(db: Db, branchId: string, filters: VoucherFilters, input: ListInput<VoucherSort>): Promise<Page<VoucherDbRow>> {
  return pagedList<VoucherDbRow, VoucherSort>(db, listSpec(branchId, filters), input);
}

export async function findVoucher(db: Db, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<VoucherDbRow | null> {
  if (options.lock) await db.query(`SELECT id FROM voucher WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
  return db.maybeOne<VoucherDbRow>(`SELECT ${VOUCHER_ADMIN_COLUMNS} FROM ${FROM} WHERE v.tenant_id = $1 AND v.id = $2`, [tenantId, id]);
}

export async function voucherCodeTaken(db: Db, tenantId: string, code: string, exceptId: string | null): Promise<boolean> {
  const row = await db.maybeOne(`SELECT 1 FROM voucher WHERE tenant_id = $1 AND code = $2 AND id IS DISTINCT FROM $3`, [tenantId, code, exceptId]);
  return row !== null;
}

/** The values as the table holds them (the discount not chosen is stored as 0). */
function columnsOf(values: VoucherValues): SqlValue[] {
  const amount = values.discountType === VoucherType.AMOUNT;
  return [
    values.code, values.content.trim(), values.audience, values.discountType, amount ? values.value : 0, amount ? 0 : values.percent, values.kind,
    values.branchId, values.customerId, values.startDate || null, values.endDate || null, values.maxUses, values.active,
    values.kind === VoucherKind.PACKAGE ? values.packageIds : [],
  ];
}

async function writeServices(tx: Db, tenantId: string, id: string, values: VoucherValues): Promise<void> {
  await tx.query(`DELETE FROM voucher_service WHERE tenant_id = $1 AND voucher_id = $2`, [tenantId, id]);
  if (values.kind !== VoucherKind.MONEY || values.serviceIds.length === 0) return;
  await tx.query(`INSERT INTO voucher_service (tenant_id, voucher_id, service_id) SELECT $1, $2, s FROM unnest($3::uuid[]) AS s`, [tenantId, id, values.serviceIds]);
}

export async function insertVoucher(tx: Db, input: { id: string; tenantId: string; now: Date; values: VoucherValues }): Promise<void> {
  await tx.query(
    `INSERT INTO voucher (id, tenant_id, code, content, type, discount_type, value_cents, percent, kind, branch_id, customer_id, start_date, end_date,
       max_uses, active, package_ids, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::date, $13::date, $14, $15, $16::uuid[], $17, $17)`,
    [input.id, input.tenantId, ...columnsOf(input.values), input.now]
  );
  await writeServices(tx, input.tenantId, input.id, input.values);
}

export async function updateVoucher(tx: Db, input: { id: string; tenantId: string; now: Date; values: VoucherValues }): Promise<void> {
  await tx.query(
    `UPDATE voucher SET code = $3, content = $4, type = $5, discount_type = $6, value_cents = $7, percent = $8, kind = $9, branch_id = $10,
       customer_id = $11, start_date = $12::date, end_date = $13::date, max_uses = $14, active = $15, package_ids = $16::uuid[], updated_at = $17
     WHERE tenant_id = $2 AND id = $1`,
    [input.id, input.tenantId, ...columnsOf(input.values), input.now]
  );
  await writeServices(tx, input.tenantId, input.id, input.values);
}

/** Which of `ids` are the tenant's services or packages (a voucher names only those). */
export async function knownIds(db: Db, table: 'service' | 'package', tenantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE tenant_id = $1 AND id = ANY($2::uuid[])`, [tenantId, [...ids]]);
  return new Set(rows.map((r) => r.id));
}

export async function customerOfTenant(db: Db, tenantId: string, id: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM customer WHERE tenant_id = $1 AND id = $2`, [tenantId, id])) !== null;
}

/** The paid bills that used the voucher, newest first, in the caller's branches. */
export async function voucherUses(db: Db, input: { tenantId: string; voucherId: string; branchIds: readonly string[] }): Promise<VoucherUse[]> {
  const rows = await db.query<{ id: string; code: string; branch_id: string; action_time: Date; customer_name: string | null; discount: number }>(
    `SELECT b.id, b.code, b.branch_id, b.action_time, c.name AS customer_name, b.voucher_discount_cents AS discount
       FROM bill b LEFT JOIN customer c ON c.tenant_id = b.tenant_id AND c.id = b.customer_id
      WHERE b.tenant_id = $1 AND b.voucher_id = $2 AND b.status = '${BillStatus.PAID}' AND b.branch_id = ANY($3::uuid[])
      ORDER BY b.action_time DESC, b.code`,
    [input.tenantId, input.voucherId, [...input.branchIds]],
  );
  return rows.map((r) => ({ billId: r.id, billCode: r.code, branchId: r.branch_id, actionTime: r.action_time.toISOString(), customerName: r.customer_name ?? '', discount: r.discount }));
}

/** What the action log keeps of a voucher. */
export function voucherLogValues(r: VoucherRow | VoucherValues): LogRecord {
  return {
    code: r.code, content: r.content, type: r.audience, discount_type: r.discountType, value_cents: r.value, percent: r.percent, kind: r.kind,
    branch_id: r.branchId, customer_id: r.customerId, start_date: r.startDate || null, end_date: r.endDate || null, max_uses: r.maxUses,
    service_ids: [...r.serviceIds], package_ids: [...r.packageIds], active: r.active,
  };
}
