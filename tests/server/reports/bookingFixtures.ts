// Customers, bookings with their guests and services, and the booking history's cancels,
// written straight into the database for the customer and no-show reports' known answers.
import { randomUUID } from 'node:crypto';
import type { ReportWorld } from './reportFixtures';

let counter = 0;

export async function insertCustomer(w: ReportWorld, c: { branchId: string; name: string; phone: string }): Promise<string> {
  const id = randomUUID();
  await w.env.db.query(`INSERT INTO customer (id, tenant_id, branch_id, name, phone, created_at) VALUES ($1, $2, $3, $4, $5, now())`, [id, w.tenantId, c.branchId, c.name, c.phone]);
  return id;
}

/** Two of the branch's technicians, by name. */
export async function twoTechnicians(w: ReportWorld, branchId: string): Promise<{ id: string; name: string }[]> {
  return w.env.db.query<{ id: string; name: string }>(`SELECT id, name FROM technician WHERE tenant_id = $1 AND branch_id = $2 ORDER BY name LIMIT 2`, [w.tenantId, branchId]);
}

export type FixtureGuest = { status: string; technicianId?: string | null; start?: string; cancelledAt?: string };

/**
 * A booking starting at `start` (an instant) with its guests, each with one 60-minute service
 * (from the guest's own `start`, or the booking's) unless `technicianId` is null, and a cancel in
 * the booking history at `cancelledAt` when given.
 */
export async function insertBooking(
  w: ReportWorld,
  b: { branchId: string; start: string; customerId?: string | null; name?: string; phone?: string; block?: boolean; guests: FixtureGuest[] },
): Promise<string> {
  const db = w.env.db;
  const id = randomUUID();
  counter += 1;
  const start = new Date(b.start);
  const end = new Date(start.getTime() + 60 * 60_000);
  const status = b.guests[0]?.status ?? 'New';
  await db.query(
    `INSERT INTO booking (id, tenant_id, branch_id, code, status, customer_id, customer_name, phone, start_time, end_time, type, block, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'TYPE_BOOKING_OFFLINE', $11, $9, $9)`,
    [id, w.tenantId, b.branchId, `NS-${counter}`, status, b.customerId ?? null, b.name ?? 'Guest', b.phone ?? '', start, end, b.block ?? false],
  );
  for (const [i, g] of b.guests.entries()) {
    const guestId = randomUUID();
    await db.query(`INSERT INTO guest (id, tenant_id, branch_id, booking_id, name, status, display_index, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      guestId, w.tenantId, b.branchId, id, `Guest ${i + 1}`, g.status, i, start,
    ]);
    if (g.technicianId !== null) {
      const from = new Date(g.start ?? b.start);
      await db.query(
        `INSERT INTO segment (id, tenant_id, branch_id, booking_id, guest_id, type, service_name, technician_id, start_time, end_time, duration, price_cents, created_at)
         VALUES ($1, $2, $3, $4, $5, 'service', 'Manicure', $6, $7, $8, 60, 3000, $7)`,
        [randomUUID(), w.tenantId, b.branchId, id, guestId, g.technicianId ?? null, from, new Date(from.getTime() + 60 * 60_000)],
      );
    }
    if (g.cancelledAt) {
      await db.query(
        `INSERT INTO action_log (id, tenant_id, branch_id, action, action_time, user_id, entity_type, entity_id, edit_info)
         VALUES ($1, $2, $3, 'cancel', $4, $5, 'BOOKING', $6, $7::jsonb)`,
        [randomUUID(), w.tenantId, b.branchId, new Date(g.cancelledAt), w.adminId, id, JSON.stringify({ guestId, oldStatus: 'New', newStatus: 'Cancel', note: '' })],
      );
    }
  }
  return id;
}
