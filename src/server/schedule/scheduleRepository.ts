import type { Db } from '../db/db';
import { BookingStatus, WorkingType, type DayConfigResult } from '../../domain/api';
import { DaySource, shiftEndMinute, workingDay } from '../../domain/technician/working-time';
import { formatZonedDate, zonedDayRange, zonedTimeToInstant, type IsoDate } from '../../domain/time';
import { branchTimeZone } from '../branches/branchRepository';
import { byTechnician, configsOverlapping, manualDayOf, timeOffOverlapping, toConfig, toTimeOff } from '../technicians/workingTimeRepository';

export type TechnicianRow = {
  id: string;
  name: string;
  gender: 'MALE' | 'FEMALE';
  avatar: string | null;
  full_service: boolean;
  priority: number;
};
export type WorkingRow = { id: string; technician_id: string; type: string; start_time: Date; end_time: Date; note: string | null };
export type BookingRow = {
  id: string;
  branch_id: string;
  code: string;
  status: string;
  customer_id: string | null;
  customer_name: string;
  phone: string;
  email: string | null;
  start_time: Date;
  end_time: Date;
  created_at: Date;
  type: string;
  note: string | null;
  color: string | null;
  confirm: boolean;
  is_customer_new: boolean;
  walk_in: boolean;
  series_id: string | null;
};
export type GuestRow = {
  id: string;
  booking_id: string;
  name: string;
  status: string;
  gender: string;
  block: boolean;
  is_re_order: boolean;
  display_index: number;
  bill_id: string | null;
  already_tip: boolean;
  clipboard: boolean;
};
export type SegmentRow = {
  id: string;
  booking_id: string;
  guest_id: string;
  type: string;
  service_id: string | null;
  service_name: string;
  technician_id: string | null;
  technician_name: string | null;
  start_time: Date;
  end_time: Date;
  duration: number;
  cleaning: number;
  price_cents: number;
  active: boolean;
  display_index: number;
  package_id: string | null;
};

const BOOKING_COLUMNS = `b.id, b.branch_id, b.code, b.status, b.customer_id, b.customer_name, b.phone, b.email,
  b.start_time, b.end_time, b.created_at, b.type, b.note, b.color, b.confirm, b.is_customer_new, b.walk_in, b.series_id`;
const GUEST_COLUMNS = `g.id, g.booking_id, g.name, g.status, g.gender, g.block, g.is_re_order, g.display_index,
  g.bill_id, g.already_tip, g.clipboard`;

/** Guests still waiting for a slot; finished or dropped ones leave the clipboard. */
const CLIPBOARD_STATUSES = [BookingStatus.NEW, BookingStatus.WAITING, BookingStatus.CHECK_IN];

