// Tips, bookings and time sheet rows for the technician reports' tests, written straight into the
// database on December 2026 days the demo never reaches (reportFixtures.ts writes the bills).
import { randomUUID } from 'node:crypto';
import { insertTip } from '../../../src/server/billing/tipRepository';
import type { ReportWorld } from './reportFixtures';

let tipCounter = 0;

/** A tip on a bill, split as `shares` say (technician → cents); `deleted` marks it deleted. */
export async function insertTestTip(
  w: ReportWorld,
  tip: { billId: string; branchId: string; at: string; methodId: string; shares: { technicianId: string; value: number }[]; deleted?: boolean },
): Promise<void> {
  const id = randomUUID();
  const value = tip.shares.reduce((s, x) => s + x.value, 0);
  tipCounter += 1;
  await insertTip(w.env.db, {
    id,
    tenantId: w.tenantId,
    branchId: tip.branchId,
    billId: tip.billId,
    valueCents: value,
    actionTime: new Date(tip.at),
    checkoutMethodId: tip.methodId,
    code: `TIP-RPT-${tipCounter}`,
    createdBy: w.adminId,
    deviceId: null,
    technicianTips: tip.shares.map((s) => ({ technicianId: s.technicianId, technicianName: '', segmentName: 'Service', percent: Math.round((s.value * 10_000) / value) / 100, value: s.value })),
    now: new Date(tip.at),
  });
  if (tip.deleted) await w.env.db.query(`UPDATE pos_action SET deleted_at = $2 WHERE id = $1`, [id, new Date(tip.at)]);
}

let bookingCounter = 0;

/** A booking of one guest whose services start at `at` one after the other. */
export async function insertTestBooking(
  w: ReportWorld,
  booking: { branchId: string; at: string; status: string; services: { technicianId: string; minutes: number }[] },
): Promise<void> {
  const db = w.env.db;
  const id = randomUUID();
  const guestId = randomUUID();
  const start = new Date(booking.at);
  const minutes = booking.services.reduce((s, x) => s + x.minutes, 0);
  bookingCounter += 1;
  await db.query(
    `INSERT INTO booking (id, tenant_id, branch_id, code, status, customer_name, phone, start_time, end_time, type, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'Report guest', '5145550000', $6, $7, 'TYPE_BOOKING_OFFLINE', $6, $6)`,
    [id, w.tenantId, booking.branchId, `BK-RPT-${bookingCounter}`, booking.status, start, new Date(start.getTime() + minutes * 60_000)],
  );
  await db.query(`INSERT INTO guest (id, tenant_id, branch_id, booking_id, name, status, created_at) VALUES ($1, $2, $3, $4, 'Report guest', $5, $6)`, [
    guestId, w.tenantId, booking.branchId, id, booking.status, start,
  ]);
  let at = start.getTime();
  for (const s of booking.services) {
    await db.query(
      `INSERT INTO segment (id, tenant_id, branch_id, booking_id, guest_id, type, service_name, technician_id, start_time, end_time, duration, price_cents, created_at)
       VALUES ($1, $2, $3, $4, $5, 'service', 'Service', $6, $7, $8, $9, 1000, $7)`,
      [randomUUID(), w.tenantId, booking.branchId, id, guestId, s.technicianId, new Date(at), new Date(at + s.minutes * 60_000), s.minutes],
    );
    at += s.minutes * 60_000;
  }
}

/** A time sheet span (WORKING, BREAK_PAID or BREAK_UNPAID) between two instants. */
export async function insertSpan(w: ReportWorld, span: { technicianId: string; branchId: string; type: string; from: string; to: string }): Promise<void> {
  await w.env.db.query(
    `INSERT INTO technician_working (id, tenant_id, branch_id, technician_id, type, start_time, end_time, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $6)`,
    [randomUUID(), w.tenantId, span.branchId, span.technicianId, span.type, new Date(span.from), new Date(span.to)],
  );
}

/** The demo technicians of a branch, by name. */
export async function techniciansOf(w: ReportWorld, branchId: string): Promise<{ id: string; name: string }[]> {
  return w.env.db.query<{ id: string; name: string }>(`SELECT id, name FROM technician WHERE tenant_id = $1 AND branch_id = $2 ORDER BY name`, [w.tenantId, branchId]);
}
