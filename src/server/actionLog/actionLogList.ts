/**
 * The action log screen's page: the tenant's entries (a branch admin's: their branches' only),
 * newest first, each with its user's name and the record it concerns named by what staff know
 * it by. Deleted records keep the name the log wrote for them (`code`, `name` in edit_info).
 */
import type { Db } from '../db/db';
import type { ActionLogFilter, ActionLogRow } from '../../domain/admin/action-log';
import type { ListSort, Page } from '../../domain/admin/list';
import { formatZonedDate, formatZonedDateTime, zonedDayRange } from '../../domain/time';
import { pagedList } from '../admin/pagedList';
import type { HistoryRow } from './actionLogQueries';

type Row = HistoryRow & { entity_name: string | null; day_time: Date | null };

/** Each entity type's own table and the column that names its rows. */
const NAMED_BY: Readonly<Record<string, { table: string; column: string }>> = {
  BOOKING: { table: 'booking', column: 'code' },
  BILL: { table: 'bill', column: 'code' },
  CART: { table: 'cart', column: 'code' },
  CUSTOMER: { table: 'customer', column: 'name' },
  GIFT_CARD: { table: 'gift_card', column: 'code' },
  PRODUCT: { table: 'product', column: 'name' },
  SERVICE: { table: 'service', column: 'name' },
  SERVICE_GROUP: { table: 'service_group', column: 'name' },
  PACKAGE: { table: 'package', column: 'code' },
  TECHNICIAN: { table: 'technician', column: 'name' },
  CHECKOUT_METHOD: { table: 'checkout_method', column: 'name' },
  BRANCH: { table: 'branch', column: 'name' },
  BRANCH_CONFIG: { table: 'branch', column: 'name' },
  TENANT: { table: 'tenant', column: 'name' },
  USER: { table: 'app_user', column: 'full_name' },
  ROLE: { table: 'role', column: 'name' },
};

const ENTITY_NAME = `COALESCE(CASE a.entity_type ${Object.entries(NAMED_BY)
  .map(([type, n]) => `WHEN '${type}' THEN (SELECT e.${n.column} FROM ${n.table} e WHERE e.id = a.entity_id AND e.${n.table === 'tenant' ? 'id' : 'tenant_id'} = a.tenant_id)`)
  .join(' ')} END,
  a.edit_info->>'name', a.edit_info->'old'->>'name', a.edit_info->'new'->>'name', a.edit_info->>'code', a.edit_info->'old'->>'code', a.edit_info->'new'->>'code',
  a.edit_info->>'billCode', a.edit_info->>'customerName')`;

/** The board's day of a booking or a bill. */
const DAY_TIME = `CASE a.entity_type
  WHEN 'BOOKING' THEN (SELECT b.start_time FROM booking b WHERE b.id = a.entity_id AND b.tenant_id = a.tenant_id)
  WHEN 'BILL' THEN (SELECT b.action_time FROM bill b WHERE b.id = a.entity_id AND b.tenant_id = a.tenant_id) END`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function listActionLog(
  db: Db,
  input: {
    tenantId: string;
    /** Null: every entry of the tenant (a tenant admin's view); else entries of these branches only. */
    branchIds: readonly string[] | null;
    timeZone: string;
    filter: ActionLogFilter;
    query: string;
    page: number;
    size: number;
    sort: ListSort<'actionTime'> | null;
  },
): Promise<Page<ActionLogRow>> {
  const { filter, timeZone } = input;
  const page = await pagedList<Row, 'actionTime'>(
    db,
    {
      from: 'action_log a LEFT JOIN app_user u ON u.id = a.user_id AND u.tenant_id = a.tenant_id',
      columns: `a.id, a.action, a.action_time, u.full_name, a.entity_type, a.entity_id, a.edit_info, ${ENTITY_NAME} AS entity_name, ${DAY_TIME} AS day_time`,
      tenantColumn: 'a.tenant_id',
      filter: (param) => {
        const parts = ['TRUE'];
        if (input.branchIds !== null) parts.push(`a.branch_id = ANY(${param([...input.branchIds])}::uuid[])`);
        if (filter.branchId) parts.push(`a.branch_id = ${param(filter.branchId)}`);
        if (filter.from) parts.push(`a.action_time >= ${param(zonedDayRange(filter.from, timeZone).start)}`);
        if (filter.to) parts.push(`a.action_time < ${param(zonedDayRange(filter.to, timeZone).end)}`);
        if (filter.entityType) parts.push(`a.entity_type = ${param(filter.entityType)}`);
        if (filter.action) parts.push(`a.action = ${param(filter.action)}`);
        return parts.join(' AND ');
      },
      searchColumns: ['u.full_name', 'u.username'],
      sortable: { actionTime: 'a.action_time' },
      defaultOrder: 'a.action_time DESC, a.id DESC',
    },
    { tenantId: input.tenantId, query: input.query, page: input.page, size: input.size, sort: input.sort },
  );
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      action: r.action,
      actionTime: formatZonedDateTime(r.action_time, timeZone),
      userFullName: r.full_name ?? '',
      entityType: r.entity_type,
      entityId: r.entity_id,
      entityName: r.entity_name,
      day: r.day_time ? formatZonedDate(r.day_time, timeZone) : null,
      editInfo: isRecord(r.edit_info) ? r.edit_info : {},
    })),
  };
}
