import type { Db } from '../db/db';
import { BookingStatus } from '../../domain/api';
import { bookingStatusOf } from '../../domain/booking/status';
import { isOnSchedule } from '../../domain/scheduler/items';

/** A booking as the write side reads it back (locked for the rest of the transaction). */
export type SavedBooking = {
  id: string;
  branch_id: string;
  code: string;
  status: string;
  customer_id: string | null;
  customer_name: string;
  start_time: Date;
  end_time: Date;
  type: string;
  confirm: boolean;
  is_customer_new: boolean;
};

export type SavedGuest = {
  id: string;
  booking_id: string;
  branch_id: string;
  name: string;
  status: string;
  gender: string;
  clipboard: boolean;
  bill_id: string | null;
  display_index: number;
};

export type SavedLine = {
  id: string;
  booking_id: string;
  guest_id: string;
  service_id: string | null;
  service_name: string;
  technician_id: string | null;
  technician_name: string | null;
  start_time: Date;
  end_time: Date;
  duration: number;
  price_cents: number;
  active: boolean;
  display_index: number;
  package_id: string | null;
};

const BOOKING_COLUMNS = 'id, branch_id, code, status, customer_id, customer_name, start_time, end_time, type, confirm, is_customer_new';
const GUEST_COLUMNS = 'g.id, g.booking_id, g.branch_id, g.name, g.status, g.gender, g.clipboard, g.bill_id, g.display_index';
const LINE_SELECT = `SELECT s.id, s.booking_id, s.guest_id, s.service_id, s.service_name, s.technician_id, t.name AS technician_name,
       s.start_time, s.end_time, s.duration, s.price_cents, s.active, s.display_index, s.package_id
  FROM segment s LEFT JOIN technician t ON t.tenant_id = s.tenant_id AND t.id = s.technician_id`;

const STATUSES: readonly BookingStatus[] = Object.values(BookingStatus);

/** The column's CHECK already limits it to these; the lookup narrows the type without a cast. */
export function statusOfRow(raw: string): BookingStatus {
  return STATUSES.find((s) => s === raw) ?? BookingStatus.WAITING;
}

/** The booking, locked until the transaction ends, so concurrent changes to it take turns. */
export async function lockBooking(tx: Db, tenantId: string, bookingId: string): Promise<SavedBooking | null> {
  return tx.maybeOne<SavedBooking>(`SELECT ${BOOKING_COLUMNS} FROM booking WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, bookingId]);
}

/** The branch of a booking of the tenant, for online calls that name only the booking. */
export async function bookingBranchId(db: Db, tenantId: string, bookingId: string): Promise<string | null> {
  return (await db.maybeOne<{ branch_id: string }>(`SELECT branch_id FROM booking WHERE tenant_id = $1 AND id = $2`, [tenantId, bookingId]))?.branch_id ?? null;
}

/** Ids are client UUIDs and the primary key: a taken one is taken whatever the tenant. */
export async function bookingIdTaken(db: Db, id: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM booking WHERE id = $1`, [id])) !== null;
}

export async function bookingCodeTaken(db: Db, tenantId: string, branchId: string, code: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM booking WHERE tenant_id = $1 AND branch_id = $2 AND code = $3`, [tenantId, branchId, code])) !== null;
}

export async function bookingGuests(db: Db, tenantId: string, bookingId: string): Promise<SavedGuest[]> {
  return db.query<SavedGuest>(`SELECT ${GUEST_COLUMNS} FROM guest g WHERE g.tenant_id = $1 AND g.booking_id = $2 ORDER BY g.display_index, g.id`, [
    tenantId,
    bookingId,
  ]);
}

export async function bookingLines(db: Db, tenantId: string, bookingId: string): Promise<SavedLine[]> {
  return db.query<SavedLine>(`${LINE_SELECT} WHERE s.tenant_id = $1 AND s.booking_id = $2 ORDER BY s.display_index, s.start_time, s.id`, [
    tenantId,
    bookingId,
  ]);
}

export async function findGuest(db: Db, tenantId: string, guestId: string): Promise<SavedGuest | null> {
  return db.maybeOne<SavedGuest>(`SELECT ${GUEST_COLUMNS} FROM guest g WHERE g.tenant_id = $1 AND g.id = $2`, [tenantId, guestId]);
}

export async function findLine(db: Db, tenantId: string, segmentId: string): Promise<SavedLine | null> {
  return db.maybeOne<SavedLine>(`${LINE_SELECT} WHERE s.tenant_id = $1 AND s.id = $2`, [tenantId, segmentId]);
}

/** Of `ids`, those already used by a row of another booking (or another tenant). */
export async function idsUsedElsewhere(db: Db, input: { table: 'guest' | 'segment'; tenantId: string; bookingId: string; ids: readonly string[] }): Promise<string[]> {
  if (input.ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM ${input.table} WHERE id = ANY($1::uuid[]) AND (tenant_id <> $2 OR booking_id <> $3) ORDER BY id`,
    [[...input.ids], input.tenantId, input.bookingId],
  );
  return rows.map((r) => r.id);
}

