/** Live reads from Dexie. `undefined` means "still reading", `null` means "nothing stored". */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, dayKey, MetaKey, type CachedSession, type ClipboardSnapshot, type DaySnapshot } from './db';
import { getCachedSession } from './session';

export function useCachedSession(): CachedSession | null | undefined {
  return useLiveQuery(() => getCachedSession(), []);
}

export function useDaySnapshot(branchId: string | null, date: string): DaySnapshot | null | undefined {
  return useLiveQuery(
    async () => (branchId ? ((await db.days.get(dayKey(branchId, date))) ?? null) : null),
    [branchId, date],
  );
}

export function useClipboard(branchId: string | null): ClipboardSnapshot | null | undefined {
  return useLiveQuery(
    async () => (branchId ? ((await db.clipboards.get(branchId)) ?? null) : null),
    [branchId],
  );
}

export function useLastViewedDay(userId: string, branchId: string | null): string | null | undefined {
  return useLiveQuery(
    async () => (branchId ? ((await db.meta.get(MetaKey.lastViewedDay(userId, branchId)))?.value ?? null) : null),
    [userId, branchId],
  );
}
