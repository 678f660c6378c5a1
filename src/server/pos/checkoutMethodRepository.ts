import type { Db } from '../db/db';
import type { CheckoutMethod } from '../../domain/pos';

type CheckoutMethodRow = { id: string; code: string; name: string; priority: number; is_default: boolean; active: boolean };

const COLUMNS = 'id, code, name, priority, is_default, active';

function toCheckoutMethod(r: CheckoutMethodRow): CheckoutMethod {
  return { id: r.id, code: r.code, name: r.name, priority: r.priority, isDefault: r.is_default, active: r.active };
}

/** Checkout methods are tenant-wide (the spec has no per-branch list): the active ones, in priority order. */
export async function activeCheckoutMethods(db: Db, tenantId: string): Promise<CheckoutMethod[]> {
  const rows = await db.query<CheckoutMethodRow>(
    `SELECT ${COLUMNS} FROM checkout_method WHERE tenant_id = $1 AND active ORDER BY priority, name, id`,
    [tenantId],
  );
  return rows.map(toCheckoutMethod);
}

export async function findActiveCheckoutMethod(db: Db, tenantId: string, id: string): Promise<CheckoutMethod | null> {
  const row = await db.maybeOne<CheckoutMethodRow>(
    `SELECT ${COLUMNS} FROM checkout_method WHERE tenant_id = $1 AND id = $2 AND active`,
    [tenantId, id],
  );
  return row ? toCheckoutMethod(row) : null;
}
