import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import {
  assertCheckoutMethodChange,
  checkoutMethodProblems,
  normaliseCheckoutCode,
  type CheckoutMethodValues,
} from '../../domain/catalogue/checkout-method';
import type { CheckoutMethodCreateBody, CheckoutMethodRow, CheckoutMethodUpdateBody } from '../../domain/catalogue/contract';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logAction } from '../actionLog/actionLogRepository';
import { isUniqueViolation, refuseProblems } from '../http/fieldProblems';

type MethodRow = { id: string; code: string; name: string; priority: number; is_default: boolean; active: boolean; used: boolean };

export type Actor = { tenantId: string; userId: string; now: Date };

const USED = `(EXISTS (SELECT 1 FROM pos_action p WHERE p.tenant_id = m.tenant_id AND p.checkout_method_id = m.id)
            OR EXISTS (SELECT 1 FROM bill_payment bp WHERE bp.tenant_id = m.tenant_id AND bp.checkout_method_id = m.id))`;

function toRow(r: MethodRow): CheckoutMethodRow {
  return { id: r.id, code: r.code, name: r.name, priority: r.priority, isDefault: r.is_default, active: r.active, deletable: !r.used && !r.is_default };
}

/** Every method of the tenant, inactive ones too, in priority order. */
export async function listCheckoutMethods(db: Db, tenantId: string): Promise<CheckoutMethodRow[]> {
  const rows = await db.query<MethodRow>(
    `SELECT m.id, m.code, m.name, m.priority, m.is_default, m.active, ${USED} AS used
       FROM checkout_method m WHERE m.tenant_id = $1 ORDER BY m.priority, m.name, m.id`,
    [tenantId],
  );
  return rows.map(toRow);
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

function logInfo(v: CheckoutMethodValues): Record<string, string | number | boolean | null> {
  return { code: v.code, name: v.name, priority: v.priority, isDefault: v.isDefault, active: v.active };
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
      await logAction(tx, {
        tenantId: actor.tenantId, branchId: null, userId: actor.userId, action: ActionType.CREATE,
        entityType: EntityType.CHECKOUT_METHOD, entityId: id, editInfo: logInfo({ ...values, isDefault }), now: actor.now,
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
    await logAction(tx, {
      tenantId: actor.tenantId, branchId: null, userId: actor.userId, action: ActionType.UPDATE,
      entityType: EntityType.CHECKOUT_METHOD, entityId: current.id, editInfo: logInfo(values), now: actor.now,
    });
  });
}

export async function deleteCheckoutMethod(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const methods = await lockMethods(tx, actor.tenantId);
    const current = methods.find((m) => m.id === id);
    if (!current) throw new AppError(ErrorCode.NOT_FOUND);
    assertCheckoutMethodChange({ isDefault: current.is_default, active: current.active }, null);
    if (current.used) throw new AppError(ErrorCode.DELETE_ASSOCIATED);
    await tx.query(`DELETE FROM checkout_method WHERE tenant_id = $1 AND id = $2`, [actor.tenantId, id]);
    await logAction(tx, {
      tenantId: actor.tenantId, branchId: null, userId: actor.userId, action: ActionType.DELETE,
      entityType: EntityType.CHECKOUT_METHOD, entityId: id, editInfo: { code: current.code, name: current.name }, now: actor.now,
    });
  });
}
