import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceGroupNode } from '../../src/domain/booking/reads';
import { BookingReadPath } from '../../src/domain/booking/read-paths';
import { body, branchIdByName, fingerprint, setupTestEnv, signIn, type SignedIn, type TestEnv } from './helpers';
import { grantAppointmentPlanToLotus } from './readFixtures';

describe('service tree', () => {
  let env: TestEnv;
  let fd: SignedIn;
  let downtown: string;
  let plateau: string;
  let lotusBranch: string;
  beforeAll(async () => {
    env = await setupTestEnv();
    fd = await signIn(env.app, 'frontdesk');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    lotusBranch = await branchIdByName(env.db, 'Lotus Nails Midtown');
  });
  afterAll(async () => {
    await env.close();
  });

  const tree = (branchId: string, headers: Record<string, string> = fd.headers) =>
    env.app.inject({ method: 'GET', url: `${BookingReadPath.SERVICE_TREE}?branchId=${branchId}`, headers });

  it('gives the active groups in display order, each with its services in display order', async () => {
    const res = await tree(downtown);
    expect(res.statusCode).toBe(200);
    const groups = body<ServiceGroupNode[]>(res).result;
    const dbGroups = await env.db.query<{ id: string }>(
      `SELECT id FROM service_group WHERE branch_id = $1 AND active ORDER BY display_index, name`,
      [downtown],
    );
    expect(groups.map((g) => g.id)).toEqual(dbGroups.map((g) => g.id));
    const services = groups.flatMap((g) => g.children);
    const { n } = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM service WHERE branch_id = $1 AND active`, [downtown]);
    expect(services).toHaveLength(n);
    for (const g of groups) {
      expect(g.children.length).toBeGreaterThan(0);
      expect(g.children.every((s) => s.groupId === g.id)).toBe(true);
    }
    for (const s of services) {
      expect(Number.isInteger(s.price)).toBe(true);
      expect(s.numberTechnician).toBeGreaterThanOrEqual(1);
      expect(s.code.startsWith('DT-')).toBe(true);
    }
    const row = await env.db.one<{ display_index: number; price_cents: number; duration: number; cleaning: number }>(
      `SELECT display_index, price_cents, duration, cleaning FROM service WHERE id = $1`,
      [services[0]?.id ?? ''],
    );
    expect(services[0]).toMatchObject({ price: row.price_cents, duration: row.duration, cleaning: row.cleaning });
    // Branch scoped: Plateau's tree has its own services.
    const other = body<ServiceGroupNode[]>(await tree(plateau)).result.flatMap((g) => g.children);
    expect(other.every((s) => s.code.startsWith('PL-'))).toBe(true);
  });

  it('orders by display index then name and leaves out inactive groups and services', async () => {
    const [first, second] = body<ServiceGroupNode[]>(await tree(downtown)).result;
    if (!first || !second) throw new Error('demo tree too small');
    const [a, b] = first.children;
    if (!a || !b) throw new Error('demo group too small');
    await env.db.query(`UPDATE service SET display_index = 99 WHERE id = ANY($1::uuid[])`, [[a.id, b.id]]);
    await env.db.query(`UPDATE service SET name = 'AAA tie' WHERE id = $1`, [b.id]);
    await env.db.query(`UPDATE service SET active = false WHERE id = $1`, [first.children[2]?.id ?? a.id]);
    await env.db.query(`UPDATE service_group SET active = false WHERE id = $1`, [second.id]);

    const groups = body<ServiceGroupNode[]>(await tree(downtown)).result;
    expect(groups.map((g) => g.id)).not.toContain(second.id);
    const ids = groups.flatMap((g) => g.children.map((s) => s.id));
    expect(ids).not.toContain(first.children[2]?.id);
    expect(second.children.some((s) => ids.includes(s.id))).toBe(false);
    const firstAfter = groups.find((g) => g.id === first.id)?.children.map((s) => s.id) ?? [];
    // Both now share display index 99 and sort last, the tie broken by name.
    expect(firstAfter.slice(-2)).toEqual([b.id, a.id]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await fingerprint(env.db);
    for (const url of [`${BookingReadPath.SERVICE_TREE}?branchId=nope`, BookingReadPath.SERVICE_TREE]) {
      const res = await env.app.inject({ method: 'GET', url, headers: fd.headers });
      expect(res.statusCode, url).toBe(400);
      expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION', result: null });
    }
    expect(await fingerprint(env.db)).toBe(before);
  });

  it('needs a session, the appointment right and a managed branch', async () => {
    const anonymous = await env.app.inject({ method: 'GET', url: `${BookingReadPath.SERVICE_TREE}?branchId=${downtown}` });
    expect(anonymous.statusCode).toBe(401);
    const trainee = await tree(downtown, (await signIn(env.app, 'trainee')).headers);
    expect(trainee.statusCode).toBe(403);
    expect(body(trainee).code).toBe('FORBIDDEN');
    const manager = await tree(plateau, (await signIn(env.app, 'manager')).headers);
    expect(body(manager)).toMatchObject({ success: false, code: 'BRANCH_NOT_AUTHORISED', result: null });
  });

  it('never shows another tenant its tree', async () => {
    const lotus = await signIn(env.app, 'lotus');
    expect(body(await tree(downtown, lotus.headers)).code).toBe('PLAN_UPGRADE_REQUIRED');
    await grantAppointmentPlanToLotus(env.db);
    const foreign = await tree(downtown, lotus.headers);
    expect(foreign.statusCode).toBe(403);
    expect(body(foreign)).toMatchObject({ code: 'BRANCH_NOT_AUTHORISED', result: null });
    const own = body<ServiceGroupNode[]>(await tree(lotusBranch, lotus.headers)).result;
    expect(own.map((g) => g.name).sort()).toEqual(['Nails', 'Waxing']);
    expect(own.flatMap((g) => g.children).every((s) => s.code.startsWith('LN-'))).toBe(true);
    const admin = await signIn(env.app, 'admin');
    expect(body(await tree(lotusBranch, admin.headers)).code).toBe('BRANCH_NOT_AUTHORISED');
  });
});
