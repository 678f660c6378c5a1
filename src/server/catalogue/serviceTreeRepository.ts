import type { Db } from '../db/db';
import type { ServiceGroupNode } from '../../domain/booking/reads';
import { serviceTreeOrder } from '../../domain/catalogue/display-order';

type GroupRow = { id: string; name: string };
type ServiceRow = {
  id: string;
  group_id: string;
  code: string;
  name: string;
  price_cents: number;
  duration: number;
  cleaning: number;
  number_technician: number;
  parent_id: string | null;
  display_index: number;
};

/**
 * The picker's two-level tree: active groups, each with its active services in display order,
 * a variant just after its main service (alone in the order when that one is inactive).
 */
export async function serviceTree(db: Db, tenantId: string, branchId: string): Promise<ServiceGroupNode[]> {
  const [groups, services] = await Promise.all([
    db.query<GroupRow>(
      `SELECT id, name FROM service_group
        WHERE tenant_id = $1 AND branch_id = $2 AND active
        ORDER BY display_index, name, id`,
      [tenantId, branchId],
    ),
    db.query<ServiceRow>(
      `SELECT id, group_id, code, name, price_cents, duration, cleaning, number_technician, parent_id, display_index FROM service
        WHERE tenant_id = $1 AND branch_id = $2 AND active
        ORDER BY display_index, name, id`,
      [tenantId, branchId],
    ),
  ]);
  const byGroup = new Map<string, ServiceGroupNode>(groups.map((g) => [g.id, { id: g.id, name: g.name, children: [] }]));
  // Services of an inactive group find no node and drop out with it.
  const ordered = serviceTreeOrder(services.map((s) => ({ ...s, parentId: s.parent_id, displayIndex: s.display_index })));
  for (const s of ordered) {
    byGroup.get(s.group_id)?.children.push({
      id: s.id,
      groupId: s.group_id,
      code: s.code,
      name: s.name,
      price: s.price_cents,
      duration: s.duration,
      cleaning: s.cleaning,
      numberTechnician: s.number_technician,
      parentId: s.parentId,
    });
  }
  return [...byGroup.values()];
}
