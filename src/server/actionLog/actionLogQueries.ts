import type { Db } from '../db/db';
import { EntityType } from './actionLogRepository';

export type HistoryRow = {
  id: string;
  action: string;
  action_time: Date;
  full_name: string | null;
  entity_type: string;
  entity_id: string | null;
  edit_info: unknown;
};

/** A booking's log entries, oldest first, with who did them (a removed user leaves no name). */
export async function bookingHistory(db: Db, tenantId: string, bookingId: string): Promise<HistoryRow[]> {
  return db.query<HistoryRow>(
    `SELECT a.id, a.action, a.action_time, u.full_name, a.entity_type, a.entity_id, a.edit_info
       FROM action_log a LEFT JOIN app_user u ON u.id = a.user_id AND u.tenant_id = a.tenant_id
      WHERE a.tenant_id = $1 AND a.entity_type = $2 AND a.entity_id = $3
      ORDER BY a.action_time, a.id`,
    [tenantId, EntityType.BOOKING, bookingId],
  );
}
