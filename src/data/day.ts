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

/** The day's three endpoints, each its own part of the stored snapshot. */
export const DayPart = { CONFIG: 'config', TECHNICIANS: 'technicians', BOOKINGS: 'bookings' } as const;
export type DayPart = (typeof DayPart)[keyof typeof DayPart];
export const ALL_DAY_PARTS: readonly DayPart[] = [DayPart.CONFIG, DayPart.TECHNICIANS, DayPart.BOOKINGS];

export type LoadDayOptions = {
  /** Only these parts (polling asks for each at its own pace); all three by default. */
  parts?: readonly DayPart[];
  /**
   * The day on screen: the sync pull refreshes it after a push. False for a day only looked
   * at on the side (the booking form's other date). Default true.
   */
  onScreen?: boolean;
};

/**
 * Fetches the asked parts of the day together and stores whatever arrived; a part that failed
 * or was not asked keeps its previous snapshot. The first failure is re-thrown so the caller
 * can tell the user.
 */
export async function loadDay(branchId: string, date: string, env: DataEnv = defaultEnv, options: LoadDayOptions = {}): Promise<void> {
  if (options.onScreen ?? true) lastLoaded.set(env.db.name, { branchId, date });
  const parts = new Set(options.parts ?? ALL_DAY_PARTS);
  const params = { branchId, date };
  const startedAt = env.now().getTime();
  const skipped = Promise.resolve(null);
  const key = dayKey(branchId, date);
  const held = parts.has(DayPart.BOOKINGS) ? await bookingsTagHeld(env, key) : null;
  const [config, technicians, bookings] = await Promise.allSettled([
    parts.has(DayPart.CONFIG) ? env.api.get<DayConfigResult>(ApiPath.DAY_CONFIG, params) : skipped,
    parts.has(DayPart.TECHNICIANS) ? env.api.get<ScheduleTechnician[]>(ApiPath.DAY_TECHNICIANS, params) : skipped,
    parts.has(DayPart.BOOKINGS) ? env.api.getIfChanged<DayBookingsResult>(ApiPath.DAY_BOOKINGS, params, held) : skipped,
  ]);
  const arrived = <T>(r: PromiseSettledResult<T | null>): T | null => (r.status === 'fulfilled' ? r.value : null);
  const newConfig = arrived(config);
  const newTechnicians = arrived(technicians);
  // A 304 is "the copy held is still the server's": nothing to write, nothing to redraw.
  const polled = arrived(bookings);
  const newBookings = polled?.changed ? polled.result : null;

  const anyArrived = newConfig !== null || newTechnicians !== null || newBookings !== null;
  // Nothing arrived (offline): the stored day stays as it is. Writing it back unchanged would
  // wake every screen reading it, and the board would recompute the whole day for nothing.
  if (anyArrived) {
    await guardStorage(() =>
      env.db.transaction('rw', env.db.days, async () => {
        const previous = await env.db.days.get(key);
        // The config alone, as it was (the sync asks each round): nothing to wake the board for.
        if (newTechnicians === null && newBookings === null && previous && JSON.stringify(previous.config) === JSON.stringify(newConfig)) return;
        // Older copies only know when the whole day was fetched: that is when each part was.
        const before = previous?.fetchStartedAt ?? 0;
        const partStartedAt = {
          config: previous?.partStartedAt?.config ?? before,
          technicians: previous?.partStartedAt?.technicians ?? before,
          bookings: previous?.partStartedAt?.bookings ?? before,
        };
        if (newConfig) partStartedAt.config = startedAt;
        if (newTechnicians) partStartedAt.technicians = startedAt;
        if (newBookings) partStartedAt.bookings = startedAt;
        const next: DaySnapshot = {
          key,
          branchId,
          date,
          config: newConfig ?? previous?.config ?? null,
          technicians: newTechnicians ?? previous?.technicians ?? null,
          bookings: newBookings ? newBookings.bookings : (previous?.bookings ?? null),
          guests: newBookings ? newBookings.guests : (previous?.guests ?? null),
          turns: newBookings ? (newBookings.turns ?? null) : (previous?.turns ?? null),
          bookingsETag: polled?.changed ? polled.etag : (previous?.bookingsETag ?? null),
          fetchedAt: env.now().getTime(),
          partStartedAt,
          // Parts of different ages: changes confirmed after the older of the two board parts
          // was fetched stay applied on top (applying one again is harmless).
          fetchStartedAt: Math.min(partStartedAt.technicians, partStartedAt.bookings),
        };
        await env.db.days.put(next);
      }),
    );
  }

  const failure = [config, technicians, bookings].find((r) => r.status === 'rejected');
  if (failure?.status === 'rejected') throw failure.reason;
}

/** The tag of the bookings this tablet holds for the day, if it holds them. */
async function bookingsTagHeld(env: DataEnv, key: string): Promise<string | null> {
  const held = await env.db.days.get(key);
  return held?.bookings ? (held.bookingsETag ?? null) : null;
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
