/**
 * Payment method settings (tenant-wide): list, detail, create, update and delete, each change
 * in the action log. The tablets read the active ones with their payment options at their next
 * sync; a bill paid with one deactivated meanwhile is refused by resolveBill.
 */
import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { paymentMethodColumns, paymentMethodProblems, paymentMethodValuesOf, type PaymentMethodValues } from '../../domain/catalogue/payment-method';
import { type DiscountKind, type PaymentMethodIcon, type PaymentMethodType } from '../../domain/catalogue/payment-method-type';
import {
  PaymentMethodStatus,
  type PaymentMethodDetail,
  type PaymentMethodRow,
  type PaymentMethodSort,
  type PaymentMethodUpdateBody,
} from '../../domain/catalogue/payment-method-contract';
import type { LogRecord } from '../../domain/admin/changes';
import type { Page } from '../../domain/admin/list';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import type { AdminActor } from '../admin/adminRoutes';
import type { DeleteSpec } from '../admin/deleteRecord';
import { pagedList, type ListInput } from '../admin/pagedList';
import { refuseProblems } from '../http/fieldProblems';

type MethodRow = {
  id: string;
  name: string;
  type: PaymentMethodType;
  icon: PaymentMethodIcon | null;
  priority: number;
  radio: DiscountKind;
  amount_cents: number;
  percentage: number;
  fee_cents: number;
  percent_fee: number;
  active: boolean;
};

// numeric columns read as float8: the drivers would hand numeric back as text.
const COLUMNS = `m.id, m.name, m.type, m.icon, m.priority, m.radio, m.amount_cents, m.percentage::float8 AS percentage,
  m.fee_cents, m.percent_fee::float8 AS percent_fee, m.active`;
/** Bills keep the method's id without a foreign key (a tablet's bill may name one made elsewhere): counted here. */
const BILLS = `(SELECT count(*)::int FROM bill b WHERE b.tenant_id = m.tenant_id AND b.payment_method_id = m.id)`;

function toRow(r: MethodRow & { bills: number }): PaymentMethodRow {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    icon: r.icon,
    priority: r.priority,
    discountKind: r.radio,
    amountCents: r.amount_cents,
    percentage: r.percentage,
    feeCents: r.fee_cents,
    percentFee: r.percent_fee,
    active: r.active,
    deletable: r.bills === 0,
  };
}

/** One page of the tenant's methods, in tile order unless sorted otherwise; `status` keeps the active or the inactive ones. */
export async function listPaymentMethods(db: Db, input: ListInput<PaymentMethodSort> & { status: PaymentMethodStatus | undefined }): Promise<Page<PaymentMethodRow>> {
  const page = await pagedList<MethodRow & { bills: number }, PaymentMethodSort>(
    db,
    {
      from: 'payment_method m',
      columns: `${COLUMNS}, ${BILLS} AS bills`,
      tenantColumn: 'm.tenant_id',
      ...(input.status ? { where: input.status === PaymentMethodStatus.ACTIVE ? 'm.active' : 'NOT m.active' } : {}),
      searchColumns: ['m.name', 'm.type'],
      sortable: { name: 'm.name', type: 'm.type', priority: 'm.priority', active: 'm.active' },
      defaultOrder: 'm.priority, m.name, m.id',
    },
    input,
  );
  return { ...page, items: page.items.map(toRow) };
}

export async function paymentMethodDetail(db: Db, tenantId: string, id: string): Promise<PaymentMethodDetail> {
  const row = await db.maybeOne<MethodRow & { bills: number }>(`SELECT ${COLUMNS}, ${BILLS} AS bills FROM payment_method m WHERE m.tenant_id = $1 AND m.id = $2`, [tenantId, id]);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return { ...toRow(row), billCount: row.bills };
}

function checked(values: PaymentMethodValues): PaymentMethodValues {
  const v = { ...values, name: values.name.trim() };
  refuseProblems(paymentMethodProblems(v));
  return v;
}

function logValues(v: PaymentMethodValues): LogRecord {
  return { name: v.name, type: v.type, icon: v.icon, priority: v.priority, discountKind: v.discountKind, discount: v.discount, feeKind: v.feeKind, fee: v.fee, active: v.active };
}

function rowValues(r: MethodRow): PaymentMethodValues {
  return paymentMethodValuesOf({
    name: r.name, type: r.type, icon: r.icon, priority: r.priority, discountKind: r.radio,
    amountCents: r.amount_cents, percentage: r.percentage, feeCents: r.fee_cents, percentFee: r.percent_fee, active: r.active,
  });
}

/** The row's values as saved: the kind not chosen is 0, so the tile reads one fee and one discount. */
function columnParams(v: PaymentMethodValues): [string, string, string | null, number, string, number, number, number, number, boolean] {
  const c = paymentMethodColumns(v);
  return [v.name, v.type, v.icon, v.priority ?? 0, v.discountKind, c.amountCents, c.percentage, c.feeCents, c.percentFee, v.active];
}

export async function createPaymentMethod(db: Db, actor: AdminActor, body: PaymentMethodValues): Promise<string> {
  const values = checked(body);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO payment_method (id, tenant_id, name, type, icon, priority, radio, amount_cents, percentage, fee_cents, percent_fee, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [id, actor.tenantId, ...columnParams(values)],
    );
    await logChange(tx, actor, {
      branchId: null, action: ActionType.CREATE, entityType: EntityType.PAYMENT_METHOD, entityId: id, before: null, after: logValues(values),
    });
  });
  return id;
}

export async function updatePaymentMethod(db: Db, actor: AdminActor, body: PaymentMethodUpdateBody): Promise<void> {
  const { id, ...rest } = body;
  const values = checked(rest);
  await db.transaction(async (tx) => {
    const current = await tx.maybeOne<MethodRow>(`SELECT ${COLUMNS} FROM payment_method m WHERE m.tenant_id = $1 AND m.id = $2 FOR UPDATE`, [actor.tenantId, id]);
    if (!current) throw new AppError(ErrorCode.NOT_FOUND);
    await tx.query(
      `UPDATE payment_method SET name = $3, type = $4, icon = $5, priority = $6, radio = $7, amount_cents = $8, percentage = $9,
         fee_cents = $10, percent_fee = $11, active = $12
       WHERE tenant_id = $1 AND id = $2`,
      [actor.tenantId, id, ...columnParams(values)],
    );
    await logChange(tx, actor, {
      branchId: null, action: ActionType.UPDATE, entityType: EntityType.PAYMENT_METHOD, entityId: id,
      before: logValues(rowValues(current)), after: logValues(values), summary: { name: values.name }, statusField: 'active',
    });
  });
}

/** A method a bill was paid with stays (deactivate it instead): the bill's receipt and figures name it. */
export const paymentMethodDelete: DeleteSpec<MethodRow & { tenant_id: string }> = {
  table: 'payment_method m',
  columns: `${COLUMNS}, m.tenant_id`,
  entityType: EntityType.PAYMENT_METHOD,
  refuse: async (method, tx) => {
    const used = await tx.maybeOne(`SELECT 1 FROM bill WHERE tenant_id = $1 AND payment_method_id = $2 LIMIT 1`, [method.tenant_id, method.id]);
    if (used) throw new AppError(ErrorCode.DELETE_ASSOCIATED);
  },
  values: (r) => logValues(rowValues(r)),
};
