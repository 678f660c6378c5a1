import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { newId } from '../auth/tokens';
import { resolveCustomerId } from '../customerMerge/customerAlias';

export type BookingCustomerInput = { name: string; phone: string; email: string | null; birthDay: string | null };

/**
 * The customer a booking is for: the one chosen in the form (it must be the tenant's), else
 * the branch's customer with that phone, else a new one, which marks the booking
 * "new customer". An existing customer's record is not edited by a booking.
 */
export async function resolveBookingCustomer(
  tx: Db,
  input: { tenantId: string; branchId: string; customerId: string | null; customer: BookingCustomerInput; now: Date },
): Promise<{ id: string; created: boolean }> {
  const { tenantId, branchId, customer } = input;
  if (input.customerId !== null) {
    // A booking queued offline may name a customer merged since: it goes to the one kept.
    const customerId = await resolveCustomerId(tx, tenantId, input.customerId);
    const chosen = await tx.maybeOne<{ id: string }>(`SELECT id FROM customer WHERE tenant_id = $1 AND id = $2`, [tenantId, customerId]);
    if (!chosen) throw new AppError(ErrorCode.BOOKING_INVALID, { fields: { customerId: 'Not a customer of this salon' } });
    return { id: chosen.id, created: false };
  }
  const known = await tx.maybeOne<{ id: string }>(
    `SELECT id FROM customer WHERE tenant_id = $1 AND branch_id = $2 AND phone = $3 AND active ORDER BY created_at, id LIMIT 1`,
    [tenantId, branchId, customer.phone],
  );
  if (known) return { id: known.id, created: false };
  const id = newId();
  await tx.query(
    `INSERT INTO customer (id, tenant_id, branch_id, name, phone, email, birth_day, active, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, true, $8)`,
    [id, tenantId, branchId, customer.name, customer.phone, customer.email, customer.birthDay, input.now],
  );
  return { id, created: true };
}
