import type { Db } from '../db/db';
import type { LiveSession } from './sessionRepository';

/** Answers kept at most: far more than a salon's signed-in tablets times the branches they poll. */
export const LIVE_SESSION_MEMO_ENTRIES = 2000;

/**
 * PGlite only: the answer of `live_session` (session row, access epoch, asked branch's day
 * version) per token and branch, given again without a statement while this Db saw no
 * write of any kind since it was read. There the database lives in this process and every
 * write passes through this Db, so an unchanged `writes.all` means the statement would answer
 * the same, except for expiry, which is checked here against `now` as the statement does.
 * A sign-out, a renewal, a rights change, a deactivated user and a booking are all writes:
 * each drops every kept answer at once. Concurrent reads of one key begun since the last write
 * began or ended share one statement. Without it, every poll waited its turn on PGlite's one
 * connection for a statement whose answer had not changed.
 *
 * Keyed by the token itself, so that a poll answered from memory hashes nothing: it holds only
 * tokens the process is being sent anyway, and forgets them at the next write.
 *
 * Null on PostgreSQL, where other processes write unseen: the statement is read every time.
 */
export type LiveSessionMemo = {
  /** The answer kept for this token and branch, when nothing was written since and it is live at `now`. */
  kept: (token: string, branchId: string | null, now: Date) => LiveSession | undefined;
  /** `read`'s answer, or that of a read of the same key under way since the last write; kept when no write overlapped it. */
  answer: (token: string, branchId: string | null, now: Date, read: () => Promise<LiveSession | null>) => Promise<LiveSession | null>;
};

const memos = new WeakMap<Db, LiveSessionMemo>();

export function liveSessionMemoOf(db: Db): LiveSessionMemo | null {
  if (db.dialect !== 'pglite') return null;
  const existing = memos.get(db);
  if (existing) return existing;
  const memo = makeMemo(db);
  memos.set(db, memo);
  return memo;
}

function makeMemo(db: Db): LiveSessionMemo {
  const writes = db.writes.all;
  // Entries kept under `generation`; the whole map goes as soon as it moves.
  let generation = writes.generation;
  const kept = new Map<string, LiveSession>();
  const current = (): boolean => {
    if (writes.generation !== generation) {
      kept.clear();
      generation = writes.generation;
    }
    // A write under way may be the sign-out: the statement, queued behind it, sees its result.
    return writes.inFlight === 0;
  };
  // Reads under way, so 50 concurrent requests of a session after a write read it once.
  const pending = new Map<string, { generation: number; row: Promise<LiveSession | null> }>();
  const live = (row: LiveSession | null, now: Date): boolean => row === null || row.expires_at.getTime() > now.getTime();
  const keyOf = (token: string, branchId: string | null) => `${token} ${branchId ?? ''}`;
  return {
    kept: (token, branchId, now) => {
      if (!current()) return undefined;
      const hit = kept.get(keyOf(token, branchId));
      // As the statement's `expires_at > now`: a session expires though nothing was written.
      return hit && live(hit, now) ? hit : undefined;
    },
    answer: async (token, branchId, now, read) => {
      const key = keyOf(token, branchId);
      // A read begun since the last write began or ended: every write that ended before this
      // request came had ended before it began. One under way may or may not be in its answer,
      // as in any read made while it runs. Shared during a write too: 50 polls arriving during
      // the campaign timer's transaction would otherwise queue 50 statements behind it.
      const joined = pending.get(key);
      if (joined?.generation === writes.generation) {
        const row = await joined.row;
        if (live(row, now)) return row;
      }
      const before = writes.generation;
      const row = read();
      pending.set(key, { generation: before, row });
      try {
        const value = await row;
        // Kept only when no write began, ran or ended while it was read (one under way at the
        // start has either ended, moving the generation, or is under way still).
        if (value && current() && writes.generation === before) {
          if (kept.size >= LIVE_SESSION_MEMO_ENTRIES) kept.clear();
          kept.set(key, value);
        }
        return value;
      } finally {
        if (pending.get(key)?.row === row) pending.delete(key);
      }
    },
  };
}
