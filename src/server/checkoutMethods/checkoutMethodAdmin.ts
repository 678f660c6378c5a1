import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import {
  assertCheckoutMethodChange,
  checkoutMethodProblems,
  normaliseCheckoutCode,
  type CheckoutMethodValues,
} from '../../domain/catalogue/checkout-method';
import type { CheckoutMethodCreateBody, CheckoutMethodRow, CheckoutMethodSort, CheckoutMethodUpdateBody } from '../../domain/catalogue/contract';
import type { LogRecord } from '../../domain/admin/changes';
import type { Page } from '../../domain/admin/list';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import type { DeleteSpec } from '../admin/deleteRecord';
import { pagedList, type ListInput } from '../admin/pagedList';
import { isUniqueViolation, refuseProblems } from '../http/fieldProblems';

type MethodRow = { id: string; code: string; name: string; priority: number; is_default: boolean; active: boolean; used: boolean };

export type Actor = { tenantId: string; userId: string; now: Date };

const USED = `(EXISTS (SELECT 1 FROM pos_action p WHERE p.tenant_id = m.tenant_id AND p.checkout_method_id = m.id)
            OR EXISTS (SELECT 1 FROM bill_payment bp WHERE bp.tenant_id = m.tenant_id AND bp.checkout_method_id = m.id))`;

function toRow(r: MethodRow): CheckoutMethodRow {
  return { id: r.id, code: r.code, name: r.name, priority: r.priority, isDefault: r.is_default, active: r.active, deletable: !r.used && !r.is_default };
}

/** One page of the tenant's methods, inactive ones too, in priority order unless sorted otherwise. */
export async function listCheckoutMethods(db: Db, input: ListInput<CheckoutMethodSort>): Promise<Page<CheckoutMethodRow>> {
  const page = await pagedList<MethodRow, CheckoutMethodSort>(
    db,
    {
      from: 'checkout_method m',
      columns: `m.id, m.code, m.name, m.priority, m.is_default, m.active, ${USED} AS used`,
      tenantColumn: 'm.tenant_id',
      searchColumns: ['m.code', 'm.name'],
      sortable: { code: 'm.code', name: 'm.name', priority: 'm.priority', active: 'm.active' },
      defaultOrder: 'm.priority, m.name, m.id',
    },
    input,
  );
  return { ...page, items: page.items.map(toRow) };
}

/**
 * Locks every method of the tenant: changes to the default flag then run one after another,
 * so two managers making different methods default cannot both win.
 */
async function lockMethods(tx: Db, tenantId: string): Promise<MethodRow[]> {
  return tx.query<MethodRow>(
    `SELECT m.id, m.code, m.name, m.priority, m.is_default, m.active, ${USED} AS used
       FROM checkout_method m WHERE m.tenant_id = $1 ORDER BY m.id FOR UPDATE`,
    [tenantId],
  );
}

function checked(values: CheckoutMethodValues): CheckoutMethodValues {
  const v = { ...values, code: normaliseCheckoutCode(values.code), name: values.name.trim() };
  refuseProblems(checkoutMethodProblems(v));
  return v;
}

/** Making a method the default takes the flag from the previous one, in the same transaction. */
async function clearOtherDefaults(tx: Db, tenantId: string, keepId: string): Promise<void> {
  await tx.query(`UPDATE checkout_method SET is_default = false WHERE tenant_id = $1 AND is_default AND id <> $2`, [tenantId, keepId]);
}

function logValues(v: CheckoutMethodValues): LogRecord {
  return { code: v.code, name: v.name, priority: v.priority, isDefault: v.isDefault, active: v.active };
}

function rowValues(m: Pick<MethodRow, 'code' | 'name' | 'priority' | 'is_default' | 'active'>): LogRecord {
  return logValues({ code: m.code, name: m.name, priority: m.priority, isDefault: m.is_default, active: m.active });
}

export async function createCheckoutMethod(db: Db, actor: Actor, body: CheckoutMethodCreateBody): Promise<string> {
  const values = checked(body);
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      const methods = await lockMethods(tx, actor.tenantId);
      if (methods.some((m) => m.code === values.code)) throw new AppError(ErrorCode.CODE_EXISTS);
      // The first method of a tenant is its default whatever was asked.
      const isDefault = values.isDefault || !methods.some((m) => m.is_default);
      if (isDefault && !values.active) refuseProblems({ active: { code: 'DEFAULT_ACTIVE' } });
      if (isDefault) await clearOtherDefaults(tx, actor.tenantId, id);
      await tx.query(
        `INSERT INTO checkout_method (id, tenant_id, code, name, priority, is_default, active) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, actor.tenantId, values.code, values.name, values.priority, isDefault, values.active],
      );
      await logChange(tx, actor, {
        branchId: null, action: ActionType.CREATE, entityType: EntityType.CHECKOUT_METHOD, entityId: id,
        before: null, after: logValues({ ...values, isDefault }),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.CODE_EXISTS);
    throw error;
  }
  return id;
}

export async function updateCheckoutMethod(db: Db, actor: Actor, body: CheckoutMethodUpdateBody): Promise<void> {
  await db.transaction(async (tx) => {
    const methods = await lockMethods(tx, actor.tenantId);
    const current = methods.find((m) => m.id === body.id);
    if (!current) throw new AppError(ErrorCode.NOT_FOUND);
    // The spec's refusal first: switching the default off (or deactivating it) is that, not a form error.
    assertCheckoutMethodChange({ isDefault: current.is_default, active: current.active }, body);
    const values = checked({ ...body, code: current.code });
    if (values.isDefault) await clearOtherDefaults(tx, actor.tenantId, current.id);
    await tx.query(
      `UPDATE checkout_method SET name = $3, priority = $4, is_default = $5, active = $6 WHERE tenant_id = $1 AND id = $2`,
      [actor.tenantId, current.id, values.name, values.priority, values.isDefault, values.active],
    );
    await logChange(tx, actor, {
      branchId: null, action: ActionType.UPDATE, entityType: EntityType.CHECKOUT_METHOD, entityId: current.id,
      before: rowValues(current), after: logValues(values), summary: { code: current.code }, statusField: 'active',
    });
  });
}

/**
 * The generic delete of a method: the default one is refused with the spec's message; one
 * that took money (pos actions, bill payments) stays (their foreign keys). The row lock of the
 * generic delete waits for a change of the default flag under way and reads its outcome.
 */
export const checkoutMethodDelete: DeleteSpec<Omit<MethodRow, 'used'>> = {
  table: 'checkout_method',
  columns: 'id, code, name, priority, is_default, active',
  entityType: EntityType.CHECKOUT_METHOD,
  refuse: (method) => assertCheckoutMethodChange({ isDefault: method.is_default, active: method.active }, null),
  values: rowValues,
};
