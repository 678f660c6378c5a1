import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import type { OnlineServiceGroup } from '../../domain/online-booking/paths';
import type { TimedService } from '../../domain/online-booking/free-times';
import { serviceTree } from '../catalogue/serviceTreeRepository';

export type OnlineCatalogue = { groups: OnlineServiceGroup[]; technicians: { id: string; name: string }[] };

/**
 * What a customer may book: the desk's service tree, less the services no active technician
 * offers and those needing several technicians at once (the desk arranges those).
 */
export async function onlineCatalogue(db: Db, tenantId: string, branchId: string): Promise<OnlineCatalogue> {
  const [tree, technicians, offers] = await Promise.all([
    serviceTree(db, tenantId, branchId),
    db.query<{ id: string; name: string }>(
      `SELECT id, name FROM technician WHERE tenant_id = $1 AND branch_id = $2 AND active ORDER BY priority, name, id`,
      [tenantId, branchId],
    ),
    db.query<{ technician_id: string; service_id: string }>(
      `SELECT ts.technician_id, ts.service_id FROM technician_service ts
         JOIN technician t ON t.tenant_id = ts.tenant_id AND t.id = ts.technician_id
        WHERE t.tenant_id = $1 AND t.branch_id = $2 AND t.active`,
      [tenantId, branchId],
    ),
  ]);
  const order = new Map(technicians.map((t, i) => [t.id, i]));
  const offeredBy = new Map<string, string[]>();
  for (const o of offers) offeredBy.set(o.service_id, [...(offeredBy.get(o.service_id) ?? []), o.technician_id]);
  const groups = tree
    .map((g) => ({
      id: g.id,
      name: g.name,
      services: g.children
        .filter((s) => s.numberTechnician === 1 && (offeredBy.get(s.id)?.length ?? 0) > 0)
        .map((s) => ({
          id: s.id,
          name: s.name,
          duration: s.duration,
          priceCents: s.price,
          technicianIds: (offeredBy.get(s.id) ?? []).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
        })),
    }))
    .filter((g) => g.services.length > 0);
  const booked = new Set(groups.flatMap((g) => g.services.flatMap((s) => s.technicianIds)));
  return { groups, technicians: technicians.filter((t) => booked.has(t.id)) };
}

/** The chosen services in the order chosen, each one the customer may book here; else a 400 naming it. */
export function chosenServices(catalogue: OnlineCatalogue, ids: readonly string[]): (TimedService & { priceCents: number })[] {
  const all = new Map(catalogue.groups.flatMap((g) => g.services).map((s) => [s.id, s]));
  return ids.map((id, i) => {
    const service = all.get(id);
    if (!service) throw new AppError(ErrorCode.BOOKING_INVALID, { message: 'This service cannot be booked online', fields: { [`serviceIds.${i}`]: 'Not a service of this salon' } });
    return { id: service.id, name: service.name, duration: service.duration, priceCents: service.priceCents };
  });
}

/** Null for anyone; else a technician of this salon who takes online bookings. */
export function chosenTechnician(catalogue: OnlineCatalogue, id: string | null): { id: string; name: string } | null {
  if (id === null) return null;
  const technician = catalogue.technicians.find((t) => t.id === id);
  if (!technician) throw new AppError(ErrorCode.BOOKING_INVALID, { message: 'This technician cannot be booked online', fields: { technicianId: 'Not a technician of this salon' } });
  return technician;
}
