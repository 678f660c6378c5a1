import type { Db } from '../db/db';
import { newId } from './tokens';

/** 5 failures for one username, or 20 from one address, within 15 minutes. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Counts live in login_attempt, not in memory, so every server process sees the same
 * counts. A successful sign-in resets the username's count (a failure at the very same instant still counts).
 */
export async function isThrottled(db: Db, username: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const row = await db.one<{ by_user: number; by_ip: number }>(
    `SELECT
       (SELECT count(*)::int FROM login_attempt a
         WHERE a.username = $1 AND NOT a.success AND a.attempted_at > $3
           AND a.attempted_at >= COALESCE((SELECT max(s.attempted_at) FROM login_attempt s
                                           WHERE s.username = $1 AND s.success), '-infinity')) AS by_user,
       (SELECT count(*)::int FROM login_attempt WHERE ip = $2 AND NOT success AND attempted_at > $3) AS by_ip`,
    [username.toLowerCase(), ip, since],
  );
  return row.by_user >= MAX_FAILURES_PER_USERNAME || row.by_ip >= MAX_FAILURES_PER_IP;
}

export async function recordLoginAttempt(db: Db, username: string, ip: string, success: boolean, now: Date): Promise<void> {
  await db.query(`INSERT INTO login_attempt (id, username, ip, success, attempted_at) VALUES ($1, $2, $3, $4, $5)`, [
    newId(),
    username.toLowerCase(),
    ip,
    success,
    now,
  ]);
}

/** Old attempts no longer count for anything. */
export async function pruneLoginAttempts(db: Db, now: Date): Promise<void> {
  await db.query(`DELETE FROM login_attempt WHERE attempted_at < $1`, [new Date(now.getTime() - 24 * 60 * 60 * 1000)]);
}
