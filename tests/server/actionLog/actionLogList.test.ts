import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionLogPath, type ActionLogRow } from '../../../src/domain/admin/action-log';
import type { Page } from '../../../src/domain/admin/list';
import { ActionType, EntityType, logAction, logChange } from '../../../src/server/actionLog/actionLogRepository';
import { body, branchIdByName, setupTestEnv, signIn, userIdByName, type SignedIn, type TestEnv } from '../helpers';
import { get } from '../peopleFixtures';

/** Days after the seed's own entries, so these tests read only what they wrote. */
const DAY1 = '2026-12-01';
const DAY2 = '2026-12-02';

describe('GET /api/action-log/list', () => {
  let env: TestEnv;
  let admin: SignedIn;
  let adminId: string;
  let downtown: string;
  let plateau: string;
  let service: { id: string; name: string };
  let booking: { id: string; code: string };

  beforeAll(async () => {
    env = await setupTestEnv();
    admin = await signIn(env.app, 'admin');
    adminId = await userIdByName(env.db, 'admin');
    downtown = await branchIdByName(env.db, 'Downtown Toronto');
    plateau = await branchIdByName(env.db, 'Plateau Montréal');
    const tenantId = (await env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown])).tenant_id;
    service = await env.db.one(`SELECT id, name FROM service WHERE branch_id = $1 ORDER BY name LIMIT 1`, [downtown]);
    booking = await env.db.one(`SELECT id, code FROM booking WHERE branch_id = $1 ORDER BY start_time LIMIT 1`, [downtown]);
    const actor = (at: string) => ({ tenantId, userId: adminId, now: new Date(at) });
    // 16 price changes on Downtown's 1 December, one a minute from 15:00 UTC (10:00 in Toronto).
    for (let i = 0; i < 16; i++) {
      await logChange(env.db, actor(`2026-12-01T15:${String(i).padStart(2, '0')}:00Z`), {
        branchId: downtown, action: ActionType.UPDATE, entityType: EntityType.SERVICE, entityId: service.id,
        before: { price: 4500 + i }, after: { price: 5000 + i }, summary: { code: 'MANI' },
      });
    }
    // 23:30 on 1 December in Toronto is already 2 December in UTC.
    await logAction(env.db, {
      tenantId, branchId: downtown, userId: adminId, action: ActionType.CHANGE_STATUS, entityType: EntityType.BOOKING, entityId: booking.id,
      editInfo: { oldStatus: 'New', newStatus: 'Confirmed' }, now: new Date('2026-12-02T04:30:00Z'),
    });
    // A product since deleted keeps the name the log wrote.
    await logChange(env.db, actor('2026-12-02T16:00:00Z'), {
      branchId: plateau, action: ActionType.DELETE, entityType: EntityType.PRODUCT, entityId: '00000000-0000-4000-8000-000000000001',
      before: { code: 'OLD-OIL', name: 'Old cuticle oil', price: 1200 }, after: null,
    });
  });
  afterAll(async () => {
    await env.close();
  });

  const list = async (who: SignedIn, query: string) => {
    const res = await get(env, who, `${ActionLogPath.LIST}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return body<Page<ActionLogRow>>(res).result;
  };

  it('pages the entries of a date range newest first, 15 a page, with who, what and the record named', async () => {
    const first = await list(admin, `from=${DAY1}&to=${DAY2}`);
    expect(first.total).toBe(18);
    expect(first.size).toBe(15);
    expect(first.items).toHaveLength(15);
    expect(first.items[0]).toMatchObject({
      action: 'delete', entityType: 'PRODUCT', entityName: 'Old cuticle oil', actionTime: '2026-12-02 11:00', userFullName: expect.stringMatching(/\S/),
      editInfo: { old: { name: 'Old cuticle oil', price: 1200 }, new: {} },
    });
    expect(first.items[1]).toMatchObject({ action: 'change status', entityType: 'BOOKING', entityName: booking.code, actionTime: '2026-12-01 23:30', day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(first.items[2]).toMatchObject({ action: 'update', entityType: 'SERVICE', entityName: service.name, actionTime: '2026-12-01 10:15', editInfo: { code: 'MANI', old: { price: 4515 }, new: { price: 5015 } } });
    const times = first.items.map((r) => r.actionTime);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await list(admin, `from=${DAY1}&to=${DAY2}&page=2`);
    expect(second.items.map((r) => r.actionTime)).toEqual(['2026-12-01 10:02', '2026-12-01 10:01', '2026-12-01 10:00']);
    expect(new Set([...first.items, ...second.items].map((r) => r.id)).size).toBe(18);
  });

  it('filters by the branch’s days, entity type, action and user', async () => {
    const day1 = await list(admin, `from=${DAY1}&to=${DAY1}`);
    expect(day1.total).toBe(17);
    expect((await list(admin, `from=${DAY1}&to=${DAY2}&entityType=BOOKING`)).items.map((r) => r.entityName)).toEqual([booking.code]);
    expect((await list(admin, `from=${DAY1}&to=${DAY2}&action=delete`)).items.map((r) => r.entityType)).toEqual(['PRODUCT']);
    expect((await list(admin, `from=${DAY1}&to=${DAY2}&action=update&entityType=SERVICE`)).total).toBe(16);
    expect((await list(admin, `from=${DAY1}&to=${DAY2}&query=nobody-here`)).total).toBe(0);
    expect((await list(admin, `from=${DAY1}&to=${DAY2}&query=admin`)).total).toBe(18);
    expect((await list(admin, `from=${DAY2}&to=${DAY2}&branchId=${plateau}`)).items.map((r) => r.entityType)).toEqual(['PRODUCT']);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'from=2026-13-01', 'to=yesterday', `from=${DAY2}&to=${DAY1}`, 'action=explode', 'entityType=service;drop', 'size=500', 'page=0', 'sort=user', 'branchId=downtown',
    ]) {
      const res = await get(env, admin, `${ActionLogPath.LIST}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('needs the action log right; a branch manager reads their branches’ entries only', async () => {
    const frontdesk = await signIn(env.app, 'frontdesk');
    expect((await get(env, frontdesk, ActionLogPath.LIST)).statusCode).toBe(403);
    // A branch manager's default role reads the log of their branches.
    const again = await signIn(env.app, 'manager');
    const seen = await list(again, `from=${DAY1}&to=${DAY2}`);
    expect(seen.total).toBe(17);
    expect(seen.items.every((r) => r.entityType !== 'PRODUCT')).toBe(true);
    expect((await get(env, again, `${ActionLogPath.LIST}?branchId=${plateau}`)).statusCode).toBe(403);
    const anon = await env.app.inject({ method: 'GET', url: ActionLogPath.LIST });
    expect(anon.statusCode).toBe(401);
  });

  it('shows another business none of Maple’s entries', async () => {
    const lotus = await signIn(env.app, 'lotus');
    expect((await list(lotus, `from=${DAY1}&to=${DAY2}`)).total).toBe(0);
    expect((await get(env, lotus, `${ActionLogPath.LIST}?branchId=${downtown}`)).statusCode).toBe(403);
  });
});
