import { byStartThenId, isOnSchedule, type SchedulerItem } from '../../domain/scheduler/items';
import { formatZonedDateTime } from '../../domain/time';
import type { Db } from '../db/db';
import { asGender, asStatus } from './scheduleMapper';

type ColumnLineRow = {
  id: string;
  booking_id: string;
  guest_id: string;
  technician_id: string;
  service_id: string | null;
  service_name: string;
  start_time: Date;
  end_time: Date;
  duration: number;
  price_cents: number;
  status: string;
  gender: string;
};

/**
 * The scheduled lines of some technicians on a day, exactly the items the whole day's read
 * gives those columns (bookings starting in [start, end), guests off the clipboard and still on
 * the schedule, active lines), in one statement. A move's check looks at its target column only:
 * reading whole bookings, their guests and all their lines (three statements) was most of a
 * queued move's cost on the server.
 */
export async function columnItems(
  db: Db,
  input: { tenantId: string; branchId: string; start: Date; end: Date; technicianIds: readonly string[]; timeZone: string },
): Promise<SchedulerItem[]> {
  const rows = await db.query<ColumnLineRow>(
    `SELECT s.id, g.booking_id, s.guest_id, s.technician_id, s.service_id, s.service_name,
            s.start_time, s.end_time, s.duration, s.price_cents, g.status, g.gender
       FROM segment s
       JOIN guest g ON g.tenant_id = s.tenant_id AND g.id = s.guest_id AND g.booking_id = s.booking_id
       JOIN booking b ON b.tenant_id = s.tenant_id AND b.id = s.booking_id
      WHERE s.tenant_id = $1 AND s.technician_id = ANY($5::uuid[]) AND s.active AND NOT g.clipboard
        AND b.branch_id = $2 AND b.start_time >= $3 AND b.start_time < $4`,
    [input.tenantId, input.branchId, input.start, input.end, input.technicianIds],
  );
  const items: SchedulerItem[] = [];
  for (const r of rows) {
    const status = asStatus(r.status);
    if (!isOnSchedule(status)) continue;
    items.push({
      id: r.id,
      bookingId: r.booking_id,
      guestId: r.guest_id,
      technicianId: r.technician_id,
      serviceId: r.service_id,
      serviceName: r.service_name,
      status,
      startTime: formatZonedDateTime(r.start_time, input.timeZone),
      endTime: formatZonedDateTime(r.end_time, input.timeZone),
      serviceTime: r.duration,
      servicePrice: r.price_cents,
      gender: asGender(r.gender),
    });
  }
  return items.sort(byStartThenId);
}
