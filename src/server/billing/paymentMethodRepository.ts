import type { Db } from '../db/db';
import { FeeType, VoucherType } from '../../domain/bill/calculate-bill';
import type { PaymentMethodOption } from '../../domain/bill/types';

type PaymentMethodRow = {
  id: string;
  name: string;
  type: string;
  icon: string | null;
  priority: number;
  radio: string;
  amount_cents: number;
  percentage: number;
  fee_cents: number;
  percent_fee: number;
};

// numeric columns read as float8: the drivers would hand numeric back as text.
const SELECT = `SELECT id, name, type, icon, priority, radio, amount_cents, percentage::float8 AS percentage, fee_cents,
       percent_fee::float8 AS percent_fee
  FROM payment_method`;

/**
 * A payment method as a tile: VALUE gives amount_cents off, PERCENT gives percentage off;
 * fee_cents is a fixed fee, else percent_fee a percent one. Zero means none (null).
 */
export function toPaymentMethodOption(r: PaymentMethodRow): PaymentMethodOption {
  const discountValue = r.radio === 'PERCENT' ? r.percentage : r.amount_cents;
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    icon: r.icon,
    priority: r.priority,
    fee:
      r.fee_cents > 0
        ? { type: FeeType.FIXED, value: r.fee_cents }
        : r.percent_fee > 0
          ? { type: FeeType.PERCENT, value: r.percent_fee }
          : null,
    discount: discountValue > 0 ? { type: r.radio === 'PERCENT' ? VoucherType.PERCENT : VoucherType.AMOUNT, value: discountValue } : null,
  };
}

/** The tenant's active payment methods in tile order. */
export async function activePaymentMethods(db: Db, tenantId: string): Promise<PaymentMethodOption[]> {
  const rows = await db.query<PaymentMethodRow>(`${SELECT} WHERE tenant_id = $1 AND active ORDER BY priority, name, id`, [tenantId]);
  return rows.map(toPaymentMethodOption);
}

/** A method of the tenant by id, active or not (null when none): a bill names why it may not use it. */
export async function findPaymentMethod(db: Db, tenantId: string, id: string): Promise<{ option: PaymentMethodOption; active: boolean } | null> {
  const row = await db.maybeOne<PaymentMethodRow & { active: boolean }>(`${SELECT.replace(' FROM', ', active FROM')} WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
  return row ? { option: toPaymentMethodOption(row), active: row.active } : null;
}
