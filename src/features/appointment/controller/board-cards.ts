/**
 * From the worker's board screen to the cards the board draws: each laid-out segment joined
 * to its booking and guest for the customer, phone, colour, status and the "not yet sent" mark.
 */
import type { Booking, Guest } from '../../../domain/api';
import { progressOf } from '../../../domain/booking/status';
import { formatPhone, type PhoneSetting } from '../../../domain/phone';
import type { BoardScreen } from '../../../worker/api';
import type { BoardCard } from '../board/board-types';
import { statusColor } from '../status-style';
import type { PackageRow } from '../../../domain/catalogue/package-contract';

/** `packages`: the branch's stored packages, to name a line booked in one. */
export function boardCards(screen: BoardScreen, phone: PhoneSetting, packages: ReadonlyMap<string, Pick<PackageRow, 'content'>> = new Map()): BoardCard[] {
  const packageOf = new Map(screen.view.guests.flatMap((g) => g.segments.flatMap((s) => (s.packageId ? [[s.id, s.packageId] as const] : []))));
  const bookings = new Map<string, Booking>(screen.view.bookings.map((b) => [b.id, b]));
  const guestCount = new Map<string, number>();
  for (const g of screen.view.guests) guestCount.set(g.bookingId, (guestCount.get(g.bookingId) ?? 0) + 1);
  const pending = new Set(screen.view.pendingIds);
  const events = new Map(Object.values(screen.events).flat().map((e) => [e.id, e]));
  const cards: BoardCard[] = [];
  for (const item of screen.items) {
    const event = events.get(item.id);
    const booking = bookings.get(item.bookingId);
    if (!event || !booking) continue;
    cards.push({
      item,
      event,
      customerName: booking.customerName,
      phoneLabel: formatPhone(booking.phone, phone),
      statusColor: statusColor(item.status, booking),
      color: booking.color,
      bookingCode: booking.code,
      pending: pending.has(item.id) || pending.has(item.guestId),
      progress: progressOf(item.status),
      guestCountOfBooking: guestCount.get(booking.id) ?? 1,
      packageName: packages.get(packageOf.get(item.id) ?? '')?.content ?? null,
    });
  }
  return cards;
}

/** Guests of the booking a card belongs to, for the menu's group variants. */
export function guestsOfBooking(screen: BoardScreen, bookingId: string): Guest[] {
  return screen.view.guests.filter((g) => g.bookingId === bookingId);
}

/** Booking count per technician for the column headers. */
export function bookingCounts(screen: BoardScreen): Record<string, number> {
  return Object.fromEntries(screen.stats.perTechnician.map((t) => [t.technicianId, t.bookings]));
}
