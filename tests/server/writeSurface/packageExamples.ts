import { randomUUID } from 'node:crypto';
import { type PackageDetail } from '../../../src/domain/catalogue/package-contract';
import { PackagePath } from '../../../src/domain/catalogue/package-paths';
import { body } from '../helpers';
import { getJson } from '../billingFixtures';
import type { Json } from './hostile';
import { Area, type Example, type Parts } from './probe';
import type { World } from './world';

/** Two of Downtown's services. */
async function twoServices(w: World): Promise<string[]> {
  return (await w.env.db.query<{ id: string }>(`SELECT id FROM service WHERE branch_id = $1 ORDER BY code LIMIT 2`, [w.downtown])).map((r) => r.id);
}

/** A fresh package of Downtown with its two services. */
async function pkg(w: World): Promise<string> {
  const id = randomUUID();
  await w.env.db.query(
    `INSERT INTO package (id, tenant_id, branch_id, code, content, price_cents, start_time, end_time, status, created_at, updated_at)
     SELECT $1, tenant_id, id, $3, 'Probe package', 9000, '2026-01-01 00:00', '2027-12-31 23:59', 'ENABLED', now(), now() FROM branch WHERE id = $2`,
    [id, w.downtown, `WS-PK${w.next()}`],
  );
  for (const [index, serviceId] of (await twoServices(w)).entries()) {
    await w.env.db.query(`INSERT INTO package_service (tenant_id, package_id, service_id, display_index) SELECT tenant_id, $1, $2, $3 FROM package WHERE id = $1`, [id, serviceId, index]);
  }
  return id;
}

async function packageFields(w: World): Promise<Record<string, Json>> {
  return { content: 'Spa day', price: 9000, startTime: '2026-11-01 00:00', endTime: '2026-12-31 23:59', status: 'ENABLED', serviceIds: await twoServices(w) };
}

const asRecord = (value: Json | undefined): Record<string, Json> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {});

async function packageReadBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const b = asRecord(sent.body);
  const d = body<PackageDetail>(await getJson(w.env, w.admin, `${PackagePath.SHOW}/${id}`)).result;
  const text = (v: Json | undefined) => (typeof v === 'string' ? v.trim() : v);
  return {
    sent: [text(b.code)?.toString().toUpperCase(), text(b.content), b.price, text(b.startTime), text(b.endTime), b.status, b.serviceIds],
    read: [d.code, d.content, d.price, d.startTime, d.endTime, d.status, d.services.map((s) => s.id)],
  };
}

export const packageExamples: Record<string, Example> = {
  [`GET ${PackagePath.LIST}`]: { area: Area.SERVICES, make: async (w) => ({ query: { branchId: w.downtown, query: 'probe', page: '1', size: '15', sort: 'price', order: 'desc', status: 'ENABLED' } }) },
  [`GET ${PackagePath.SHOW}/:id`]: { area: Area.SERVICES, make: async (w) => ({ params: { id: await pkg(w) } }) },
  [`GET ${PackagePath.OPTIONS}`]: { area: Area.SERVICES, make: async (w) => ({ query: { branchId: w.downtown } }) },
  [`POST ${PackagePath.CREATE}`]: {
    area: Area.SERVICES,
    make: async (w) => ({ body: { branchId: w.downtown, code: `ws-pk-new${w.next()}`, ...(await packageFields(w)) } }),
    readBack: async (w, sent) => {
      const code = String(asRecord(sent.body).code ?? '').trim().toUpperCase();
      const { id } = await w.env.db.one<{ id: string }>(`SELECT id FROM package WHERE branch_id = $1 AND code = $2`, [w.downtown, code]);
      return packageReadBack(w, sent, id);
    },
  },
  [`POST ${PackagePath.UPDATE}`]: {
    area: Area.SERVICES,
    make: async (w) => ({ body: { id: await pkg(w), code: `WS-PK-UP${w.next()}`, ...(await packageFields(w)) } }),
    readBack: (w, sent) => packageReadBack(w, sent, String(asRecord(sent.body).id)),
  },
  [`POST ${PackagePath.DELETE}`]: { area: Area.SERVICES, make: async (w) => ({ query: { id: await pkg(w) } }) },
};
