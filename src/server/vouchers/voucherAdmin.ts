/**
 * Vouchers (spec part 2 §3 Voucher, issue 15): create and update from the form, the code unique
 * in the business ("Code already exists"), the branch one of the caller's (or every branch), the
 * customer and services the business's own, each change logged; delete of a voucher no paid bill
 * used (else "could not be deleted because of an association": deactivate instead).
 */
import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import type { VoucherDetail } from '../../domain/voucher/contract';
import { normaliseVoucherCode, type VoucherCreateBody, type VoucherUpdateBody, type VoucherValues } from '../../domain/voucher/voucher-form';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import type { AdminActor } from '../admin/adminRoutes';
import type { DeleteSpec } from '../admin/deleteRecord';
import { codeRace } from '../http/fieldProblems';
import {
  customerOfTenant,
  findVoucher,
  insertVoucher,
  knownIds,
  toVoucherRow,
  updateVoucher,
  voucherCodeTaken,
  voucherLogValues,
  voucherUses,
  type VoucherDbRow,
} from './voucherAdminRepository';

function refused(field: string, message: string): AppError {
  return new AppError(ErrorCode.VALIDATION, { message: `${field}: ${message}`, fields: { [field]: message } });
}

function valuesOfBody(body: VoucherCreateBody | VoucherUpdateBody): VoucherValues {
  return {
    code: normaliseVoucherCode(body.code),
    content: body.content.trim(),
    audience: body.audience,
    discountType: body.discountType,
    value: body.value,
    percent: body.percent,
    kind: body.kind,
    branchId: body.branchId,
    customerId: body.customerId,
    startDate: body.startDate,
    endDate: body.endDate,
    maxUses: body.maxUses,
    serviceIds: [...new Set(body.serviceIds)],
    packageIds: [...new Set(body.packageIds)],
    active: body.active,
  };
}

async function holdsEveryBranch(db: Db, actor: AdminActor): Promise<boolean> {
  const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM branch WHERE tenant_id = $1 AND NOT (id = ANY($2::uuid[]))`, [actor.tenantId, [...actor.branchIds]]);
  return row.n === 0;
}

/** What the schema cannot know: the branch the caller's, the customer and services the business's. */
async function checkedValues(db: Db, actor: AdminActor, body: VoucherCreateBody | VoucherUpdateBody, exceptId: string | null): Promise<VoucherValues> {
  const values = valuesOfBody(body);
  if (values.branchId !== null && !actor.branchIds.includes(values.branchId)) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  // A voucher of every branch discounts at counters a branch's manager does not run.
  if (values.branchId === null && !(await holdsEveryBranch(db, actor))) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  if (values.customerId !== null && !(await customerOfTenant(db, actor.tenantId, values.customerId))) throw refused('customerId', 'Not a customer of this salon');
  const known = await knownIds(db, 'service', actor.tenantId, values.serviceIds);
  if (values.serviceIds.some((id) => !known.has(id))) throw refused('serviceIds', 'Not a service of this salon');
  const packages = await knownIds(db, 'package', actor.tenantId, values.packageIds);
  if (values.packageIds.some((id) => !packages.has(id))) throw refused('packageIds', 'Not a package of this salon');
  if (await voucherCodeTaken(db, actor.tenantId, values.code, exceptId)) throw new AppError(ErrorCode.CODE_EXISTS);
  return values;
}


/** The voucher, when the caller may see it: of every branch, or of one of theirs. */
async function voucherOfActor(db: Db, actor: Pick<AdminActor, 'tenantId' | 'branchIds'>, id: string, lock = false): Promise<VoucherDbRow> {
  const row = await findVoucher(db, actor.tenantId, id, { lock });
  if (!row || (row.branch_id !== null && !actor.branchIds.includes(row.branch_id))) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

export async function createVoucher(db: Db, actor: AdminActor, body: VoucherCreateBody): Promise<string> {
  const id = newId();
  await codeRace(() =>
    db.transaction(async (tx) => {
      const values = await checkedValues(tx, actor, body, null);
      await insertVoucher(tx, { id, tenantId: actor.tenantId, now: actor.now, values });
      await logChange(tx, actor, { branchId: values.branchId, action: ActionType.CREATE, entityType: EntityType.VOUCHER, entityId: id, before: null, after: voucherLogValues(values) });
    }),
  );
  return id;
}

export async function updateVoucherFromForm(db: Db, actor: AdminActor, body: VoucherUpdateBody): Promise<void> {
  await codeRace(() =>
    db.transaction(async (tx) => {
      const before = toVoucherRow(await voucherOfActor(tx, actor, body.id, true));
      const values = await checkedValues(tx, actor, body, body.id);
      await updateVoucher(tx, { id: body.id, tenantId: actor.tenantId, now: actor.now, values });
      await logChange(tx, actor, {
        branchId: values.branchId, action: ActionType.UPDATE, entityType: EntityType.VOUCHER, entityId: body.id,
        before: voucherLogValues(before), after: voucherLogValues(values), summary: { code: values.code }, statusField: 'active',
      });
    }),
  );
}

export async function voucherDetail(db: Db, actor: Pick<AdminActor, 'tenantId' | 'branchIds'>, id: string): Promise<VoucherDetail> {
  const row = toVoucherRow(await voucherOfActor(db, actor, id));
  const uses = await voucherUses(db, { tenantId: actor.tenantId, voucherId: id, branchIds: actor.branchIds });
  return { ...row, uses, deletable: row.used === 0 };
}

/** Columns for the generic delete, which reads the table without an alias. */
const DELETE_COLUMNS = `id, tenant_id, branch_id, code, content, type, discount_type, value_cents, percent::float8 AS percent, kind, customer_id,
  start_date::text AS start_date, end_date::text AS end_date, max_uses, active, package_ids::text[] AS package_ids`;

type VoucherDeleteRow = Pick<VoucherDbRow, 'id' | 'branch_id' | 'code' | 'content' | 'type' | 'discount_type' | 'value_cents' | 'percent' | 'kind' | 'customer_id' | 'start_date' | 'end_date' | 'max_uses' | 'active' | 'package_ids'>;

/**
 * The generic delete of a voucher the caller may see (every branch's, or one of theirs): a
 * voucher a bill used stays (bill's foreign key), answered as associated.
 */
export function voucherDelete(branchIds: readonly string[]): DeleteSpec<VoucherDeleteRow> {
  return {
    table: 'voucher',
    columns: DELETE_COLUMNS,
    entityType: EntityType.VOUCHER,
    refuse: (row) => {
      if (row.branch_id !== null && !branchIds.includes(row.branch_id)) throw new AppError(ErrorCode.NOT_FOUND);
    },
    values: (r) => ({
      code: r.code, content: r.content, type: r.type, discount_type: r.discount_type, value_cents: r.value_cents, percent: r.percent, kind: r.kind,
      branch_id: r.branch_id, customer_id: r.customer_id, start_date: r.start_date, end_date: r.end_date, max_uses: r.max_uses, active: r.active,
      package_ids: [...r.package_ids],
    }),
  };
}
