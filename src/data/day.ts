/** Loaders for one branch day and its clipboard: fetch, then write into Dexie. */
import {
  ApiPath,
  type ClipboardResult,
  type DayBookingsResult,
  type DayConfigResult,
  type ScheduleTechnician,
} from '../domain/api';
import { apiGet } from './api-client';
import { db, dayKey, MetaKey, type DaySnapshot } from './db';

/**
 * Fetches the three day endpoints together and stores whatever arrived; a part that failed
 * keeps its previous snapshot. The first failure is re-thrown so the caller can tell the user.
 */
export async function loadDay(branchId: string, date: string): Promise<void> {
  const params = { branchId, date };
  const [config, technicians, bookings] = await Promise.allSettled([
    apiGet<DayConfigResult>(ApiPath.DAY_CONFIG, params),
    apiGet<ScheduleTechnician[]>(ApiPath.DAY_TECHNICIANS, params),
    apiGet<DayBookingsResult>(ApiPath.DAY_BOOKINGS, params),
  ]);

  const key = dayKey(branchId, date);
  await db.transaction('rw', db.days, async () => {
    const previous = await db.days.get(key);
    const next: DaySnapshot = {
      key,
      branchId,
      date,
      config: config.status === 'fulfilled' ? config.value : (previous?.config ?? null),
      technicians:
        technicians.status === 'fulfilled' ? technicians.value : (previous?.technicians ?? null),
      bookings: bookings.status === 'fulfilled' ? bookings.value.bookings : (previous?.bookings ?? null),
      guests: bookings.status === 'fulfilled' ? bookings.value.guests : (previous?.guests ?? null),
      fetchedAt:
        config.status === 'fulfilled' || technicians.status === 'fulfilled' || bookings.status === 'fulfilled'
          ? Date.now()
          : (previous?.fetchedAt ?? 0),
    };
    await db.days.put(next);
  });

  const failure = [config, technicians, bookings].find((r) => r.status === 'rejected');
  if (failure?.status === 'rejected') throw failure.reason;
}

export async function loadClipboard(branchId: string): Promise<void> {
  const result = await apiGet<ClipboardResult>(ApiPath.CLIPBOARD, { branchId });
  await db.clipboards.put({ branchId, bookings: result.bookings, guests: result.guests, fetchedAt: Date.now() });
}

export async function rememberViewedDay(userId: string, branchId: string, date: string): Promise<void> {
  await db.meta.put({ key: MetaKey.lastViewedDay(userId, branchId), value: date });
}

export async function lastViewedDay(userId: string, branchId: string): Promise<string | null> {
  return (await db.meta.get(MetaKey.lastViewedDay(userId, branchId)))?.value ?? null;
}
