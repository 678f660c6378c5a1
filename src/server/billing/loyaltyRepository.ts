import type { Db } from '../db/db';
import { LoyaltyType } from '../../domain/api';
import { resolveLoyaltySettings } from '../../domain/branchConfig';
import { BillStatus, type CustomerLoyalty, type LoyaltySettings } from '../../domain/bill/types';
import { newId } from '../auth/tokens';
import { configValues } from '../branches/branchRepository';

export async function loyaltySettingsOf(db: Db, tenantId: string, branchId: string): Promise<LoyaltySettings> {
  return resolveLoyaltySettings(await configValues(db, tenantId, branchId));
}

/**
 * The customer's standing: POINT_BASED money (customer.amount_money_cents) and, BOOKING_BASED,
 * how many paid bills are still needed: bookingsForReward minus the paid bills since the last
 * bill that took the reward (0: this bill may take it; the reward waits until it is taken),
 * counting only bills of a branch date from the rule's apply date (domain/bill/loyalty-rule.ts),
 * a bill's date read on `timeZone`, the clock of the branch whose rule this is.
 * With `lock` the customer row stays locked, so two bills cannot spend the same money.
 */
export async function customerLoyalty(
  db: Db,
  input: { tenantId: string; customerId: string; settings: LoyaltySettings; timeZone: string; lock?: boolean },
): Promise<CustomerLoyalty | null> {
  const customer = await db.maybeOne<{ amount_money_cents: number; birth_day: string | null }>(
    `SELECT amount_money_cents, birth_day::text AS birth_day FROM customer WHERE tenant_id = $1 AND id = $2${input.lock ? ' FOR UPDATE' : ''}`,
    [input.tenantId, input.customerId],
  );
  if (!customer) return null;
  // Paid bills after the last one that took the reward (by action time, then recording time).
  const { n } = await db.one<{ n: number }>(
    `WITH last_reward AS (
       SELECT r.action_time, r.created_at FROM bill r
        WHERE r.tenant_id = $1 AND r.customer_id = $2 AND r.status = $3 AND r.loyalty_type = $4 AND r.loyalty_discount_cents > 0
        ORDER BY r.action_time DESC, r.created_at DESC LIMIT 1)
     SELECT count(*)::int AS n FROM bill b
      WHERE b.tenant_id = $1 AND b.customer_id = $2 AND b.status = $3
        AND ($5::date IS NULL OR (b.action_time AT TIME ZONE $6)::date >= $5::date)
        AND (NOT EXISTS (SELECT 1 FROM last_reward) OR (b.action_time, b.created_at) > (SELECT action_time, created_at FROM last_reward))`,
    [input.tenantId, input.customerId, BillStatus.PAID, LoyaltyType.BOOKING_BASED, input.settings.applyFrom ?? null, input.timeZone],
  );
  return {
    customerId: input.customerId,
    amountMoney: customer.amount_money_cents,
    numberBookingToLoyalReward: Math.max(0, input.settings.bookingsForReward - n),
    birthDay: customer.birth_day,
  };
}

/** Loyalty money in (+, earned or given back) or out (−, spent on a bill), with its record. */
export async function recordLoyaltyMoney(
  tx: Db,
  input: { tenantId: string; customerId: string; billId: string; amount: number; now: Date },
): Promise<void> {
  if (input.amount === 0) return;
  await tx.query(
    `INSERT INTO customer_transaction (id, tenant_id, customer_id, bill_id, amount_cents, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [newId(), input.tenantId, input.customerId, input.billId, input.amount, input.now],
  );
  await tx.query(`UPDATE customer SET amount_money_cents = amount_money_cents + $3 WHERE tenant_id = $1 AND id = $2`, [
    input.tenantId,
    input.customerId,
    input.amount,
  ]);
}

/** The loyalty money movements a bill made, oldest first. */
export async function loyaltyMoneyOfBill(db: Db, tenantId: string, billId: string): Promise<{ customer_id: string; amount_cents: number }[]> {
  return db.query<{ customer_id: string; amount_cents: number }>(
    `SELECT customer_id, amount_cents FROM customer_transaction WHERE tenant_id = $1 AND bill_id = $2 ORDER BY created_at, id`,
    [tenantId, billId],
  );
}

/** Locks customers in id order, the order a payment takes its customer in. */
export async function lockCustomers(tx: Db, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(`SELECT id FROM customer WHERE tenant_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`, [tenantId, [...new Set(ids)]]);
}
