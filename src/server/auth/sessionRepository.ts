import type { Db } from '../db/db';
import { hashToken, newId, newToken } from './tokens';
import { liveSessionMemoOf } from './liveSessionMemo';

/** A plain session lives 12 h server-side; a remembered one 30 days. Both slide on use. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Renew at most once a minute, so busy polling does not write on every request. */
const RENEW_AFTER_MS = 60 * 1000;

export function ttlOf(remember: boolean): number {
  return remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
}

export type SessionRow = {
  id: string;
  tenant_id: string;
  user_id: string;
  branch_id: string | null;
  is_tenant_selection: boolean;
  remember: boolean;
  renewed_at: Date;
  expires_at: Date;
};

export async function createSession(
  db: Db,
  input: { tenantId: string; userId: string; branchId: string | null; remember: boolean; now: Date },
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const session = await db.one<SessionRow>(
    `INSERT INTO session (id, token_hash, tenant_id, user_id, branch_id, is_tenant_selection, remember, created_at, renewed_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, false, $6, $7, $7, $8)
     RETURNING id, tenant_id, user_id, branch_id, is_tenant_selection, remember, renewed_at, expires_at`,
    [newId(), hashToken(token), input.tenantId, input.userId, input.branchId, input.remember, input.now, new Date(input.now.getTime() + ttlOf(input.remember))],
  );
  return { token, session };
}

/** A session row as every request reads it: with its tenant's access epoch, and a branch's day version when asked. */
export type LiveSession = SessionRow & {
  epoch: string;
  /** The asked branch's day version (migration 029), 0 before its first change; null when none was asked. */
  day_version: string | null;
};

/**
 * The live session of a token with its tenant's access epoch (migration 029), in one
 * statement so both come from the same snapshot: what every request reads before trusting
 * its cached rights. With `dayOf`, that branch's day version comes in the same statement: the
 * tablets' poll then costs one round trip, which on PGlite's single connection is the queue.
 * The statement is the function of migration 030 (planned once per connection). On PGlite its
 * answer is given again without a statement until the next write (liveSessionMemo.ts).
 */
export async function findLiveSession(db: Db, token: string, now: Date, dayOf?: string): Promise<LiveSession | null> {
  const branchId = dayOf ?? null;
  const memo = liveSessionMemoOf(db);
  const kept = memo?.kept(token, branchId, now);
  if (kept) return kept;
  const read = () =>
    db.maybeOne<LiveSession>(
      `SELECT id, tenant_id, user_id, branch_id, is_tenant_selection, remember, renewed_at, expires_at, epoch, day_version
         FROM live_session($1, $2, $3)`,
      [hashToken(token), now, branchId],
    );
  return memo ? memo.answer(token, branchId, now, read) : read();
}

/** Sliding expiry: pushes expires_at forward; returns true when it did. */
export async function renewSession(db: Db, session: SessionRow, now: Date): Promise<boolean> {
  if (now.getTime() - session.renewed_at.getTime() < RENEW_AFTER_MS) return false;
  await db.query(`UPDATE session SET renewed_at = $2, expires_at = $3 WHERE id = $1`, [
    session.id,
    now,
    new Date(now.getTime() + ttlOf(session.remember)),
  ]);
  return true;
}

export async function setSessionBranch(
  db: Db,
  sessionId: string,
  branchId: string | null,
  isTenantSelection: boolean,
): Promise<void> {
  await db.query(`UPDATE session SET branch_id = $2, is_tenant_selection = $3 WHERE id = $1`, [sessionId, branchId, isTenantSelection]);
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.query(`DELETE FROM session WHERE token_hash = $1`, [hashToken(token)]);
}

/** After a password change the other devices must sign in again. */
export async function deleteOtherSessions(db: Db, tenantId: string, userId: string, keepSessionId: string): Promise<void> {
  await db.query(`DELETE FROM session WHERE tenant_id = $1 AND user_id = $2 AND id <> $3`, [tenantId, userId, keepSessionId]);
}

/** A user deactivated, or given a new password by an admin: every device must sign in again. Answers how many ended. */
export async function deleteUserSessions(db: Db, tenantId: string, userId: string): Promise<number> {
  const ended = await db.query<{ id: string }>(`DELETE FROM session WHERE tenant_id = $1 AND user_id = $2 RETURNING id`, [tenantId, userId]);
  return ended.length;
}

/** Housekeeping on sign-in: expired sessions are useless rows. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.query(`DELETE FROM session WHERE expires_at <= $1`, [now]);
}
