/** Loaders for one branch day and its clipboard: fetch, then write into Dexie. */
import {
  ApiPath,
  type ClipboardResult,
  type DayBookingsResult,
  type DayConfigResult,
  type ScheduleTechnician,
} from '../domain/api';
import { defaultEnv, type DataEnv } from './data-env';
import { db, dayKey, MetaKey, type DaySnapshot } from './db';
import { guardStorage } from './storage-errors';

/** The day each database last loaded (the one on screen): the pull after a push refreshes it. */
const lastLoaded = new Map<string, { branchId: string; date: string }>();

export function lastLoadedDay(dbName: string): { branchId: string; date: string } | null {
  return lastLoaded.get(dbName) ?? null;
}

/**
 * Fetches the three day endpoints together and stores whatever arrived; a part that failed
 * keeps its previous snapshot. The first failure is re-thrown so the caller can tell the user.
 */
export async function loadDay(branchId: string, date: string, env: DataEnv = defaultEnv): Promise<void> {
  lastLoaded.set(env.db.name, { branchId, date });
  const params = { branchId, date };
  const startedAt = env.now().getTime();
  const [config, technicians, bookings] = await Promise.allSettled([
    env.api.get<DayConfigResult>(ApiPath.DAY_CONFIG, params),
    env.api.get<ScheduleTechnician[]>(ApiPath.DAY_TECHNICIANS, params),
    env.api.get<DayBookingsResult>(ApiPath.DAY_BOOKINGS, params),
  ]);

  const key = dayKey(branchId, date);
  const anyArrived = [config, technicians, bookings].some((r) => r.status === 'fulfilled');
  // Nothing arrived (offline): the stored day stays as it is. Writing it back unchanged would
  // wake every screen reading it, and the board would recompute the whole day for nothing.
  if (anyArrived) {
    await guardStorage(() =>
      env.db.transaction('rw', env.db.days, async () => {
        const previous = await env.db.days.get(key);
        const next: DaySnapshot = {
          key,
          branchId,
          date,
          config: config.status === 'fulfilled' ? config.value : (previous?.config ?? null),
          technicians: technicians.status === 'fulfilled' ? technicians.value : (previous?.technicians ?? null),
          bookings: bookings.status === 'fulfilled' ? bookings.value.bookings : (previous?.bookings ?? null),
          guests: bookings.status === 'fulfilled' ? bookings.value.guests : (previous?.guests ?? null),
          fetchedAt: env.now().getTime(),
          // A partial answer mixes old and new parts: keep the older start so confirmed changes stay on top.
          fetchStartedAt: bookings.status === 'fulfilled' && technicians.status === 'fulfilled' ? startedAt : (previous?.fetchStartedAt ?? 0),
        };
        await env.db.days.put(next);
      }),
    );
  }

  const failure = [config, technicians, bookings].find((r) => r.status === 'rejected');
  if (failure?.status === 'rejected') throw failure.reason;
}

export async function loadClipboard(branchId: string, env: DataEnv = defaultEnv): Promise<void> {
  const startedAt = env.now().getTime();
  const result = await env.api.get<ClipboardResult>(ApiPath.CLIPBOARD, { branchId });
  await guardStorage(() =>
    env.db.clipboards.put({ branchId, bookings: result.bookings, guests: result.guests, fetchedAt: env.now().getTime(), fetchStartedAt: startedAt }),
  );
}

export async function rememberViewedDay(userId: string, branchId: string, date: string): Promise<void> {
  await db.meta.put({ key: MetaKey.lastViewedDay(userId, branchId), value: date });
}

export async function lastViewedDay(userId: string, branchId: string): Promise<string | null> {
  return (await db.meta.get(MetaKey.lastViewedDay(userId, branchId)))?.value ?? null;
}
