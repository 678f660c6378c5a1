import type { Db } from '../db/db';
import { resolveCustomerId } from '../customerMerge/customerAlias';

/**
 * Who a bill is paid for (a merged customer counts as the one kept): the customer it names,
 * else its booking's. A booking made offline and paid before its first sync has a bill naming
 * no customer, the tablet knowing none yet; the booking has the one the server found or created
 * when its booking.create came in first. The caller has checked the booking is the bill's.
 */
export async function billCustomerId(tx: Db, tenantId: string, bill: { customerId: string | null; bookingId: string | null }): Promise<string | null> {
  if (bill.customerId !== null) return resolveCustomerId(tx, tenantId, bill.customerId);
  if (bill.bookingId === null) return null;
  const booking = await tx.maybeOne<{ customer_id: string | null }>(`SELECT customer_id FROM booking WHERE tenant_id = $1 AND id = $2`, [tenantId, bill.bookingId]);
  return booking?.customer_id ? resolveCustomerId(tx, tenantId, booking.customer_id) : null;
}
