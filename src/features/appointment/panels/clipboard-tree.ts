/**
 * The clipboard side panel's tree: each booking with the guests still waiting to be placed,
 * filtered by the search box (customer or guest name, phone digits, booking code).
 */
import type { Booking, Guest } from '../../../domain/api';
import { stripPhone } from '../../../domain/phone';
import { isWaitingOnClipboard } from '../status-style';

export type ClipboardGuestNode = {
  guest: Guest;
  services: string[];
  /** Minutes from the guest's first service start to the last service end. */
  duration: number;
};

export type ClipboardBookingNode = {
  booking: Booking;
  guests: ClipboardGuestNode[];
  /** A change to one of its guests (or the booking) is still in this tablet's outbox. */
  pending: boolean;
};

const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

function toMinutes(dateTime: string): number | null {
  const m = DATE_TIME_RE.exec(dateTime);
  if (!m) return null;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) / 60_000;
}

/**
 * Services of one guest can run side by side (several technicians at once), so the guest's
 * time is the span they cover, not the sum of their durations.
 */
export function guestDuration(guest: Pick<Guest, 'segments'>): number {
  let first = Infinity;
  let last = -Infinity;
  let summed = 0;
  for (const s of guest.segments) {
    summed += s.duration;
    const start = toMinutes(s.startTime);
    if (start === null) continue;
    first = Math.min(first, start);
    last = Math.max(last, start + s.duration);
  }
  return Number.isFinite(first) && Number.isFinite(last) ? Math.max(0, last - first) : summed;
}

function matches(node: ClipboardBookingNode, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  const b = node.booking;
  const texts = [b.customerName, b.code, ...node.guests.map((g) => g.guest.name)];
  if (texts.some((text) => text.toLowerCase().includes(q))) return true;
  // Typed phones often carry the mask's spaces; the stored phone has none.
  const digits = stripPhone(q);
  return /^\d+$/.test(digits) && stripPhone(b.phone).includes(digits);
}

export function buildClipboardTree(args: {
  bookings: readonly Booking[];
  guests: readonly Guest[];
  pendingIds: readonly string[];
  query: string;
}): ClipboardBookingNode[] {
  const pending = new Set(args.pendingIds);
  const byBooking = new Map<string, Guest[]>();
  for (const g of args.guests) {
    if (!isWaitingOnClipboard(g.status)) continue;
    const list = byBooking.get(g.bookingId) ?? [];
    list.push(g);
    byBooking.set(g.bookingId, list);
  }
  const nodes: ClipboardBookingNode[] = [];
  for (const booking of args.bookings) {
    const guests = (byBooking.get(booking.id) ?? []).sort((a, b) => a.displayIndex - b.displayIndex);
    if (guests.length === 0) continue;
    nodes.push({
      booking,
      guests: guests.map((guest) => ({
        guest,
        services: [...guest.segments].sort((a, b) => a.displayIndex - b.displayIndex).map((s) => s.serviceName),
        duration: guestDuration(guest),
      })),
      pending: pending.has(booking.id) || guests.some((g) => pending.has(g.id)),
    });
  }
  nodes.sort((a, b) => a.booking.startTime.localeCompare(b.booking.startTime) || a.booking.code.localeCompare(b.booking.code));
  return nodes.filter((n) => matches(n, args.query));
}
