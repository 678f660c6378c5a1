import type { Db } from '../db/db';
import type { BranchRow } from '../branches/branchRepository';

/** What loadAuth reads of a user beyond the session row: the five queries a cache hit saves. */
export type CachedAccess = {
  epoch: string;
  username: string;
  fullName: string;
  tenantName: string;
  rights: string[];
  rightsPM: string[];
  tenantAdmin: boolean;
  branches: BranchRow[];
};

/** Sessions kept per process: far more than a chain's signed-in tablets. */
export const ACCESS_CACHE_ENTRIES = 2000;

/**
 * A user's rights and branches per session, trusted only under the tenant's access epoch they
 * were read under (migration 029: triggers bump it in the same transaction as any change to
 * roles, rights, a user, a branch or the tenant). Every request still reads its session row
 * and the epoch in one statement, so a signed-out or expired session is never served (its
 * row is gone) and a rights change committed by any process is seen by the next request (the
 * epoch differs, the entry is read again). The epoch is read before the rights it tags, so
 * an entry can only pair newer rights with an older epoch (read again next time), never the
 * reverse.
 */
export type AccessCache = {
  get: (sessionId: string, epoch: string) => CachedAccess | null;
  set: (sessionId: string, access: CachedAccess) => void;
};

// One per Db: a second app on another Db (another process, in tests) keeps its own.
const caches = new WeakMap<Db, AccessCache>();

export function accessCacheOf(db: Db): AccessCache {
  const existing = caches.get(db);
  if (existing) return existing;
  const kept = new Map<string, CachedAccess>();
  const cache: AccessCache = {
    get: (sessionId, epoch) => {
      const hit = kept.get(sessionId);
      if (!hit) return null;
      if (hit.epoch === epoch) return hit;
      kept.delete(sessionId);
      return null;
    },
    set: (sessionId, access) => {
      kept.delete(sessionId);
      if (kept.size >= ACCESS_CACHE_ENTRIES) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(sessionId, access);
    },
  };
  caches.set(db, cache);
  return cache;
}
