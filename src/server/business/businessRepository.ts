/** The business (the tenant row) and its branches as the business screen shows them. */
import type { Db } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import type { Page } from '../../domain/admin/list';
import { ConfigKey, resolveTimeZone } from '../../domain/branchConfig';
import type { BusinessBranchRow, BusinessBranchSort, BusinessDetail } from '../../domain/people/contract';
import { pagedList, type ListInput } from '../admin/pagedList';

export type BusinessDbRow = { id: string; name: string; phone: string | null; email: string | null; address: string | null; plan_code: string; created_at: Date };

export async function findBusiness(db: Db, tenantId: string, options: { lock?: boolean } = {}): Promise<BusinessDbRow | null> {
  return db.maybeOne<BusinessDbRow>(
    `SELECT id, name, phone, email, address, plan_code, created_at FROM tenant WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [tenantId],
  );
}

export function toBusinessDetail(r: BusinessDbRow): BusinessDetail {
  return { id: r.id, name: r.name, phone: r.phone, email: r.email, address: r.address, plan: r.plan_code, createdAt: r.created_at.toISOString() };
}

export type BusinessContact = { name: string; phone: string | null; email: string | null; address: string | null };

export async function updateBusiness(db: Db, tenantId: string, values: BusinessContact): Promise<void> {
  await db.query(`UPDATE tenant SET name = $2, phone = $3, email = $4, address = $5 WHERE id = $1`, [tenantId, values.name, values.phone, values.email, values.address]);
}

/** What the action log keeps of the business. */
export function businessLogValues(r: BusinessContact): LogRecord {
  return { name: r.name, phone: r.phone, email: r.email, address: r.address };
}

type BranchDbRow = { id: string; code: string; name: string; opening: boolean; active: boolean; time_zone: string | null };

/**
 * One page of the business's branches: every one for a tenant admin (`branchIds` null), else
 * the caller's own. Inactive ones too: the provider's deactivation is part of the glance.
 */
export async function listBusinessBranches(db: Db, branchIds: readonly string[] | null, input: ListInput<BusinessBranchSort>): Promise<Page<BusinessBranchRow>> {
  const page = await pagedList<BranchDbRow, BusinessBranchSort>(
    db,
    {
      from: 'branch b',
      columns: `b.id, b.code, b.name, b.opening, b.active,
        (SELECT c.value FROM branch_config c WHERE c.tenant_id = b.tenant_id AND c.branch_id = b.id AND c.key = '${ConfigKey.TIME_ZONE}') AS time_zone`,
      tenantColumn: 'b.tenant_id',
      filter: branchIds === null ? undefined : (param) => `b.id = ANY(${param(branchIds)}::uuid[])`,
      searchColumns: ['b.code', 'b.name'],
      sortable: { code: 'b.code', name: 'b.name', opening: 'b.opening', active: 'b.active' },
      defaultOrder: 'b.name, b.id',
    },
    input,
  );
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id, code: r.code, name: r.name, opening: r.opening, active: r.active,
      timeZone: resolveTimeZone(r.time_zone === null ? {} : { [ConfigKey.TIME_ZONE]: r.time_zone }),
    })),
  };
}
