/**
 * One booking read whole: from the server when online, else from the stored days (the board's
 * copies), so the drawer's booking link still shows something offline, and a booking made
 * here shows before the server has it.
 */
import type { BookingDetail } from '../domain/booking/reads';
import { BookingReadPath } from '../domain/booking/read-paths';
import { isOfflineError } from './api-client';
import { defaultEnv, type DataEnv } from './data-env';
import { Creates, notYetOnServer } from './not-yet-on-server';

export type BookingView = { booking: BookingDetail['booking'] | (BookingDetail['booking'] & { customer: null }); guests: BookingDetail['guests']; fromServer: boolean };

async function storedBooking(env: DataEnv, bookingId: string): Promise<BookingView | null> {
  const days = await env.db.days.toArray();
  for (const day of days) {
    const booking = day.bookings?.find((b) => b.id === bookingId);
    if (!booking) continue;
    const guests = (day.guests ?? []).filter((g) => g.bookingId === bookingId).map((g) => ({ ...g, clipboard: false }));
    return { booking: { ...booking, customer: null, gender: 'ANY', block: false, isReOrder: false }, guests, fromServer: false };
  }
  return null;
}

export async function readBooking(bookingId: string, env: DataEnv = defaultEnv): Promise<BookingView | null> {
  if (await notYetOnServer(env.db, Creates.BOOKING, bookingId)) return storedBooking(env, bookingId);
  try {
    const detail = await env.api.get<BookingDetail>(`${BookingReadPath.BOOKING_DETAIL}/${bookingId}`);
    return { ...detail, fromServer: true };
  } catch (error) {
    if (!isOfflineError(error)) throw error;
    return storedBooking(env, bookingId);
  }
}
