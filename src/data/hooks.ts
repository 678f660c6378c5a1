/** Live reads from Dexie. `undefined` means "still reading", `null` means "nothing stored". */
import { useLiveQuery, useObservable } from 'dexie-react-hooks';
import { holdLiveQuery, type HeldLiveQuery } from './held-live-query';
import { db, dayKey, MetaKey, type CachedSession, type ClipboardSnapshot, type DaySnapshot } from './db';
import { getCachedSession } from './session';

let sessionQuery: HeldLiveQuery<CachedSession | null> | null = null;

/**
 * One live read of the signed-in session shared by every screen: a screen that mounts after
 * another (the shell after the root's locale sync) gets it on its first render, not one commit
 * later. Opened early by the start-up once the session is checked (main.tsx).
 */
export function cachedSessionQuery(): HeldLiveQuery<CachedSession | null> {
  sessionQuery ??= holdLiveQuery(() => getCachedSession());
  return sessionQuery;
}

export function useCachedSession(): CachedSession | null | undefined {
  return useObservable(cachedSessionQuery());
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
