import type { Db } from '../db/db';
import { changeInfo, type LogRecord, type LogValue } from '../../domain/admin/changes';
import { newId } from '../auth/tokens';

/** The spec's action types, as stored and shown in history panels. */
export const ActionType = {
  CREATE: 'create',
  UPDATE: 'update',
  DELETE: 'delete',
  CANCEL: 'cancel',
  CHANGE_STATUS: 'change status',
  /** Staff discarded a change the server had refused (sync "Needs attention"). */
  DISCARD: 'discard',
} as const;
export type ActionType = (typeof ActionType)[keyof typeof ActionType];

export const EntityType = {
  TENANT: 'TENANT',
  BRANCH: 'BRANCH',
  ROLE: 'ROLE',
  USER: 'USER',
  BRANCH_CONFIG: 'BRANCH_CONFIG',
  BOOKING: 'BOOKING',
  POS_ACTION: 'POS_ACTION',
  SYNC: 'SYNC',
  /** Shifts and breaks (technician_working rows), working-time configurations and time off. */
  TIMESHEET: 'TIMESHEET',
  /** Bills: paid, cancelled. */
  BILL: 'BILL',
  /** Carts: created, changed, cancelled. */
  CART: 'CART',
  GIFT_CARD: 'GIFT_CARD',
  PRODUCT: 'PRODUCT',
  CHECKOUT_METHOD: 'CHECKOUT_METHOD',
  PAYMENT_METHOD: 'PAYMENT_METHOD',
  /** A branch's closed days and holidays. */
  BRANCH_HOLIDAY: 'BRANCH_HOLIDAY',
  SERVICE_GROUP: 'SERVICE_GROUP',
  SERVICE: 'SERVICE',
  TECHNICIAN: 'TECHNICIAN',
  CUSTOMER: 'CUSTOMER',
  VOUCHER: 'VOUCHER',
  PACKAGE: 'PACKAGE',
  /** The close of a day per checkout method, and its corrections. */
  DAY_CLOSE: 'DAY_CLOSE',
  /** SMS campaigns: written, sent or scheduled, cancelled, deleted. */
  SMS_CAMPAIGN: 'SMS_CAMPAIGN',
  /** The walk-in turn list: clock-ins and a manager's moves with their note. */
  TURN_LIST: 'TURN_LIST',
} as const;
export type EntityType = (typeof EntityType)[keyof typeof EntityType];

/** A value the log's `edit_info` holds. */
export type JsonValue = LogValue;

/** One line of the log, as a change writes it. */
export type ActionLogEntry = {
  tenantId: string;
  branchId: string | null;
  /** Null: nobody signed in (the customer on the public booking page). */
  userId: string | null;
  action: ActionType;
  entityType: EntityType;
  entityId: string | null;
  editInfo: Record<string, JsonValue>;
  now: Date;
};

/** Where a change writes its log line: the database now (logAction), or a push's chunk that writes its lines together. */
export type ActionLogSink = (db: Db, entry: ActionLogEntry) => Promise<void>;

export async function logAction(db: Db, entry: ActionLogEntry): Promise<void> {
  await logActions(db, [entry]);
}

/** Several lines in one statement (a push's chunk writes its changes' lines at its end). */
export async function logActions(db: Db, entries: readonly ActionLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  if (entries.length === 1 && entries[0]) {
    const entry = entries[0];
    await db.query(
      `INSERT INTO action_log (id, tenant_id, branch_id, action, action_time, user_id, entity_type, entity_id, edit_info)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
      [newId(), entry.tenantId, entry.branchId, entry.action, entry.now, entry.userId, entry.entityType, entry.entityId, JSON.stringify(entry.editInfo)],
    );
    return;
  }
  const rows = entries.map((e) => ({
    id: newId(),
    tenant_id: e.tenantId,
    branch_id: e.branchId,
    action: e.action,
    action_time: e.now.toISOString(),
    user_id: e.userId,
    entity_type: e.entityType,
    entity_id: e.entityId,
    edit_info: e.editInfo,
  }));
  await db.query(
    `INSERT INTO action_log (id, tenant_id, branch_id, action, action_time, user_id, entity_type, entity_id, edit_info)
     SELECT r.id, r.tenant_id, r.branch_id, r.action, r.action_time, r.user_id, r.entity_type, r.entity_id, r.edit_info
       FROM jsonb_to_recordset($1::jsonb)
         AS r(id uuid, tenant_id uuid, branch_id uuid, action text, action_time timestamptz, user_id uuid, entity_type text, entity_id uuid, edit_info jsonb)`,
    [JSON.stringify(rows)],
  );
}

/** Who changed a record, where and when. */
export type LogActor = { tenantId: string; userId: string; now: Date };

/**
 * A change of a back-office record with its old and new values (only the fields that
 * differ; all of them for a create or a delete): `before` null for create, `after` null for
 * delete. The entry's `edit_info` is `{ old, new }`, plus `summary` (a code or name to tell
 * the record by after it is gone). An update that changed the `statusField` alone is logged
 * as a change of status (spec §4: active or inactive, opening or closed).
 */
export async function logChange(
  db: Db,
  actor: LogActor,
  entry: {
    branchId: string | null;
    action: ActionType;
    entityType: EntityType;
    entityId: string;
    before: LogRecord | null;
    after: LogRecord | null;
    summary?: LogRecord;
    statusField?: string;
  },
): Promise<void> {
  const info = changeInfo(entry.before, entry.after);
  const changed = Object.keys(info.new);
  const statusOnly = entry.action === ActionType.UPDATE && entry.statusField !== undefined && changed.length === 1 && changed[0] === entry.statusField;
  await logAction(db, {
    tenantId: actor.tenantId,
    branchId: entry.branchId,
    userId: actor.userId,
    action: statusOnly ? ActionType.CHANGE_STATUS : entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    editInfo: { ...(entry.summary ?? {}), old: info.old, new: info.new },
    now: actor.now,
  });
}