export type BookingFields = {
  id: string;
  tenantId: string;
  branchId: string;
  code: string;
  customerId: string;
  customerName: string;
  phone: string;
  email: string | null;
  startTime: Date;
  type: string;
  note: string | null;
  color: string | null;
  block: boolean;
  technicianId: string | null;
  gender: string;
  isReOrder: boolean;
  confirm: boolean;
  isCustomerNew: boolean;
  /** Kept by insert only: how a booking came in never changes. */
  walkIn: boolean;
  /** Null: the customer, on the public booking page. */
  userId: string | null;
  now: Date;
  /** The paid bill at whose checkout it was made; written on creation only. */
  prebookedFromBillId: string | null;
};

/** Status, start and end are placeholders until `refreshBooking` derives them from the guests. */
export async function insertBooking(tx: Db, b: BookingFields): Promise<void> {
  await tx.query(
    `INSERT INTO booking (id, tenant_id, branch_id, code, status, customer_id, customer_name, phone, email, start_time, end_time, type,
                          note, color, block, technician_id, gender, is_re_order, confirm, is_customer_new, created_by, created_at, updated_at,
                          prebooked_from_bill_id, walk_in)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $21, $22, $23)`,
    [b.id, b.tenantId, b.branchId, b.code, BookingStatus.WAITING, b.customerId, b.customerName, b.phone, b.email, b.startTime, b.type,
      b.note, b.color, b.block, b.technicianId, b.gender, b.isReOrder, b.confirm, b.isCustomerNew, b.userId, b.now, b.prebookedFromBillId, b.walkIn],
  );
}

/** The form's fields; code, type, confirm and creation stay as they were. */
export async function updateBookingFields(tx: Db, b: BookingFields): Promise<void> {
  await tx.query(
    `UPDATE booking SET customer_id = $3, customer_name = $4, phone = $5, email = $6, start_time = $7, end_time = $7, note = $8,
            color = $9, block = $10, technician_id = $11, gender = $12, is_re_order = $13, is_customer_new = $14, updated_at = $15
      WHERE tenant_id = $1 AND id = $2`,
    [b.tenantId, b.id, b.customerId, b.customerName, b.phone, b.email, b.startTime, b.note, b.color, b.block, b.technicianId, b.gender,
      b.isReOrder, b.isCustomerNew, b.now],
  );
}

export type GuestFields = {
  id: string;
  tenantId: string;
  branchId: string;
  bookingId: string;
  name: string;
  status: BookingStatus;
  gender: string;
  block: boolean;
  isReOrder: boolean;
  displayIndex: number;
  now: Date;
};

/** Insert or update; the WHERE keeps an id of another booking untouched (checked before anyway). */
export async function upsertGuest(tx: Db, g: GuestFields): Promise<void> {
  await tx.query(
    `INSERT INTO guest (id, tenant_id, branch_id, booking_id, name, status, gender, block, is_re_order, display_index, clipboard, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, $11)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, status = EXCLUDED.status, gender = EXCLUDED.gender, block = EXCLUDED.block,
            is_re_order = EXCLUDED.is_re_order, display_index = EXCLUDED.display_index, clipboard = false
      WHERE guest.tenant_id = EXCLUDED.tenant_id AND guest.booking_id = EXCLUDED.booking_id`,
    [g.id, g.tenantId, g.branchId, g.bookingId, g.name, g.status, g.gender, g.block, g.isReOrder, g.displayIndex, g.now],
  );
}

export async function deleteGuests(tx: Db, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(`DELETE FROM guest WHERE tenant_id = $1 AND id = ANY($2::uuid[])`, [tenantId, [...ids]]);
}

export type LineFields = {
  id: string;
  tenantId: string;
  branchId: string;
  bookingId: string;
  guestId: string;
  type: string;
  serviceId: string | null;
  serviceName: string;
  technicianId: string;
  start: Date;
  end: Date;
  duration: number;
  cleaning: number;
  priceCents: number;
  gender: string;
  displayIndex: number;
  numberTechnician: number;
  parentId: string | null;
  packageId: string | null;
  now: Date;
};

