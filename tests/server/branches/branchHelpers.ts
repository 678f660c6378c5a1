export { setupCatalogueEnv as setupBranchEnv } from '../catalogueHelpers';
import type { Db } from '../../../src/server/db/db';

/** The multipart fields of a whole branch form. */
export function branchForm(over: Record<string, string> = {}): Record<string, string> {
  return {
    code: 'up',
    name: 'Uptown',
    address: '1 Bloor St',
    phone: '416 555 0111',
    email: 'uptown@maple.example',
    areaCode: '416',
    description: 'Our third salon',
    taxCode: 'RT0001',
    timeZone: 'America/Vancouver',
    opening: 'true',
    closedMessage: '',
    moneySymbol: '$',
    phoneFormat: '000 000 0000',
    language: 'fr',
    image: 'null',
    ...over,
  };
}

/** Every table the branch screens write, to prove a refusal wrote nothing. */
export async function branchFingerprint(db: Db): Promise<string> {
  const row = await db.one<{ f: string }>(
    `SELECT md5(
       coalesce((SELECT string_agg(b::text, '|' ORDER BY b.id) FROM branch b), '') ||
       coalesce((SELECT string_agg(c::text, '|' ORDER BY c.branch_id, c.key) FROM branch_config c), '') ||
       coalesce((SELECT string_agg(d::text, '|' ORDER BY d.branch_id, d.date, d.key) FROM branch_config_date d), '') ||
       coalesce((SELECT string_agg(h::text, '|' ORDER BY h.id) FROM branch_holiday h), '') ||
       coalesce((SELECT string_agg(x::text, '|' ORDER BY x.branch_id, x.position) FROM branch_tax x), '') ||
       coalesce((SELECT string_agg(u::text, '|' ORDER BY u.user_id, u.branch_id) FROM user_branch u), '') ||
       (SELECT count(*)::text FROM action_log) || (SELECT count(*)::text FROM stored_image)) AS f`,
  );
  return row.f;
}

export type LogRow = { action: string; edit_info: { old: Record<string, unknown>; new: Record<string, unknown>; [key: string]: unknown } };

export async function lastLog(db: Db, entityType: string, entityId: string): Promise<LogRow> {
  return db.one<LogRow>(`SELECT action, edit_info FROM action_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY action_time DESC, id DESC LIMIT 1`, [entityType, entityId]);
}
