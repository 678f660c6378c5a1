import type { Db } from '../db/db';
import { VoucherKind, VoucherType } from '../../domain/bill/calculate-bill';
import { BillStatus, VoucherAudience, type VoucherInfo } from '../../domain/bill/types';
import type { IsoDate } from '../../domain/time';

export type VoucherRow = {
  id: string;
  code: string;
  content: string;
  discount_type: string;
  value_cents: number;
  percent: number;
  branch_id: string | null;
  customer_id: string | null;
  start_date: string | null;
  end_date: string | null;
  max_uses: number | null;
  active: boolean;
  used: number;
  type: string;
  kind: string;
  package_ids: string[];
  service_ids: string[];
};

// Dates as text, numeric as float8 and uuid arrays as text[]: the drivers disagree on them. `used` counts the paid bills using it.
export const VOUCHER_SELECT = `SELECT v.id, v.code, v.content, v.discount_type, v.value_cents, v.percent::float8 AS percent, v.branch_id, v.customer_id,
       v.start_date::text AS start_date, v.end_date::text AS end_date, v.max_uses, v.active, v.type, v.kind, v.package_ids::text[] AS package_ids,
       (SELECT count(*)::int FROM bill b WHERE b.tenant_id = v.tenant_id AND b.voucher_id = v.id AND b.status = '${BillStatus.PAID}') AS used,
       coalesce((SELECT array_agg(vs.service_id::text ORDER BY vs.service_id) FROM voucher_service vs WHERE vs.voucher_id = v.id), '{}') AS service_ids
  FROM voucher v`;


export function toVoucherInfo(r: VoucherRow): VoucherInfo {
  const percent = r.discount_type === VoucherType.PERCENT;
  return {
    id: r.id,
    code: r.code,
    content: r.content,
    type: percent ? VoucherType.PERCENT : VoucherType.AMOUNT,
    value: percent ? r.percent : r.value_cents,
    branchId: r.branch_id,
    customerId: r.customer_id,
    startDate: r.start_date,
    endDate: r.end_date,
    usesLeft: r.max_uses === null ? null : Math.max(0, r.max_uses - r.used),
    active: r.active,
    audience: r.type === VoucherAudience.BIRTHDAY ? VoucherAudience.BIRTHDAY : VoucherAudience.GENERAL,
    kind: r.kind === VoucherKind.PACKAGE ? VoucherKind.PACKAGE : VoucherKind.MONEY,
    serviceIds: r.service_ids,
    packageIds: r.package_ids,
  };
}

/** How long after its end a voucher stays on the tablets, so a code typed offline reads "expired", not "invalid". */
export const EXPIRED_VOUCHER_KEPT_DAYS = 90;

/** Vouchers a tablet of the branch keeps to check codes offline: active, of this branch or all, not expired long before `today`. */
export async function vouchersForBranch(db: Db, input: { tenantId: string; branchId: string; today: IsoDate }): Promise<VoucherInfo[]> {
  const rows = await db.query<VoucherRow>(
    `${VOUCHER_SELECT} WHERE v.tenant_id = $1 AND v.active AND (v.branch_id IS NULL OR v.branch_id = $2)
        AND (v.end_date IS NULL OR v.end_date >= $3::date - ${EXPIRED_VOUCHER_KEPT_DAYS})
      ORDER BY v.code`,
    [input.tenantId, input.branchId, input.today],
  );
  return rows.map(toVoucherInfo);
}

/**
 * The tenant's voucher with this code (codes are uppercase). With `lock`, the row stays locked
 * until the transaction ends, so two bills cannot both take a voucher's last use.
 */
export async function findVoucherByCode(db: Db, input: { tenantId: string; code: string; lock?: boolean }): Promise<VoucherInfo | null> {
  if (input.lock) await db.query(`SELECT id FROM voucher WHERE tenant_id = $1 AND code = $2 FOR UPDATE`, [input.tenantId, input.code]);
  const row = await db.maybeOne<VoucherRow>(`${VOUCHER_SELECT} WHERE v.tenant_id = $1 AND v.code = $2`, [input.tenantId, input.code]);
  return row ? toVoucherInfo(row) : null;
}

/** The customer's birthday ("YYYY-MM-DD"), null when unknown: a birthday voucher needs it. */
export async function customerBirthDay(db: Db, tenantId: string, customerId: string): Promise<string | null> {
  const row = await db.maybeOne<{ birth_day: string | null }>(`SELECT birth_day::text AS birth_day FROM customer WHERE tenant_id = $1 AND id = $2`, [tenantId, customerId]);
  return row?.birth_day ?? null;
}