export async function upsertLine(tx: Db, s: LineFields): Promise<void> {
  await tx.query(
    `INSERT INTO segment (id, tenant_id, branch_id, booking_id, guest_id, type, service_id, service_name, technician_id, start_time, end_time,
                          duration, cleaning, price_cents, gender, active, display_index, number_technician, parent_id, created_at, package_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, true, $16, $17, $18, $19, $20)
     ON CONFLICT (id) DO UPDATE SET type = EXCLUDED.type, service_id = EXCLUDED.service_id, service_name = EXCLUDED.service_name,
            technician_id = EXCLUDED.technician_id, start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time,
            duration = EXCLUDED.duration, cleaning = EXCLUDED.cleaning, price_cents = EXCLUDED.price_cents, gender = EXCLUDED.gender,
            active = true, display_index = EXCLUDED.display_index, number_technician = EXCLUDED.number_technician, parent_id = EXCLUDED.parent_id,
            package_id = EXCLUDED.package_id
      WHERE segment.tenant_id = EXCLUDED.tenant_id AND segment.booking_id = EXCLUDED.booking_id`,
    [s.id, s.tenantId, s.branchId, s.bookingId, s.guestId, s.type, s.serviceId, s.serviceName, s.technicianId, s.start, s.end, s.duration,
      s.cleaning, s.priceCents, s.gender, s.displayIndex, s.numberTechnician, s.parentId, s.now, s.packageId],
  );
}

export async function deleteLines(tx: Db, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(`DELETE FROM segment WHERE tenant_id = $1 AND id = ANY($2::uuid[])`, [tenantId, [...ids]]);
}

/** A move, a resize or the change duration and price form. */
export async function placeLine(
  tx: Db,
  input: { tenantId: string; id: string; technicianId: string | null; start: Date; end: Date; duration: number; priceCents: number },
): Promise<void> {
  await tx.query(
    `UPDATE segment SET technician_id = $3, start_time = $4, end_time = $5, duration = $6, price_cents = $7 WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.id, input.technicianId, input.start, input.end, input.duration, input.priceCents],
  );
}

export async function setGuestStatus(tx: Db, tenantId: string, guestId: string, status: BookingStatus): Promise<void> {
  await tx.query(`UPDATE guest SET status = $3 WHERE tenant_id = $1 AND id = $2`, [tenantId, guestId, status]);
}

/** Onto the clipboard the guest's lines lose their technician; back on the board they get one again. */
export async function setGuestClipboard(tx: Db, tenantId: string, guestId: string, clipboard: boolean): Promise<void> {
  await tx.query(`UPDATE guest SET clipboard = $3 WHERE tenant_id = $1 AND id = $2`, [tenantId, guestId, clipboard]);
  if (clipboard) await tx.query(`UPDATE segment SET technician_id = NULL WHERE tenant_id = $1 AND guest_id = $2`, [tenantId, guestId]);
}

/** A booking seated from the clipboard as a walk-in: it counts in the turn list from now on. */
export async function setBookingWalkIn(tx: Db, input: { tenantId: string; bookingId: string; now: Date }): Promise<void> {
  await tx.query(`UPDATE booking SET walk_in = true, updated_at = $3 WHERE tenant_id = $1 AND id = $2`, [input.tenantId, input.bookingId, input.now]);
}

export async function setBookingConfirm(tx: Db, input: { tenantId: string; bookingId: string; confirm: boolean; now: Date }): Promise<void> {
  await tx.query(`UPDATE booking SET confirm = $3, updated_at = $4 WHERE tenant_id = $1 AND id = $2`, [
    input.tenantId,
    input.bookingId,
    input.confirm,
    input.now,
  ]);
}

/**
 * The booking's own status from its guests, and its start and end from the lines still on
 * the schedule (or, when every guest is off it, from all its lines; with none, as they were).
 */
export async function refreshBooking(
  tx: Db,
  input: { tenantId: string; bookingId: string; now: Date; known?: { guests: readonly SavedGuest[]; lines: readonly SavedLine[] } },
): Promise<void> {
  // `known`: the booking's rows as they are now, from a caller that holds its lock and wrote them.
  const guests = input.known?.guests ?? (await bookingGuests(tx, input.tenantId, input.bookingId));
  const lines = (input.known?.lines ?? (await bookingLines(tx, input.tenantId, input.bookingId))).filter((l) => l.active);
  const scheduledGuests = new Set(guests.filter((g) => !g.clipboard && isOnSchedule(statusOfRow(g.status))).map((g) => g.id));
  const scheduled = lines.filter((l) => scheduledGuests.has(l.guest_id));
  const basis = scheduled.length > 0 ? scheduled : lines;
  const start = basis.length > 0 ? new Date(Math.min(...basis.map((l) => l.start_time.getTime()))) : null;
  const end = basis.length > 0 ? new Date(Math.max(...basis.map((l) => l.end_time.getTime()))) : null;
  await tx.query(
    `UPDATE booking SET status = $3, start_time = coalesce($4::timestamptz, start_time), end_time = coalesce($5::timestamptz, end_time), updated_at = $6
      WHERE tenant_id = $1 AND id = $2`,
    [input.tenantId, input.bookingId, bookingStatusOf(guests.map((g) => statusOfRow(g.status))), start, end, input.now],
  );
}
