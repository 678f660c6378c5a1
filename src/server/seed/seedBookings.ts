import type { Db, SqlValue } from '../db/db';
import { BookingStatus, type BookingStatus as Status } from '../../domain/api';
import { hourMinute, zonedTimeToInstant } from '../../domain/time';
import type { Rand } from './prng';
import { insertRows } from './insertRows';
import type { SeedBranch, SeededCustomer, SeededService, SeededTechnician } from './seedBranch';

type Interval = { start: number; end: number };
type PlannedSegment = { service: SeededService; technicianId: string | null; start: number; end: number };
type PlannedGuest = { name: string; segments: PlannedSegment[]; clipboard: boolean };
type PlannedBooking = {
  customer: SeededCustomer;
  guests: PlannedGuest[];
  start: number;
  end: number;
  status: Status;
  online: boolean;
  confirm: boolean;
};

const COLORS = [null, null, null, '#f06595', '#4dabf7', '#69db7c'] as const;

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** A free start for `length` minutes in a technician's shift, on the quarter hour, or null. */
function freeStart(rand: Rand, tech: SeededTechnician, busy: Interval[], length: number, notBefore: number): number | null {
  const shift = tech.shift;
  if (!shift) return null;
  const candidates: number[] = [];
  for (let t = Math.max(shift.start, notBefore); t + length <= shift.end; t += 15) {
    const slot = { start: t, end: t + length };
    if (shift.breakStart !== undefined && shift.breakEnd !== undefined && overlaps(slot, { start: shift.breakStart, end: shift.breakEnd })) continue;
    if (busy.some((b) => overlaps(slot, b))) continue;
    candidates.push(t);
  }
  return candidates.length ? rand.pick(candidates) : null;
}

/** Status as the day would have it at `nowMinute`: done in the past, in progress now, waiting later. */
function statusAt(rand: Rand, start: number, end: number, nowMinute: number): { status: Status; online: boolean; confirm: boolean } {
  const online = rand.chance(0.3);
  if (end <= nowMinute) {
    const r = rand.next();
    return { status: r < 0.8 ? BookingStatus.COMPLETED : r < 0.9 ? BookingStatus.NO_SHOW : BookingStatus.CANCEL, online, confirm: true };
  }
  if (start <= nowMinute) return { status: rand.chance(0.8) ? BookingStatus.PROCESSING : BookingStatus.CHECK_IN, online, confirm: true };
  const r = rand.next();
  if (r < 0.2) return { status: BookingStatus.NEW, online: true, confirm: false };
  if (r < 0.27) return { status: BookingStatus.CHECK_IN, online, confirm: true };
  if (r < 0.32) return { status: BookingStatus.CANCEL, online, confirm: true };
  return { status: BookingStatus.WAITING, online, confirm: true };
}

/**
 * Plans a day of bookings that fit the technicians' shifts (no double booking, no booking
 * over a break), then guarantees every status appears so each colour can be seen.
 */
export function planDay(
  rand: Rand,
  input: {
    technicians: readonly SeededTechnician[];
    services: readonly SeededService[];
    customers: readonly SeededCustomer[];
    count: number;
    nowMinute: number;
    maxGuests: number;
    clipboardCount: number;
    open: number;
  },
): PlannedBooking[] {
  const busy = new Map<string, Interval[]>(input.technicians.map((t) => [t.id, []]));
  const working = input.technicians.filter((t) => t.shift);
  const singleServices = input.services.filter((s) => s.numberTechnician === 1);
  const planned: PlannedBooking[] = [];

  for (let i = 0; i < input.count && working.length > 0; i++) {
    const customer = rand.pick(input.customers);
    const guestCount = input.maxGuests > 1 && rand.chance(0.15) ? 2 : 1;
    const guests: PlannedGuest[] = [];
    let bookingStart: number | null = null;
    for (let g = 0; g < guestCount; g++) {
      for (const tech of rand.shuffle(working)) {
        const offered = singleServices.filter((s) => tech.serviceIds.has(s.id));
        if (offered.length === 0) continue;
        const first = rand.pick(offered);
        const chosen = rand.chance(0.25) ? [first, rand.pick(offered)].filter((s, k, all) => all.indexOf(s) === k) : [first];
        const length = chosen.reduce((sum, s) => sum + s.duration + s.cleaning, 0);
        const techBusy = busy.get(tech.id) ?? [];
        // A second guest comes with the first: same start, another technician.
        const start: number | null =
          bookingStart === null
            ? freeStart(rand, tech, techBusy, length, input.open)
            : freeStart(rand, tech, techBusy, length, bookingStart) === bookingStart
              ? bookingStart
              : null;
        if (start === null) continue;
        let t = start;
        const segments = chosen.map((service) => {
          const seg = { service, technicianId: tech.id, start: t, end: t + service.duration };
          t += service.duration + service.cleaning;
          return seg;
        });
        techBusy.push({ start, end: t });
        bookingStart ??= start;
        guests.push({ name: g === 0 ? customer.name : `${customer.name.split(' ')[0]} GUEST`, segments, clipboard: false });
        break;
      }
      if (guests.length === 0) break;
    }
    const [firstGuest] = guests;
    if (!firstGuest || bookingStart === null) continue;
    const end = Math.max(...guests.flatMap((g) => g.segments.map((s) => s.end)));
    planned.push({ customer, guests, start: bookingStart, end, ...statusAt(rand, bookingStart, end, input.nowMinute) });
  }

  ensureEveryStatus(planned);

  // Clipboard: guests who asked for a time but have no technician slot yet.
  for (let i = 0; i < input.clipboardCount && singleServices.length > 0; i++) {
    const customer = rand.pick(input.customers);
    const service = rand.pick(singleServices);
    const start = Math.max(input.nowMinute, input.open) + 30 + i * 30;
    const online = i === 0;
    planned.push({
      customer,
      guests: [{ name: customer.name, clipboard: true, segments: [{ service, technicianId: null, start, end: start + service.duration }] }],
      start,
      end: start + service.duration,
      status: online ? BookingStatus.NEW : BookingStatus.WAITING,
      online,
      confirm: !online,
    });
  }
  return planned;
}

