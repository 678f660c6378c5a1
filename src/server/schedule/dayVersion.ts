import type { Db } from '../db/db';

/** The branch's day version (migration 029), as text: bigint, and 0 before its first change. */
export async function dayVersion(db: Db, tenantId: string, branchId: string): Promise<string> {
  const row = await db.one<{ version: string }>(
    `SELECT COALESCE((SELECT version FROM day_version WHERE branch_id = $1 AND tenant_id = $2), 0)::text AS version`,
    [branchId, tenantId],
  );
  return row.version;
}

/**
 * Weak: two processes may tag bodies that differ in bytes with one version (a write committed
 * while one of them read). Branch and date are in it, so a tag from another day never matches.
 */
export function dayETag(version: string, branchId: string, date: string): string {
  return `W/"day-${version}-${branchId}-${date}"`;
}

/** If-None-Match uses the weak comparison: W/ is ignored on either side; `*` matches any. */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // What a tablet sends back: the tag it was given, as is.
  if (ifNoneMatch === etag) return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
