// The services screen's calls on a real PGlite: groups and services of a branch with good and
// bad input, code uniqueness per branch, the parent rule, associations on delete, the display
// order and its refusals, the action log's old and new values, rights, and other tenants' and
// branches' ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ServiceGroupNode } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import type { Page, SavedId } from '../../src/domain/catalogue/contract';
import {
  ServiceGroupPath,
  ServicePath,
  type OrderGroup,
  type ServiceDetail,
  type ServiceGroupDetail,
  type ServiceGroupRow,
  type ServiceRow,
} from '../../src/domain/catalogue/service-contract';
import { makeBooking } from './billingFixtures';
import { allowRight, setupCatalogueEnv } from './catalogueHelpers';
import { body, branchIdByName, signIn, type SignedIn, type TestEnv } from './helpers';
import { fingerprint } from './writeSurface/fingerprint';

describe('services and service groups', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let downtown: string;
  let plateau: string;

  beforeAll(async () => {
    ({ env, admin, downtown, plateau } = await setupCatalogueEnv());
  });
  afterAll(async () => {
    await env.close();
  });

  const post = (url: string, payload: unknown, who: SignedIn = admin) => {
    // A second apart, so the log reads in the order of the calls.
    env.clock.advance(1000);
    return env.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
  };
  const get = (url: string, who: SignedIn = admin) => env.app.inject({ method: 'GET', url, headers: who.headers });
  const idOf = (res: LightMyRequestResponse) => {
    if (res.statusCode !== 200) throw new Error(`refused: ${res.body}`);
    return body<SavedId>(res).result.id;
  };
  const newGroup = async (name: string, branchId = downtown) => idOf(await post(ServiceGroupPath.CREATE, { branchId, name, active: true }));
  const serviceBody = (over: Record<string, unknown>) => ({
    branchId: downtown,
    code: 'svc-1',
    name: 'Gel polish',
    parentId: null,
    price: 3500,
    duration: 45,
    cleaning: 5,
    numberTechnician: 1,
    couple: false,
    type: 'MAIN',
    active: true,
    ...over,
  });
  const newService = async (over: Record<string, unknown>) => idOf(await post(ServicePath.CREATE, serviceBody(over)));
  const detail = async (id: string) => body<ServiceDetail>(await get(`${ServicePath.SHOW}/${id}`)).result;
  const updateBody = (d: ServiceDetail, over: Record<string, unknown> = {}) => ({
    id: d.id, code: d.code, name: d.name, groupId: d.groupId, parentId: d.parentId, price: d.price, duration: d.duration, cleaning: d.cleaning,
    numberTechnician: d.numberTechnician, couple: d.couple, type: d.type, active: d.active, ...over,
  });
  const tree = async (branchId = downtown) => body<ServiceGroupNode[]>(await get(`${BookingReadPath.SERVICE_TREE}?branchId=${branchId}`)).result;
  const order = async (branchId = downtown) => body<OrderGroup[]>(await get(`${ServicePath.DISPLAY_ORDER}?branchId=${branchId}`)).result;
  const logsOf = (id: string) => env.db.query<{ action: string; entity_type: string; edit_info: unknown }>(
    `SELECT action, entity_type, edit_info FROM action_log WHERE entity_id = $1 ORDER BY action_time, action`,
    [id],
  );

  describe('groups', () => {
    it('creates a group last in the branch order, lists, searches and details it', async () => {
      const before = await order();
      const id = await newGroup('  Brows & lashes bar ');
      const after = await order();
      expect(after.map((g) => g.id)).toEqual([...before.map((g) => g.id), id]);
      expect(after.at(-1)).toMatchObject({ name: 'Brows & lashes bar', active: true, services: [] });
      const page = body<Page<ServiceGroupRow>>(await get(`${ServiceGroupPath.LIST}?branchId=${downtown}&query=lashes%20bar`)).result;
      expect(page.items).toEqual([expect.objectContaining({ id, name: 'Brows & lashes bar', services: 0 })]);
      const group = body<ServiceGroupDetail>(await get(`${ServiceGroupPath.SHOW}/${id}`)).result;
      expect(group).toMatchObject({ id, branchId: downtown, deletable: true, displayIndex: Math.max(...before.map((g) => g.displayIndex)) + 1 });
      // The demo's six groups are paged and sorted like every list.
      const sorted = body<Page<ServiceGroupRow>>(await get(`${ServiceGroupPath.LIST}?branchId=${downtown}&sort=name&order=desc&size=2`)).result;
      expect(sorted.total).toBe(7);
      expect(sorted.items.map((g) => g.name)).toEqual(['Waxing', 'Skin care']);
    });

    it('refuses a group without a name and another branch, writing nothing', async () => {
      const before = await fingerprint(env.db);
      const missing = await post(ServiceGroupPath.CREATE, { branchId: downtown, name: '  ', active: true });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ fields: Record<string, string> }>().fields).toEqual({ name: 'Please fill out this field' });
      const lotus = await branchIdByName(env.db, 'Lotus Nails Midtown');
      expect(body(await post(ServiceGroupPath.CREATE, { branchId: lotus, name: 'Stolen', active: true })).code).toBe('BRANCH_NOT_AUTHORISED');
      expect((await post(ServiceGroupPath.UPDATE, { id: '00000000-0000-4000-8000-000000000000', name: 'X', active: true })).statusCode).toBe(404);
      expect(await fingerprint(env.db)).toEqual(before);
    });

    it('renames and deactivates a group: the log keeps old and new, the switch alone is a change of status', async () => {
      const id = await newGroup('Temporary');
      expect((await post(ServiceGroupPath.UPDATE, { id, name: 'Seasonal', active: true })).statusCode).toBe(200);
      expect((await post(ServiceGroupPath.UPDATE, { id, name: 'Seasonal', active: false })).statusCode).toBe(200);
      const logs = await logsOf(id);
      expect(logs.map((l) => l.action)).toEqual(['create', 'update', 'change status']);
      expect(logs[1]?.edit_info).toEqual({ name: 'Temporary', old: { name: 'Temporary' }, new: { name: 'Seasonal' } });
      expect(logs[2]?.edit_info).toEqual({ name: 'Seasonal', old: { active: true }, new: { active: false } });
    });

    it('takes an inactive group with its services out of the picker, and brings them back with it', async () => {
      const id = await newGroup('Holiday specials');
      const service = await newService({ code: 'HOLI-1', name: 'Candy cane nails', groupId: id });
      const offered = async () => (await tree()).some((g) => g.children.some((s) => s.id === service));
      expect(await offered()).toBe(true);
      expect((await post(ServiceGroupPath.UPDATE, { id, name: 'Holiday specials', active: false })).statusCode).toBe(200);
      expect(await offered()).toBe(false);
      expect((await post(ServiceGroupPath.UPDATE, { id, name: 'Holiday specials', active: true })).statusCode).toBe(200);
      expect(await offered()).toBe(true);
    });

    it('deletes an empty group and refuses one that holds services with the association message', async () => {
      const empty = await newGroup('Empty');
      expect(body(await post(`${ServiceGroupPath.DELETE}?id=${empty}`, {}))).toMatchObject({ success: true, message: 'Delete success' });
      const full = await newGroup('Full');
      await newService({ code: 'FULL-1', groupId: full });
      expect(body<ServiceGroupDetail>(await get(`${ServiceGroupPath.SHOW}/${full}`)).result).toMatchObject({ services: 1, deletable: false });
      const before = await fingerprint(env.db);
      const refused = await post(`${ServiceGroupPath.DELETE}?id=${full}`, {});
      expect(refused.statusCode).toBe(409);
      expect(body(refused).message).toBe('This record could not be deleted because of an association.');
      expect(await fingerprint(env.db)).toEqual(before);
    });
  });

  describe('services', () => {
    let group: string;
    let technicianId: string;
    beforeAll(async () => {
      group = await newGroup('Nail care');
      technicianId = (await env.db.one<{ id: string }>(`SELECT id FROM technician WHERE branch_id = $1 ORDER BY id LIMIT 1`, [downtown])).id;
    });

    it('creates a service last in its group with every field, the code uppercased, and shows it in the picker’s tree', async () => {
      const first = await newService({ code: 'nc-1', name: 'Classic polish', groupId: group });
      const id = await newService({ code: ' nc-2 ', name: 'Paraffin dip', groupId: group, price: 2250, duration: 30, cleaning: 10, type: 'ADD_ON' });
      expect(await detail(id)).toMatchObject({
        code: 'NC-2', name: 'Paraffin dip', groupId: group, groupName: 'Nail care', parentId: null, price: 2250, duration: 30, cleaning: 10,
        numberTechnician: 1, couple: false, type: 'ADD_ON', active: true, displayIndex: 2, variants: 0, technicians: 0, bookedLines: 0, deletable: true,
      });
      const node = (await tree()).find((g) => g.id === group);
      expect(node?.children.map((s) => [s.id, s.code, s.price, s.duration, s.cleaning])).toEqual([
        [first, 'NC-1', 3500, 45, 5],
        [id, 'NC-2', 2250, 30, 10],
      ]);
      const listed = body<Page<ServiceRow>>(await get(`${ServicePath.LIST}?branchId=${downtown}&groupId=${group}`)).result;
      expect(listed.items.map((s) => s.code)).toEqual(['NC-1', 'NC-2']);
      const searched = body<Page<ServiceRow>>(await get(`${ServicePath.LIST}?branchId=${downtown}&query=paraffin`)).result;
      expect(searched.items.map((s) => s.id)).toEqual([id]);
    });

    it('refuses missing fields, a duration off the 15-minute slots, a couple with one technician and a code in use, writing nothing', async () => {
      const before = await fingerprint(env.db);
      const missing = await post(ServicePath.CREATE, serviceBody({ groupId: group, code: '', name: '', price: null, duration: null, cleaning: null, numberTechnician: null }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ fields: Record<string, string> }>().fields).toEqual({
        code: 'Please fill out this field', name: 'Please fill out this field', price: 'Please fill out this field', duration: 'Please fill out this field',
        cleaning: 'Please fill out this field', numberTechnician: 'Please fill out this field',
      });
      const minutes = await post(ServicePath.CREATE, serviceBody({ groupId: group, code: 'NC-9', duration: 50, cleaning: 7 }));
      expect(minutes.json<{ problems: Record<string, unknown> }>().problems).toEqual({ duration: { code: 'MINUTES_STEP', step: 15 }, cleaning: { code: 'MINUTES_STEP', step: 5 } });
      const tooShort = await post(ServicePath.CREATE, serviceBody({ groupId: group, code: 'NC-9', duration: 0, numberTechnician: 5 }));
      expect(tooShort.json<{ fields: Record<string, string> }>().fields).toEqual({ duration: 'Enter at least 15', numberTechnician: 'Enter at most 4' });
      const couple = await post(ServicePath.CREATE, serviceBody({ groupId: group, code: 'NC-9', couple: true, numberTechnician: 1 }));
      expect(couple.json<{ fields: Record<string, string> }>().fields).toEqual({ numberTechnician: 'Enter at least 2' });
      const taken = await post(ServicePath.CREATE, serviceBody({ groupId: group, code: 'nc-1' }));
      expect(taken.statusCode).toBe(409);
      expect(body(taken)).toMatchObject({ code: 'CODE_EXISTS', message: 'Code already exists' });
      const noGroup = await post(ServicePath.CREATE, { ...serviceBody({ code: 'NC-9' }) });
      expect(body(noGroup)).toMatchObject({ code: 'VALIDATION', problems: { groupId: { code: 'REQUIRED' } } });
      expect(await fingerprint(env.db)).toEqual(before);
    });

    it('keeps codes unique per branch: the same code is fine in another branch, an update may not take one in use', async () => {
      const plateauGroup = await newGroup('Nail care', plateau);
      expect((await post(ServicePath.CREATE, serviceBody({ branchId: plateau, groupId: plateauGroup, code: 'NC-1' }))).statusCode).toBe(200);
      const id = await newService({ code: 'NC-3', groupId: group });
      const before = await fingerprint(env.db);
      const res = await post(ServicePath.UPDATE, updateBody(await detail(id), { code: 'NC-1' }));
      expect(body(res)).toMatchObject({ code: 'CODE_EXISTS', message: 'Code already exists' });
      expect(await fingerprint(env.db)).toEqual(before);
      expect((await post(ServicePath.UPDATE, updateBody(await detail(id), { code: 'NC-3B', name: 'Renamed' }))).statusCode).toBe(200);
      expect(await detail(id)).toMatchObject({ code: 'NC-3B', name: 'Renamed' });
    });

    it('refuses a group or a parent of another branch or tenant', async () => {
      const plateauGroup = (await order(plateau))[0]?.id ?? '';
      const lotusGroup = (await env.db.one<{ id: string }>(`SELECT g.id FROM service_group g JOIN tenant t ON t.id = g.tenant_id WHERE t.name = 'Lotus Nails' LIMIT 1`)).id;
      const lotusService = (await env.db.one<{ id: string }>(`SELECT s.id FROM service s JOIN tenant t ON t.id = s.tenant_id WHERE t.name = 'Lotus Nails' LIMIT 1`)).id;
      const plateauService = (await order(plateau))[0]?.services[0]?.id ?? '';
      const lotus = await signIn(env.app, 'lotus');
      const before = await fingerprint(env.db);
      for (const groupId of [plateauGroup, lotusGroup]) {
        expect(body(await post(ServicePath.CREATE, serviceBody({ groupId, code: 'X-1' })))).toMatchObject({ code: 'VALIDATION', problems: { groupId: { code: 'INVALID' } } });
      }
      for (const parentId of [plateauService, lotusService]) {
        expect(body(await post(ServicePath.CREATE, serviceBody({ groupId: group, parentId, code: 'X-1' })))).toMatchObject({ problems: { parentId: { code: 'PARENT_INVALID' } } });
      }
      const mapleService = (await order())[0]?.services[0]?.id ?? '';
      const mapleDetail = await detail(mapleService);
      expect((await get(`${ServicePath.SHOW}/${mapleService}`, lotus)).statusCode).toBe(404);
      expect((await post(`${ServicePath.DELETE}?id=${mapleService}`, {}, lotus)).statusCode).toBe(404);
      expect((await post(ServicePath.UPDATE, updateBody(mapleDetail), lotus)).statusCode).toBe(404);
      expect(body(await post(ServicePath.UPDATE_DISPLAY_INDEX, { groupId: group, ids: [mapleService] }, lotus)).code).toBe('DISPLAY_INDEX_FAIL');
      expect(await fingerprint(env.db)).toEqual(before);
    });

    it('makes variants of a main service of the same group, one level deep; the tree shows them after it; they follow it to another group', async () => {
      const main = await newService({ code: 'MANI', name: 'Manicure', groupId: group });
      const other = await newService({ code: 'MANI-X', name: 'Another main', groupId: group });
      const gel = await newService({ code: 'MANI-GEL', name: 'Manicure · gel', groupId: group, parentId: main });
      const elsewhere = await newGroup('Elsewhere');
      const before = await fingerprint(env.db);
      const ofVariant = await post(ServicePath.CREATE, serviceBody({ code: 'MANI-2', groupId: group, parentId: gel }));
      expect(body(ofVariant)).toMatchObject({ code: 'VALIDATION', problems: { parentId: { code: 'PARENT_INVALID' } }, fields: { parentId: 'Choose a main service of the same group' } });
      expect(body(await post(ServicePath.CREATE, serviceBody({ code: 'MANI-2', groupId: elsewhere, parentId: main }))).code).toBe('VALIDATION');
      // A main service that has variants cannot become one.
      expect(body(await post(ServicePath.UPDATE, updateBody(await detail(main), { parentId: other }))).code).toBe('VALIDATION');
      expect(body(await post(ServicePath.UPDATE, updateBody(await detail(main), { parentId: main }))).code).toBe('VALIDATION');
      expect(await fingerprint(env.db)).toEqual(before);

      const children = (await tree()).find((g) => g.id === group)?.children ?? [];
      const at = children.findIndex((s) => s.id === main);
      expect(children[at + 1]).toMatchObject({ id: gel, parentId: main });
      expect(await detail(main)).toMatchObject({ variants: 1, deletable: false });

      expect((await post(ServicePath.UPDATE, updateBody(await detail(main), { groupId: elsewhere }))).statusCode).toBe(200);
      expect((await order()).find((g) => g.id === elsewhere)?.services.map((s) => [s.id, s.displayIndex])).toEqual([
        [main, 1],
        [gel, 2],
      ]);
      expect(await detail(gel)).toMatchObject({ groupId: elsewhere, parentId: main, parentName: 'Manicure' });
    });

    it('leaves an inactive service out of the picker while booked lines keep it; its variant then stands alone', async () => {
      const main = await newService({ code: 'PEDI', name: 'Pedicure', groupId: group });
      const variant = await newService({ code: 'PEDI-SPA', name: 'Pedicure · spa', groupId: group, parentId: main });
      const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId, price: 4500, serviceName: 'Pedicure' }] }] });
      await env.db.query(`UPDATE segment SET service_id = $1 WHERE id = $2`, [main, made.lineIds[0]?.[0] ?? '']);
      expect((await post(ServicePath.UPDATE, updateBody(await detail(main), { active: false }))).statusCode).toBe(200);
      const children = (await tree()).find((g) => g.id === group)?.children ?? [];
      expect(children.some((s) => s.id === main)).toBe(false);
      expect(children.find((s) => s.id === variant)).toMatchObject({ parentId: main });
      const line = await env.db.one<{ service_id: string; service_name: string }>(`SELECT service_id, service_name FROM segment WHERE id = $1`, [made.lineIds[0]?.[0] ?? '']);
      expect(line).toEqual({ service_id: main, service_name: 'Pedicure' });
      const [log] = (await logsOf(main)).filter((l) => l.action === 'change status');
      expect(log?.edit_info).toEqual({ code: 'PEDI', old: { active: true }, new: { active: false } });
    });

    it('refuses to delete a booked service or a main service with variants; a technician’s mapping goes with a deleted one', async () => {
      const booked = await newService({ code: 'BOOKED', groupId: group });
      const made = await makeBooking(env.db, { branchId: downtown, guests: [{ lines: [{ technicianId, price: 3500 }] }] });
      await env.db.query(`UPDATE segment SET service_id = $1 WHERE id = $2`, [booked, made.lineIds[0]?.[0] ?? '']);
      expect(await detail(booked)).toMatchObject({ bookedLines: 1, deletable: false });
      const main = await newService({ code: 'HAS-VAR', groupId: group });
      await newService({ code: 'HAS-VAR-2', groupId: group, parentId: main });
      const before = await fingerprint(env.db);
      for (const id of [booked, main]) {
        const res = await post(`${ServicePath.DELETE}?id=${id}`, {});
        expect(res.statusCode).toBe(409);
        expect(body(res)).toMatchObject({ code: 'DELETE_ASSOCIATED', message: 'This record could not be deleted because of an association.' });
      }
      expect(await fingerprint(env.db)).toEqual(before);

      const mapped = await newService({ code: 'MAPPED', name: 'Mapped', groupId: group, price: 1200 });
      const tech = await env.db.one<{ id: string; tenant_id: string }>(`SELECT id, tenant_id FROM technician WHERE branch_id = $1 LIMIT 1`, [downtown]);
      await env.db.query(`INSERT INTO technician_service (tenant_id, branch_id, technician_id, service_id) VALUES ($1, $2, $3, $4)`, [tech.tenant_id, downtown, tech.id, mapped]);
      expect(await detail(mapped)).toMatchObject({ technicians: 1, deletable: true });
      expect(body(await post(`${ServicePath.DELETE}?id=${mapped}`, {}))).toMatchObject({ success: true, message: 'Delete success' });
      expect(await env.db.maybeOne(`SELECT 1 FROM technician_service WHERE service_id = $1`, [mapped])).toBeNull();
      const [log] = (await logsOf(mapped)).filter((l) => l.action === 'delete');
      expect(log).toMatchObject({ entity_type: 'SERVICE', edit_info: { old: expect.objectContaining({ code: 'MAPPED', name: 'Mapped', price: 1200 }), new: {} } });
    });

    it('logs a create with every value and an update with the changed fields only', async () => {
      const id = await newService({ code: 'LOGGED', name: 'Logged', groupId: group, price: 1000 });
      expect((await post(ServicePath.UPDATE, updateBody(await detail(id), { price: 1250, duration: 60 }))).statusCode).toBe(200);
      const logs = await logsOf(id);
      expect(logs[0]).toMatchObject({ action: 'create', entity_type: 'SERVICE' });
      expect(logs[0]?.edit_info).toEqual({
        old: {},
        new: { code: 'LOGGED', name: 'Logged', groupId: group, parentId: null, price: 1000, duration: 45, cleaning: 5, numberTechnician: 1, couple: false, type: 'MAIN', active: true, displayIndex: expect.any(Number) },
      });
      expect(logs[1]).toEqual({ action: 'update', entity_type: 'SERVICE', edit_info: { code: 'LOGGED', old: { price: 1000, duration: 45 }, new: { price: 1250, duration: 60 } } });
    });
  });

  describe('display order', () => {
    it('reorders a group’s services: the picker follows, each moved one is logged with its old and new index', async () => {
      const group = await newGroup('Ordered');
      const [a, b, c] = [await newService({ code: 'ORD-A', groupId: group }), await newService({ code: 'ORD-B', groupId: group }), await newService({ code: 'ORD-C', groupId: group })];
      const res = await post(ServicePath.UPDATE_DISPLAY_INDEX, { groupId: group, ids: [c, a, b] });
      expect(body(res)).toMatchObject({ success: true, message: 'Update success' });
      expect((await tree()).find((g) => g.id === group)?.children.map((s) => s.id)).toEqual([c, a, b]);
      expect((await logsOf(c)).at(-1)).toEqual({ action: 'update', entity_type: 'SERVICE', edit_info: { code: 'ORD-C', old: { displayIndex: 3 }, new: { displayIndex: 1 } } });
    });

    it('refuses a stale, partial, repeated or foreign order with "Update display index fail." and changes nothing', async () => {
      const group = await newGroup('Refused order');
      const [a, b] = [await newService({ code: 'REF-A', groupId: group }), await newService({ code: 'REF-B', groupId: group })];
      const foreign = (await order(plateau))[0]?.services[0]?.id ?? '';
      const before = await fingerprint(env.db);
      for (const ids of [[a], [a, a], [a, b, foreign], [b, foreign]]) {
        const res = await post(ServicePath.UPDATE_DISPLAY_INDEX, { groupId: group, ids });
        expect(res.statusCode).toBe(409);
        expect(body(res)).toMatchObject({ code: 'DISPLAY_INDEX_FAIL', message: 'Update display index fail.' });
      }
      const plateauGroups = (await order(plateau)).map((g) => g.id);
      expect(body(await post(ServiceGroupPath.UPDATE_DISPLAY_INDEX, { branchId: downtown, ids: plateauGroups })).code).toBe('DISPLAY_INDEX_FAIL');
      expect(await fingerprint(env.db)).toEqual(before);
    });

    it('reorders the branch’s groups, and the picker shows them in that order', async () => {
      const ids = (await order()).map((g) => g.id);
      const reversed = [...ids].reverse();
      expect((await post(ServiceGroupPath.UPDATE_DISPLAY_INDEX, { branchId: downtown, ids: reversed })).statusCode).toBe(200);
      expect((await order()).map((g) => g.id)).toEqual(reversed);
      const active = new Set((await tree()).map((g) => g.id));
      expect((await tree()).map((g) => g.id)).toEqual(reversed.filter((id) => active.has(id)));
    });
  });

  describe('rights and branches', () => {
    it('checks the service rights on every call (no plan feature gates services)', async () => {
      const frontdesk = await signIn(env.app, 'frontdesk');
      const [group] = await order();
      const serviceId = group?.services[0]?.id ?? '';
      const groupId = group?.id ?? '';
      const before = await fingerprint(env.db);
      const calls = [
        () => get(`${ServiceGroupPath.LIST}?branchId=${downtown}`, frontdesk),
        () => get(`${ServiceGroupPath.SHOW}/${groupId}`, frontdesk),
        () => get(`${ServicePath.LIST}?branchId=${downtown}`, frontdesk),
        () => get(`${ServicePath.SHOW}/${serviceId}`, frontdesk),
        () => get(`${ServicePath.DISPLAY_ORDER}?branchId=${downtown}`, frontdesk),
        () => post(ServiceGroupPath.CREATE, { branchId: downtown, name: 'Desk', active: true }, frontdesk),
        () => post(ServiceGroupPath.UPDATE, { id: groupId, name: 'Desk', active: true }, frontdesk),
        () => post(`${ServiceGroupPath.DELETE}?id=${groupId}`, {}, frontdesk),
        () => post(ServiceGroupPath.UPDATE_DISPLAY_INDEX, { branchId: downtown, ids: [groupId] }, frontdesk),
        () => post(ServicePath.CREATE, serviceBody({ groupId, code: 'DESK' }), frontdesk),
        () => post(ServicePath.UPDATE, serviceBody({ id: serviceId, groupId, code: 'DESK' }), frontdesk),
        () => post(`${ServicePath.DELETE}?id=${serviceId}`, {}, frontdesk),
        () => post(ServicePath.UPDATE_DISPLAY_INDEX, { groupId, ids: [serviceId] }, frontdesk),
      ];
      for (const call of calls) expect(body(await call()).code).toBe('FORBIDDEN');
      expect(await fingerprint(env.db)).toEqual(before);
      // Reading the list is not creating.
      await allowRight(env.db, 'FRONT_DESK', 'Maple Beauty', 'SERVICE_ACCESS');
      const allowed = await fingerprint(env.db);
      expect((await calls[2]!()).statusCode).toBe(200);
      expect(body(await calls[9]!()).code).toBe('FORBIDDEN');
      expect(await fingerprint(env.db)).toEqual(allowed);
    });

    it('a manager of one branch cannot read or change another branch’s services', async () => {
      for (const right of ['SERVICE_ACCESS', 'SERVICE_CREATE', 'SERVICE_UPDATE', 'SERVICE_DELETE']) await allowRight(env.db, 'MANAGER', 'Maple Beauty', right);
      const manager = await signIn(env.app, 'manager');
      const [plateauGroup] = await order(plateau);
      const plateauService = plateauGroup?.services[0]?.id ?? '';
      const plateauDetail = await detail(plateauService);
      const before = await fingerprint(env.db);
      expect(body(await get(`${ServicePath.LIST}?branchId=${plateau}`, manager)).code).toBe('BRANCH_NOT_AUTHORISED');
      expect(body(await get(`${ServicePath.SHOW}/${plateauService}`, manager)).code).toBe('BRANCH_NOT_AUTHORISED');
      expect(body(await post(ServicePath.UPDATE, updateBody(plateauDetail), manager)).code).toBe('BRANCH_NOT_AUTHORISED');
      expect((await post(`${ServicePath.DELETE}?id=${plateauService}`, {}, manager)).statusCode).toBe(404);
      expect(body(await post(ServicePath.UPDATE_DISPLAY_INDEX, { groupId: plateauGroup?.id, ids: [plateauService] }, manager)).code).toBe('DISPLAY_INDEX_FAIL');
      expect(body(await post(ServiceGroupPath.UPDATE, { id: plateauGroup?.id, name: 'Mine', active: true }, manager)).code).toBe('BRANCH_NOT_AUTHORISED');
      expect(await fingerprint(env.db)).toEqual(before);
      // Their own branch works.
      expect((await get(`${ServicePath.LIST}?branchId=${downtown}`, manager)).statusCode).toBe(200);
    });
  });
});
