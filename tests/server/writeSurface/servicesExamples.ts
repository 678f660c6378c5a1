import { randomUUID } from 'node:crypto';
import { ServiceGroupPath, ServicePath, type ServiceDetail, type ServiceGroupDetail } from '../../../src/domain/catalogue/service-contract';
import { body } from '../helpers';
import { getJson } from '../billingFixtures';
import type { Json } from './hostile';
import { Area, type Example, type Parts } from './probe';
import type { World } from './world';

/** A fresh group of Downtown, last in its order, with `services` services. */
async function group(w: World, services = 0): Promise<{ id: string; services: string[] }> {
  const id = randomUUID();
  await w.env.db.query(
    `INSERT INTO service_group (id, tenant_id, branch_id, name, display_index, active)
     SELECT $1, tenant_id, id, $3, 1000 + $4::int, true FROM branch WHERE id = $2`,
    [id, w.downtown, `Probe group ${w.next()}`, w.next()],
  );
  const ids: string[] = [];
  for (let i = 0; i < services; i++) ids.push(await service(w, id));
  return { id, services: ids };
}

async function service(w: World, groupId: string): Promise<string> {
  const id = randomUUID();
  await w.env.db.query(
    `INSERT INTO service (id, tenant_id, branch_id, group_id, code, name, price_cents, duration, cleaning, display_index, created_at)
     SELECT $1, tenant_id, id, $3, $4, 'Probe service', 2500, 30, 5, $5, now() FROM branch WHERE id = $2`,
    [id, w.downtown, groupId, `WS-SV${w.next()}`, w.next()],
  );
  return id;
}

function serviceFields(groupId: string): Record<string, Json> {
  return { groupId, parentId: null, name: 'Gel polish', price: 3500, duration: 45, cleaning: 5, numberTechnician: 1, couple: false, type: 'MAIN', active: true };
}

const asRecord = (value: Json | undefined): Record<string, Json> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {});

async function serviceReadBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const b = asRecord(sent.body);
  const detail = body<ServiceDetail>(await getJson(w.env, w.admin, `${ServicePath.SHOW}/${id}`)).result;
  const text = (v: Json | undefined) => (typeof v === 'string' ? v.trim() : v);
  return {
    sent: [text(b.code)?.toString().toUpperCase(), text(b.name), b.price, b.duration, b.cleaning, b.numberTechnician, b.couple, b.type, b.active],
    read: [detail.code, detail.name, detail.price, detail.duration, detail.cleaning, detail.numberTechnician, detail.couple, detail.type, detail.active],
  };
}

async function createdServiceId(w: World, sent: Parts): Promise<string> {
  const code = String(asRecord(sent.body).code ?? '').trim().toUpperCase();
  return (await w.env.db.one<{ id: string }>(`SELECT id FROM service WHERE branch_id = $1 AND code = $2`, [w.downtown, code])).id;
}

async function groupReadBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const b = asRecord(sent.body);
  const detail = body<ServiceGroupDetail>(await getJson(w.env, w.admin, `${ServiceGroupPath.SHOW}/${id}`)).result;
  return { sent: [typeof b.name === 'string' ? b.name.trim() : b.name, b.active], read: [detail.name, detail.active] };
}

async function downtownGroups(w: World): Promise<string[]> {
  return (await w.env.db.query<{ id: string }>(`SELECT id FROM service_group WHERE branch_id = $1 ORDER BY display_index, id`, [w.downtown])).map((r) => r.id);
}

export const servicesExamples: Record<string, Example> = {
  [`GET ${ServiceGroupPath.LIST}`]: { area: Area.SERVICES, make: async (w) => ({ query: { branchId: w.downtown, query: 'nail', page: '1', size: '15', sort: 'name', order: 'desc' } }) },
  [`GET ${ServiceGroupPath.SHOW}/:id`]: { area: Area.SERVICES, make: async (w) => ({ params: { id: (await group(w)).id } }) },
  [`GET ${ServicePath.LIST}`]: { area: Area.SERVICES, make: async (w) => ({ query: { branchId: w.downtown, groupId: (await group(w, 1)).id, query: 'probe', page: '1', sort: 'price' } }) },
  [`GET ${ServicePath.SHOW}/:id`]: { area: Area.SERVICES, make: async (w) => ({ params: { id: (await group(w, 1)).services[0] ?? '' } }) },
  [`GET ${ServicePath.DISPLAY_ORDER}`]: { area: Area.SERVICES, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`POST ${ServiceGroupPath.CREATE}`]: {
    area: Area.SERVICES,
    make: async (w) => ({ body: { branchId: w.downtown, name: `Brows ${w.next()}`, active: true } }),
    readBack: async (w, sent) => {
      const name = String(asRecord(sent.body).name ?? '').trim();
      const { id } = await w.env.db.one<{ id: string }>(`SELECT id FROM service_group WHERE branch_id = $1 AND name = $2 ORDER BY display_index DESC LIMIT 1`, [w.downtown, name]);
      return groupReadBack(w, sent, id);
    },
  },
  [`POST ${ServiceGroupPath.UPDATE}`]: {
    area: Area.SERVICES,
    make: async (w) => ({ body: { id: (await group(w)).id, name: 'Lashes', active: false } }),
    readBack: (w, sent) => groupReadBack(w, sent, String(asRecord(sent.body).id)),
  },
  [`POST ${ServiceGroupPath.DELETE}`]: { area: Area.SERVICES, make: async (w) => ({ query: { id: (await group(w)).id } }) },
  [`POST ${ServiceGroupPath.UPDATE_DISPLAY_INDEX}`]: { area: Area.SERVICES, make: async (w) => ({ body: { branchId: w.downtown, ids: (await downtownGroups(w)).reverse() } }) },
  [`POST ${ServicePath.CREATE}`]: {
    area: Area.SERVICES,
    make: async (w) => ({ body: { branchId: w.downtown, code: `ws-new${w.next()}`, ...serviceFields((await group(w)).id) } }),
    readBack: async (w, sent) => serviceReadBack(w, sent, await createdServiceId(w, sent)),
  },
  [`POST ${ServicePath.UPDATE}`]: {
    area: Area.SERVICES,
    make: async (w) => {
      const made = await group(w, 1);
      return { body: { id: made.services[0] ?? '', code: `WS-UP${w.next()}`, ...serviceFields(made.id) } };
    },
    readBack: (w, sent) => serviceReadBack(w, sent, String(asRecord(sent.body).id)),
  },
  [`POST ${ServicePath.DELETE}`]: { area: Area.SERVICES, make: async (w) => ({ query: { id: (await group(w, 1)).services[0] ?? '' } }) },
  [`POST ${ServicePath.UPDATE_DISPLAY_INDEX}`]: {
    area: Area.SERVICES,
    make: async (w) => {
      const made = await group(w, 3);
      return { body: { groupId: made.id, ids: [...made.services].reverse() } };
    },
  },
};