/** Whatever the hour, the demo shows every status: the commonest lends bookings to missing ones. */
function ensureEveryStatus(planned: PlannedBooking[]): void {
  for (const status of Object.values(BookingStatus)) {
    if (planned.some((b) => b.status === status)) continue;
    const counts = new Map<Status, number>();
    for (const b of planned) counts.set(b.status, (counts.get(b.status) ?? 0) + 1);
    const [commonest] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    const donor = planned.find((b) => b.status === commonest);
    if (!donor || (counts.get(donor.status) ?? 0) < 2) continue;
    donor.status = status;
    donor.online = status === BookingStatus.NEW ? true : donor.online;
    donor.confirm = status !== BookingStatus.NEW;
  }
}

export async function insertPlannedDay(
  db: Db,
  rand: Rand,
  branch: SeedBranch,
  input: { date: string; planned: readonly PlannedBooking[]; firstCode: number; now: Date },
): Promise<number> {
  const at = (minute: number): Date => zonedTimeToInstant(input.date, hourMinute(minute), branch.timeZone);
  const bookingRows: SqlValue[][] = [];
  const guestRows: SqlValue[][] = [];
  const segmentRows: SqlValue[][] = [];
  let code = input.firstCode;

  for (const b of input.planned) {
    const bookingId = rand.uuid();
    const createdAt = new Date(Math.min(input.now.getTime(), at(b.start).getTime()) - rand.int(1, 14) * 24 * 3600 * 1000);
    bookingRows.push([
      bookingId, branch.tenantId, branch.branchId, `${branch.code}-${code++}`, b.status, b.customer.id, b.customer.name,
      b.customer.phone, b.customer.email, at(b.start), at(b.end), b.online ? 'TYPE_BOOKING_ONLINE' : 'TYPE_BOOKING_OFFLINE',
      rand.chance(0.15) ? 'Prefers a quiet room' : null, rand.pick(COLORS), b.confirm, rand.chance(0.1), createdAt, createdAt,
    ]);
    b.guests.forEach((g, gi) => {
      const guestId = rand.uuid();
      guestRows.push([guestId, branch.tenantId, branch.branchId, bookingId, g.name, b.status, gi, g.clipboard, createdAt]);
      g.segments.forEach((s, si) => {
        segmentRows.push([
          rand.uuid(), branch.tenantId, branch.branchId, bookingId, guestId, 'service', s.service.id, s.service.name,
          s.technicianId, at(s.start), at(s.end), s.service.duration, s.service.cleaning, s.service.priceCents, si, createdAt,
        ]);
      });
    });
  }

  await insertRows(
    db,
    'booking',
    ['id', 'tenant_id', 'branch_id', 'code', 'status', 'customer_id', 'customer_name', 'phone', 'email', 'start_time', 'end_time',
      'type', 'note', 'color', 'confirm', 'is_customer_new', 'created_at', 'updated_at'],
    bookingRows,
  );
  await insertRows(db, 'guest', ['id', 'tenant_id', 'branch_id', 'booking_id', 'name', 'status', 'display_index', 'clipboard', 'created_at'], guestRows);
  await insertRows(
    db,
    'segment',
    ['id', 'tenant_id', 'branch_id', 'booking_id', 'guest_id', 'type', 'service_id', 'service_name', 'technician_id', 'start_time',
      'end_time', 'duration', 'cleaning', 'price_cents', 'display_index', 'created_at'],
    segmentRows,
  );
  await db.query(
    `INSERT INTO branch_sequence (tenant_id, branch_id, name, next_value) VALUES ($1, $2, 'booking', $3)
     ON CONFLICT (branch_id, name) DO UPDATE SET next_value = GREATEST(branch_sequence.next_value, EXCLUDED.next_value)`,
    [branch.tenantId, branch.branchId, code],
  );
  return code;
}