/** The menu badge: today's online bookings nobody has confirmed yet (status New). */
export async function countUnconfirmedOnlineToday(db: Db, tenantId: string, branchId: string, now: Date): Promise<number> {
  const timeZone = await branchTimeZone(db, tenantId, branchId);
  const { start, end } = zonedDayRange(formatZonedDate(now, timeZone), timeZone);
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM booking
      WHERE tenant_id = $1 AND branch_id = $2 AND start_time >= $3 AND start_time < $4
        AND status = $5 AND type = 'TYPE_BOOKING_ONLINE'`,
    [tenantId, branchId, start, end, BookingStatus.NEW],
  );
  return row.n;
}

/** The board's day: its date, the branch's zone and the day config (resolveDayConfig) of that date. */
export type BoardDay = { date: IsoDate; timeZone: string; config: Pick<DayConfigResult, 'startTime' | 'endTime' | 'isHoliday'> };

/**
 * What decides who works a day and how, apart from their bookings: the active technicians (only
 * those of `only` when given), their manual shifts and breaks, configurations, time off and
 * services. Booking changes leave all of it as it is, so a push keeps it for its chunk
 * (src/server/booking/boardFacts.ts).
 */
export async function technicianDayFacts(db: Db, tenantId: string, branchId: string, day: BoardDay, only?: readonly string[]) {
  const { start, end } = zonedDayRange(day.date, day.timeZone);
  const candidates = await db.query<TechnicianRow>(
    `SELECT t.id, t.name, t.gender, t.avatar, t.full_service, t.priority
       FROM technician t
      WHERE t.tenant_id = $1 AND t.branch_id = $2 AND t.active ${only ? 'AND t.id = ANY($3::uuid[])' : ''}
      ORDER BY t.priority, t.name, t.id`,
    only ? [tenantId, branchId, only] : [tenantId, branchId],
  );
  const candidateIds = candidates.map((t) => t.id);
  if (candidateIds.length === 0) return { candidates, rows: [], configs: [], timeOff: [], services: [] };
  const [rows, configs, timeOff, services] = await Promise.all([
    db.query<WorkingRow & { created_at: Date }>(
      `SELECT id, technician_id, type, start_time, end_time, note, created_at FROM technician_working
        WHERE tenant_id = $1 AND technician_id = ANY($2::uuid[]) AND start_time < $4 AND end_time > $3
        ORDER BY start_time, id`,
      [tenantId, candidateIds, start, end],
    ),
    configsOverlapping(db, tenantId, candidateIds, day.date, day.date),
    timeOffOverlapping(db, tenantId, candidateIds, day.date, day.date),
    db.query<{ technician_id: string; service_id: string }>(
      `SELECT technician_id, service_id FROM technician_service
        WHERE tenant_id = $1 AND technician_id = ANY($2::uuid[]) ORDER BY service_id, technician_id`,
      [tenantId, candidateIds],
    ),
  ]);
  return { candidates, rows, configs, timeOff, services };
}

export type TechnicianDayFacts = Awaited<ReturnType<typeof technicianDayFacts>>;

/** Of those technicians, the ones with a line on the schedule that day. */
async function bookedOn(db: Db, tenantId: string, day: BoardDay, technicianIds: readonly string[]): Promise<Set<string>> {
  if (technicianIds.length === 0) return new Set();
  const { start, end } = zonedDayRange(day.date, day.timeZone);
  const rows = await db.query<{ technician_id: string }>(
    `SELECT DISTINCT s.technician_id FROM segment s JOIN guest g ON g.tenant_id = s.tenant_id AND g.id = s.guest_id
      WHERE s.tenant_id = $1 AND s.technician_id = ANY($2::uuid[]) AND s.start_time < $4 AND s.end_time > $3
        AND s.active AND NOT g.clipboard AND g.status <> ALL($5::text[])`,
    [tenantId, technicianIds, start, end, [BookingStatus.CANCEL, BookingStatus.NO_SHOW]],
  );
  return new Set(rows.map((r) => r.technician_id));
}

/**
 * The technicians who work that day, with their working time and breaks (src/domain/technician/
 * working-time.ts decides the day: time off, the day's own shifts or the configuration saved
 * last); only those of `only` when given (a check that concerns one column need not read the
 * others). A configured day's shifts come as WORKING entries made on the fly. A technician
 * booked that day keeps their column even off work (time off given after the booking): with
 * no working hours nothing new lands there, and their guests stay in sight to be moved. Their
 * bookings are read now, and only for those off work; the rest may come from `known` facts.
 */
export async function techniciansOfDay(db: Db, tenantId: string, branchId: string, day: BoardDay, only?: readonly string[], known?: TechnicianDayFacts) {
  const { candidates, rows, configs, timeOff, services } = known ?? (await technicianDayFacts(db, tenantId, branchId, day, only));
  const { end } = zonedDayRange(day.date, day.timeZone);
  const rowsOf = byTechnician(rows);
  const configsOf = byTechnician(configs);
  const timeOffOf = byTechnician(timeOff);
  const days = candidates.map((t) => {
    const own = rowsOf.get(t.id) ?? [];
    const manualRows = own.filter((w) => w.type === WorkingType.WORKING);
    const breaks = own.filter((w) => w.type !== WorkingType.WORKING);
    const decided = workingDay({
      date: day.date,
      day: day.config,
      configs: (configsOf.get(t.id) ?? []).map(toConfig),
      timeOff: (timeOffOf.get(t.id) ?? []).map(toTimeOff),
      manual: manualDayOf(manualRows, day.timeZone),
    });
    const off = decided.source === DaySource.TIME_OFF || (decided.shifts.length === 0 && breaks.length === 0);
    return { t, manualRows, breaks, decided, off };
  });
  const booked = await bookedOn(db, tenantId, day, days.filter((d) => d.off).map((d) => d.t.id));
  const technicians: TechnicianRow[] = [];
  const workings: WorkingRow[] = [];
  for (const { t, manualRows, breaks, decided, off } of days) {
    if (off && !booked.has(t.id)) continue;
    technicians.push(t);
    const shifts: WorkingRow[] = decided.source === DaySource.MANUAL
      ? manualRows
      : decided.shifts.map((s, i) => ({
          // Made on the fly: never a row, so never a break to unbreak; stable for the same day.
          id: `${decided.configId ?? 'config'}:${day.date}:${i}`,
          technician_id: t.id,
          type: WorkingType.WORKING,
          start_time: zonedTimeToInstant(day.date, s.start, day.timeZone),
          end_time: shiftEndMinute(s.end) === 1440 ? end : zonedTimeToInstant(day.date, s.end, day.timeZone),
          note: null,
        }));
    workings.push(...[...shifts, ...breaks].map(({ id, technician_id, type, start_time, end_time, note }) => ({ id, technician_id, type, start_time, end_time, note })));
  }
  workings.sort((a, b) => a.start_time.getTime() - b.start_time.getTime() || (a.id < b.id ? -1 : 1));
  const kept = new Set(technicians.map((t) => t.id));
  return { technicians, workings, services: services.filter((s) => kept.has(s.technician_id)) };
}

async function guestsAndSegments(db: Db, tenantId: string, bookingIds: string[], guestFilter: (g: GuestRow) => boolean) {
  if (bookingIds.length === 0) return { guests: [], segments: [], guestCounts: new Map<string, number>() };
  const [guests, segments] = await Promise.all([
    db.query<GuestRow>(
      `SELECT ${GUEST_COLUMNS} FROM guest g WHERE g.tenant_id = $1 AND g.booking_id = ANY($2::uuid[])
        ORDER BY g.booking_id, g.display_index, g.id`,
      [tenantId, bookingIds],
    ),
    db.query<SegmentRow>(
      `SELECT s.id, s.booking_id, s.guest_id, s.type, s.service_id, s.service_name, s.technician_id,
              t.name AS technician_name, s.start_time, s.end_time, s.duration, s.cleaning, s.price_cents,
              s.active, s.display_index, s.package_id
         FROM segment s LEFT JOIN technician t ON t.id = s.technician_id AND t.tenant_id = s.tenant_id
        WHERE s.tenant_id = $1 AND s.booking_id = ANY($2::uuid[])
        ORDER BY s.display_index, s.start_time, s.id`,
      [tenantId, bookingIds],
    ),
  ]);
  // numberGuest counts every guest of the booking, on the schedule or not.
  const guestCounts = new Map<string, number>();
  for (const g of guests) guestCounts.set(g.booking_id, (guestCounts.get(g.booking_id) ?? 0) + 1);
  return { guests: guests.filter(guestFilter), segments, guestCounts };
}

/** Bookings starting that day with at least one guest on the schedule (every status). */
export async function bookingsInRange(db: Db, tenantId: string, branchId: string, start: Date, end: Date) {
  const bookings = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM booking b
      WHERE b.tenant_id = $1 AND b.branch_id = $2 AND b.start_time >= $3 AND b.start_time < $4
        AND EXISTS (SELECT 1 FROM guest g WHERE g.tenant_id = $1 AND g.booking_id = b.id AND NOT g.clipboard)
      ORDER BY b.start_time, b.code`,
    [tenantId, branchId, start, end],
  );
  return { bookings, ...(await guestsAndSegments(db, tenantId, bookings.map((b) => b.id), (g) => !g.clipboard)) };
}

/** Guests waiting on the clipboard of a branch, whatever their date, with their bookings. */
export async function clipboard(db: Db, tenantId: string, branchId: string) {
  const bookings = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM booking b
      WHERE b.tenant_id = $1 AND b.branch_id = $2
        AND EXISTS (SELECT 1 FROM guest g WHERE g.tenant_id = $1 AND g.booking_id = b.id
                     AND g.clipboard AND g.status = ANY($3::text[]))
      ORDER BY b.start_time, b.code`,
    [tenantId, branchId, CLIPBOARD_STATUSES],
  );
  const statuses: readonly string[] = CLIPBOARD_STATUSES;
  const rest = await guestsAndSegments(db, tenantId, bookings.map((b) => b.id), (g) => g.clipboard && statuses.includes(g.status));
  return { bookings, ...rest };
}
