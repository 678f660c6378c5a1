import { randomUUID } from 'node:crypto';
import type { BookingStatus } from '../../src/domain/api';
import { PlanRight } from '../../src/domain/rights';
import type { Db } from '../../src/server/db/db';
import { PlanCode } from '../../src/server/seed/seedTenant';
import { insertRows } from '../../src/server/seed/insertRows';

/**
 * Lotus's plan lacks appointments, so it is refused before any lookup. Granting it lets a
 * test prove that the tenant scoping itself (not the plan gate) keeps Maple's rows hidden.
 */
export async function grantAppointmentPlanToLotus(db: Db): Promise<void> {
  await db.query(`INSERT INTO plan_right (plan_code, right_code) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [PlanCode.ESSENTIAL, PlanRight.APPOINTMENT]);
}

async function tenantOf(db: Db, branchId: string): Promise<string> {
  return (await db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [branchId])).tenant_id;
}

export async function insertCustomer(
  db: Db,
  input: { branchId: string; name: string; phone: string; blocked?: boolean; active?: boolean; createdAt: Date },
): Promise<string> {
  const id = randomUUID();
  await insertRows(db, 'customer', ['id', 'tenant_id', 'branch_id', 'name', 'phone', 'blocked', 'active', 'amount_money_cents', 'created_at'], [
    [id, await tenantOf(db, input.branchId), input.branchId, input.name, input.phone, input.blocked ?? false, input.active ?? true, 4500, input.createdAt],
  ]);
  return id;
}

export async function addNote(db: Db, customerId: string, note: string, at: Date): Promise<string> {
  const id = randomUUID();
  const { tenant_id } = await db.one<{ tenant_id: string }>(`SELECT tenant_id FROM customer WHERE id = $1`, [customerId]);
  await insertRows(db, 'customer_note', ['id', 'tenant_id', 'customer_id', 'note', 'created_at'], [[id, tenant_id, customerId, note, at]]);
  return id;
}

export type FixtureSegment = { priceCents: number; duration?: number; active?: boolean; technicianId?: string | null };
export type FixtureGuest = { name: string; status: BookingStatus; clipboard?: boolean; segments: FixtureSegment[] };

/** A booking with its guests and segments written straight to the tables. */
export async function insertBooking(
  db: Db,
  input: {
    branchId: string;
    code: string;
    customerId?: string | null;
    customerName: string;
    phone: string;
    start: Date;
    status: BookingStatus;
    guests: FixtureGuest[];
  },
): Promise<{ bookingId: string; guestIds: string[] }> {
  const tenantId = await tenantOf(db, input.branchId);
  const bookingId = randomUUID();
  const minutes = (n: number) => new Date(input.start.getTime() + n * 60_000);
  await insertRows(
    db,
    'booking',
    ['id', 'tenant_id', 'branch_id', 'code', 'status', 'customer_id', 'customer_name', 'phone', 'start_time', 'end_time', 'type',
      'gender', 'block', 'is_re_order', 'created_at', 'updated_at'],
    [[bookingId, tenantId, input.branchId, input.code, input.status, input.customerId ?? null, input.customerName, input.phone,
      input.start, minutes(60), 'TYPE_BOOKING_OFFLINE', 'FEMALE', false, true, input.start, input.start]],
  );
  const guestIds: string[] = [];
  for (const [gi, g] of input.guests.entries()) {
    const guestId = randomUUID();
    guestIds.push(guestId);
    await insertRows(db, 'guest', ['id', 'tenant_id', 'branch_id', 'booking_id', 'name', 'status', 'display_index', 'clipboard', 'created_at'], [
      [guestId, tenantId, input.branchId, bookingId, g.name, g.status, gi, g.clipboard ?? false, input.start],
    ]);
    let at = 0;
    await insertRows(
      db,
      'segment',
      ['id', 'tenant_id', 'branch_id', 'booking_id', 'guest_id', 'type', 'service_name', 'technician_id', 'start_time', 'end_time',
        'duration', 'price_cents', 'active', 'display_index', 'created_at'],
      g.segments.map((s, si) => {
        const duration = s.duration ?? 30;
        const row = [randomUUID(), tenantId, input.branchId, bookingId, guestId, 'extra', `Line ${si + 1}`, s.technicianId ?? null,
          minutes(at), minutes(at + duration), duration, s.priceCents, s.active ?? true, si, input.start];
        at += duration;
        return row;
      }),
    );
  }
  return { bookingId, guestIds };
}

export async function technicianIds(db: Db, branchId: string): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>(`SELECT id, name FROM technician WHERE branch_id = $1 ORDER BY priority, name`, [branchId]);
}
