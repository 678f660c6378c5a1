import type { Db } from '../db/db';
import { BookingStatus } from '../../domain/api';
import type { GuestInput } from '../../domain/booking/args';
import { segmentEnd } from '../../domain/booking/validate';
import { formatZonedDateTime, parseZonedDateTime, type IsoDate } from '../../domain/time';
import type { JsonValue } from '../actionLog/actionLogRepository';
import { lineChanges, LineChange, type LineView } from './bookingEditInfo';
import { deleteGuests, deleteLines, upsertGuest, upsertLine, type SavedGuest, type SavedLine } from './bookingWriteRepository';
import type { BranchService } from './serviceFacts';

export type GuestWrites = {
  tenantId: string;
  branchId: string;
  bookingId: string;
  date: IsoDate;
  timeZone: string;
  /** Guests the save writes (read-only ones are left out and stay as saved). */
  editable: readonly GuestInput[];
  /** Saved guests missing from the form. */
  removed: readonly SavedGuest[];
  savedLines: readonly SavedLine[];
  statuses: ReadonlyMap<string, BookingStatus>;
  nameOf: (guest: GuestInput) => string;
  services: ReadonlyMap<string, BranchService>;
  now: Date;
};

/** Removed guests go; each written guest gets exactly the lines the form holds for it. */
export async function writeGuests(tx: Db, w: GuestWrites): Promise<void> {
  const { tenantId, branchId, bookingId, now } = w;
  await deleteGuests(tx, tenantId, w.removed.map((g) => g.id));
  for (const guest of w.editable) {
    const status = w.statuses.get(guest.id) ?? BookingStatus.WAITING;
    await upsertGuest(tx, { ...guest, name: w.nameOf(guest), status, tenantId, branchId, bookingId, now });
    const kept = new Set(guest.segments.map((s) => s.id));
    await deleteLines(tx, tenantId, w.savedLines.filter((l) => l.guest_id === guest.id && !kept.has(l.id)).map((l) => l.id));
    for (const line of guest.segments) {
      const service = line.serviceId === null ? undefined : w.services.get(line.serviceId);
      await upsertLine(tx, {
        ...line,
        tenantId,
        branchId,
        bookingId,
        guestId: guest.id,
        start: parseZonedDateTime(line.startTime, w.timeZone),
        end: parseZonedDateTime(segmentEnd(line, w.date), w.timeZone),
        cleaning: service?.cleaning ?? 0,
        priceCents: line.price,
        gender: guest.gender,
        numberTechnician: service?.numberTechnician ?? 1,
        now,
      });
    }
  }
}

/** The history entry of a save: which guests were added, changed or removed, and which lines changed. */
export function saveEditInfo(w: GuestWrites & { savedGuestIds: ReadonlySet<string>; technicianNames: ReadonlyMap<string, string> }): { guests: JsonValue[]; segments: JsonValue[] } {
  const touched = new Set([...w.editable.map((g) => g.id), ...w.removed.map((g) => g.id)]);
  const before: LineView[] = w.savedLines
    .filter((l) => touched.has(l.guest_id))
    .map((l) => ({
      id: l.id,
      guestId: l.guest_id,
      serviceName: l.service_name,
      technicianName: l.technician_name,
      startTime: formatZonedDateTime(l.start_time, w.timeZone),
      duration: l.duration,
      price: l.price_cents,
    }));
  const after: LineView[] = w.editable.flatMap((g) =>
    g.segments.map((l) => ({
      id: l.id,
      guestId: g.id,
      serviceName: l.serviceName,
      technicianName: w.technicianNames.get(l.technicianId) ?? null,
      startTime: l.startTime,
      duration: l.duration,
      price: l.price,
    })),
  );
  const guests: JsonValue[] = [
    ...w.editable.map((g) => ({
      id: g.id,
      name: w.nameOf(g),
      status: w.statuses.get(g.id) ?? null,
      change: w.savedGuestIds.has(g.id) ? LineChange.UPDATED : LineChange.ADDED,
    })),
    ...w.removed.map((g) => ({ id: g.id, name: g.name, status: g.status, change: LineChange.REMOVED })),
  ];
  return { guests, segments: lineChanges(before, after) };
}
