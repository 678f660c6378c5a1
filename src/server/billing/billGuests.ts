import type { Db } from '../db/db';
import type { Guest } from '../../domain/api';
import type { GuestRow, SegmentRow } from '../schedule/scheduleRepository';
import { toBookingsAndGuests } from '../schedule/scheduleMapper';

/** A guest with the branch it belongs to, as a bill checks it. */
export type BillGuestRow = GuestRow & { branch_id: string };

const GUEST_COLUMNS = `g.id, g.branch_id, g.booking_id, g.name, g.status, g.gender, g.block, g.is_re_order, g.display_index,
  g.bill_id, g.already_tip, g.clipboard`;

/**
 * The guests (of the tenant) among `ids` with every line. With `lock`, their bookings and then
 * the guests are locked in id order, the order booking changes take them, so a bill and a
 * booking change of the same guests take turns instead of deadlocking.
 */
export async function guestsWithLines(
  db: Db,
  input: { tenantId: string; ids: readonly string[]; lock?: boolean },
): Promise<{ guests: BillGuestRow[]; segments: SegmentRow[] }> {
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return { guests: [], segments: [] };
  if (input.lock) {
    await db.query(
      `SELECT id FROM booking WHERE tenant_id = $1 AND id IN (SELECT booking_id FROM guest WHERE tenant_id = $1 AND id = ANY($2::uuid[]))
        ORDER BY id FOR UPDATE`,
      [input.tenantId, ids],
    );
  }
  const guests = await db.query<BillGuestRow>(
    `SELECT ${GUEST_COLUMNS} FROM guest g WHERE g.tenant_id = $1 AND g.id = ANY($2::uuid[]) ORDER BY g.id${input.lock ? ' FOR UPDATE' : ''}`,
    [input.tenantId, ids],
  );
  const segments = await db.query<SegmentRow>(
    `SELECT s.id, s.booking_id, s.guest_id, s.type, s.service_id, s.service_name, s.technician_id, t.name AS technician_name,
            s.start_time, s.end_time, s.duration, s.cleaning, s.price_cents, s.active, s.display_index, s.package_id
       FROM segment s LEFT JOIN technician t ON t.id = s.technician_id AND t.tenant_id = s.tenant_id
      WHERE s.tenant_id = $1 AND s.guest_id = ANY($2::uuid[])
      ORDER BY s.display_index, s.start_time, s.id`,
    [input.tenantId, ids],
  );
  return { guests, segments };
}

/** The guests in the order of `ids`, as the shared Guest shape (active lines only). */
export function toGuests(rows: { guests: readonly GuestRow[]; segments: SegmentRow[] }, ids: readonly string[], timeZone: string): Guest[] {
  const mapped = toBookingsAndGuests({ bookings: [], guests: [...rows.guests], segments: rows.segments, guestCounts: new Map() }, timeZone).guests;
  const byId = new Map(mapped.map((g) => [g.id, g]));
  return [...new Set(ids)].flatMap((id) => {
    const guest = byId.get(id);
    return guest ? [guest] : [];
  });
}

/** Guests paid by a bill (Completed, bill set) or released by its cancel (Processing, no bill, no tip). */
export async function setGuestsBill(
  tx: Db,
  input: { tenantId: string; ids: readonly string[]; billId: string | null; status: string; alreadyTip?: boolean },
): Promise<void> {
  if (input.ids.length === 0) return;
  await tx.query(
    `UPDATE guest SET bill_id = $3, status = $4, already_tip = coalesce($5::boolean, already_tip) WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
    [input.tenantId, [...input.ids], input.billId, input.status, input.alreadyTip ?? null],
  );
}

/** Released from a draft without being paid: only the link goes. */
export async function unlinkGuests(tx: Db, input: { tenantId: string; ids: readonly string[] }): Promise<void> {
  if (input.ids.length === 0) return;
  await tx.query(`UPDATE guest SET bill_id = NULL WHERE tenant_id = $1 AND id = ANY($2::uuid[])`, [input.tenantId, [...input.ids]]);
}

/** A bill's tip shows on its guests' cards (alreadyTip). */
export async function setBillGuestsTip(tx: Db, input: { tenantId: string; billId: string; alreadyTip: boolean }): Promise<void> {
  await tx.query(`UPDATE guest SET already_tip = $3 WHERE tenant_id = $1 AND bill_id = $2`, [input.tenantId, input.billId, input.alreadyTip]);
}
