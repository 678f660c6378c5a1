// The packages screen's calls on a real PGlite: create, list, detail, update and delete with
// good and bad input, code uniqueness in the tenant, services of the branch only, the action
// log, rights, another branch's and another tenant's ids; the booking form's options.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Page, SavedId } from '../../src/domain/catalogue/contract';
import { type PackageDetail, type PackageRow } from '../../src/domain/catalogue/package-contract';
import { PackagePath } from '../../src/domain/catalogue/package-paths';
import { ServicePath, type ServiceDetail } from '../../src/domain/catalogue/service-contract';
import { allowRight, setupCatalogueEnv } from './catalogueHelpers';
import { body, signIn, type SignedIn, type TestEnv } from './helpers';
import { servicesOf, type ServiceRow } from './bookingFixtures';
import { fingerprint } from './writeSurface/fingerprint';

describe('packages', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let downtown: string;
  let plateau: string;
  let services: ServiceRow[];

  beforeAll(async () => {
    ({ env, admin, downtown, plateau } = await setupCatalogueEnv());
    services = await servicesOf(env.db, downtown);
  });
  afterAll(async () => {
    await env.close();
  });

  const post = (url: string, payload: unknown, who: SignedIn = admin) => {
    env.clock.advance(1000);
    return env.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
  };
  const get = (url: string, who: SignedIn = admin) => env.app.inject({ method: 'GET', url, headers: who.headers });
  const idOf = (res: LightMyRequestResponse) => {
    if (res.statusCode !== 200) throw new Error(`refused: ${res.body}`);
    return body<SavedId>(res).result.id;
  };
  const two = () => [services[0]?.id ?? '', services[1]?.id ?? ''];
  const packageBody = (over: Record<string, unknown> = {}) => ({
    branchId: downtown,
    code: 'spa-day',
    content: 'Spa day',
    price: 9000,
    startTime: '2026-11-01 00:00',
    endTime: '2026-12-31 23:59',
    status: 'ENABLED',
    serviceIds: two(),
    ...over,
  });
  const detail = async (id: string) => body<PackageDetail>(await get(`${PackagePath.SHOW}/${id}`)).result;
  const updateBody = (d: PackageDetail, over: Record<string, unknown> = {}) => ({
    id: d.id, code: d.code, content: d.content, price: d.price, startTime: d.startTime, endTime: d.endTime, status: d.status,
    serviceIds: d.services.map((s) => s.id), ...over,
  });
  const list = async (query: string) => body<Page<PackageRow>>(await get(`${PackagePath.LIST}?branchId=${downtown}&${query}`)).result;

  it('creates a package with its services in order, uppercasing the code; lists, searches, filters and details it', async () => {
    const [a, b] = two();
    const id = idOf(await post(PackagePath.CREATE, packageBody({ code: ' spa-day ', content: '  Spa day  ', serviceIds: [b, a] })));
    const d = await detail(id);
    expect(d).toMatchObject({ code: 'SPA-DAY', content: 'Spa day', price: 9000, status: 'ENABLED', startTime: '2026-11-01 00:00', endTime: '2026-12-31 23:59', deletable: true, bookedLines: 0 });
    expect(d.services.map((s) => s.id)).toEqual([b, a]);
    expect((await list('query=spa')).items.map((p) => p.id)).toContain(id);
    expect((await list('status=DISABLED')).items.map((p) => p.id)).not.toContain(id);
    expect((await list('status=ENABLED&sort=price&order=desc')).items.map((p) => p.id)).toContain(id);
    const logs = await env.db.query<{ action: string; entity_type: string }>(`SELECT action, entity_type FROM action_log WHERE entity_id = $1`, [id]);
    expect(logs).toEqual([{ action: 'create', entity_type: 'PACKAGE' }]);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = await fingerprint(env.db);
    const refusals: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ code: '' }, { code: { code: 'REQUIRED' } }],
      [{ code: 'no spaces' }, { code: { code: 'CODE_FORMAT' } }],
      [{ content: ' ' }, { content: { code: 'REQUIRED' } }],
      [{ price: null }, { price: { code: 'REQUIRED' } }],
      [{ price: -1 }, { price: { code: 'REQUIRED' } }],
      [{ startTime: '2026-13-01 00:00' }, { startTime: { code: 'DATE_INVALID' } }],
      [{ endTime: '2026-10-01 00:00' }, { endTime: { code: 'DATE_ORDER' } }],
      [{ serviceIds: [] }, { serviceIds: { code: 'REQUIRED' } }],
      [{ serviceIds: [two()[0], two()[0]] }, { serviceIds: { code: 'INVALID' } }],
    ];
    for (const [over, problems] of refusals) {
      const res = await post(PackagePath.CREATE, packageBody({ code: 'BAD-1', ...over }));
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ code: 'VALIDATION', problems });
    }
    expect(body(await post(PackagePath.CREATE, packageBody({ status: 'ON' }))).code).toBe('VALIDATION');
    expect(await fingerprint(env.db)).toEqual(before);
  });

  it('keeps codes unique in the tenant, across branches: "Code already exists"', async () => {
    const plateauService = (await servicesOf(env.db, plateau))[0]?.id ?? '';
    const res = await post(PackagePath.CREATE, packageBody({ branchId: plateau, code: 'Spa-Day', serviceIds: [plateauService] }));
    expect(body(res)).toMatchObject({ code: 'CODE_EXISTS', message: 'Code already exists' });
  });

  it('takes only services of the package’s branch', async () => {
    const plateauService = (await servicesOf(env.db, plateau))[0]?.id ?? '';
    const lotusService = (await env.db.one<{ id: string }>(`SELECT s.id FROM service s JOIN tenant t ON t.id = s.tenant_id WHERE t.name = 'Lotus Nails' LIMIT 1`)).id;
    for (const other of [plateauService, lotusService]) {
      expect(body(await post(PackagePath.CREATE, packageBody({ code: 'MIXED', serviceIds: [two()[0], other] })))).toMatchObject({ problems: { serviceIds: { code: 'INVALID' } } });
    }
  });

  it('updates every field, the services too, and logs old and new values; a status change alone is a change of status', async () => {
    const id = idOf(await post(PackagePath.CREATE, packageBody({ code: 'UPD-1' })));
    const [a] = two();
    expect(idOf(await post(PackagePath.UPDATE, updateBody(await detail(id), { code: 'upd-2', price: 5000, serviceIds: [a] })))).toBe(id);
    expect(await detail(id)).toMatchObject({ code: 'UPD-2', price: 5000, services: [{ id: a }] });
    await post(PackagePath.UPDATE, updateBody(await detail(id), { status: 'DISABLED' }));
    const logs = await env.db.query<{ action: string; edit_info: { old: Record<string, unknown>; new: Record<string, unknown> } }>(
      `SELECT action, edit_info FROM action_log WHERE entity_id = $1 ORDER BY action_time`,
      [id],
    );
    expect(logs.map((l) => l.action)).toEqual(['create', 'update', 'change status']);
    expect(logs[1]?.edit_info).toMatchObject({ old: { code: 'UPD-1', price: 9000 }, new: { code: 'UPD-2', price: 5000, services: [a] } });
    expect(body(await post(PackagePath.UPDATE, updateBody(await detail(id), { code: 'SPA-DAY' }))).code).toBe('CODE_EXISTS');
  });

  it('deletes a package no booking keeps, and refuses one a booked line keeps', async () => {
    const id = idOf(await post(PackagePath.CREATE, packageBody({ code: 'DEL-1' })));
    expect(body(await post(`${PackagePath.DELETE}?id=${id}`, {})).message).toBe('Delete success');
    expect((await get(`${PackagePath.SHOW}/${id}`)).statusCode).toBe(404);
    const kept = idOf(await post(PackagePath.CREATE, packageBody({ code: 'DEL-2' })));
    const line = await env.db.one<{ id: string }>(`SELECT id FROM segment WHERE branch_id = $1 LIMIT 1`, [downtown]);
    await env.db.query(`UPDATE segment SET package_id = $1 WHERE id = $2`, [kept, line.id]);
    expect(await detail(kept)).toMatchObject({ bookedLines: 1, deletable: false });
    const before = await fingerprint(env.db);
    expect(body(await post(`${PackagePath.DELETE}?id=${kept}`, {}))).toMatchObject({ code: 'DELETE_ASSOCIATED' });
    expect(await fingerprint(env.db)).toEqual(before);
    await env.db.query(`UPDATE segment SET package_id = NULL WHERE id = $1`, [line.id]);
  });

  it('keeps a service a package books: its detail says so and its delete is refused as associated', async () => {
    const [a] = two();
    idOf(await post(PackagePath.CREATE, packageBody({ code: 'KEEPS-SERVICE', serviceIds: [a] })));
    const detail = body<ServiceDetail>(await get(`${ServicePath.SHOW}/${a}`)).result;
    expect(detail).toMatchObject({ deletable: false });
    expect(detail.packages).toBeGreaterThan(0);
    expect(body(await post(`${ServicePath.DELETE}?id=${a}`, {})).code).toBe('DELETE_ASSOCIATED');
  });

  it('checks the package rights on every screen call; the booking form’s options need the appointment book only', async () => {
    const frontdesk = await signIn(env.app, 'frontdesk');
    const id = idOf(await post(PackagePath.CREATE, packageBody({ code: 'RIGHTS' })));
    const d = await detail(id);
    const before = await fingerprint(env.db);
    const calls = [
      () => get(`${PackagePath.LIST}?branchId=${downtown}`, frontdesk),
      () => get(`${PackagePath.SHOW}/${id}`, frontdesk),
      () => post(PackagePath.CREATE, packageBody({ code: 'DESK' }), frontdesk),
      () => post(PackagePath.UPDATE, updateBody(d), frontdesk),
      () => post(`${PackagePath.DELETE}?id=${id}`, {}, frontdesk),
    ];
    for (const call of calls) expect(body(await call()).code).toBe('FORBIDDEN');
    expect(await fingerprint(env.db)).toEqual(before);
    const options = body<PackageRow[]>(await get(`${PackagePath.OPTIONS}?branchId=${downtown}`, frontdesk)).result;
    expect(options.find((p) => p.id === id)?.services.map((s) => s.id)).toEqual(two());
    await allowRight(env.db, 'FRONT_DESK', 'Maple Beauty', 'PACKAGE_ACCESS');
    expect((await calls[0]!()).statusCode).toBe(200);
    expect(body(await calls[2]!()).code).toBe('FORBIDDEN');
  });

  it('answers another tenant’s ids as not found and another branch as not theirs', async () => {
    const id = idOf(await post(PackagePath.CREATE, packageBody({ code: 'MAPLE-ONLY' })));
    const d = await detail(id);
    const lotus = await signIn(env.app, 'lotus');
    const before = await fingerprint(env.db);
    expect((await get(`${PackagePath.SHOW}/${id}`, lotus)).statusCode).toBe(404);
    expect((await post(PackagePath.UPDATE, updateBody(d), lotus)).statusCode).toBe(404);
    expect((await post(`${PackagePath.DELETE}?id=${id}`, {}, lotus)).statusCode).toBe(404);
    expect(body(await get(`${PackagePath.LIST}?branchId=${downtown}`, lotus)).code).toBe('BRANCH_NOT_AUTHORISED');
    expect(await fingerprint(env.db)).toEqual(before);
  });
});
