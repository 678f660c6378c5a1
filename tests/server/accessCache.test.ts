import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api';
import { PlanRight, Right } from '../../src/domain/rights';
import { buildApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/db';
import { branchIdByName, countingDb, createSeededTestDb, signIn, testClock, userIdByName, type SignedIn } from './helpers';

/**
 * Each process keeps a user's rights per session (accessCache.ts). Two apps on one database,
 * each with its own Db object and so its own cache, stand for two server processes: every
 * change made through one (or by SQL, as any other process would) must be seen by the next
 * request of both, with nothing to wait for.
 */
describe('the session and rights cache', () => {
  let db: Db;
  let one: FastifyInstance;
  let other: FastifyInstance;
  let fd: SignedIn;
  let downtown: string;
  let tenantId: string;
  let fdId: string;

  beforeEach(async () => {
    db = await createSeededTestDb();
    const clock = testClock();
    one = await buildApp({ db, now: clock.now });
    // Another Db object over the same database: its own cache, as another process has.
    other = await buildApp({ db: { ...db }, now: clock.now });
    fd = await signIn(one, 'frontdesk');
    downtown = await branchIdByName(db, 'Downtown Toronto');
    fdId = await userIdByName(db, 'frontdesk');
    tenantId = (await db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [downtown])).tenant_id;
    // Both caches warm: what follows must not be served from them.
    expect(await dayStatus(one)).toBe(200);
    expect(await dayStatus(other)).toBe(200);
  });
  afterEach(async () => {
    await one.close();
    await other.close();
    await db.close();
  });

  async function dayRead(app: FastifyInstance, branchId = downtown) {
    return app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${branchId}&date=2026-11-20`, headers: fd.headers });
  }
  async function dayStatus(app: FastifyInstance, branchId = downtown): Promise<number> {
    return (await dayRead(app, branchId)).statusCode;
  }
  async function expectBoth(status: number, code?: string): Promise<void> {
    for (const app of [one, other]) {
      const res = await dayRead(app);
      expect(res.statusCode).toBe(status);
      if (code) expect(res.json<{ code: string }>().code).toBe(code);
    }
  }

  it('rights edited on a role: the next request of either process sees them', async () => {
    await db.query(
      `DELETE FROM role_right WHERE tenant_id = $1 AND right_code = $2
          AND role_id IN (SELECT role_id FROM user_role WHERE user_id = $3)`,
      [tenantId, Right.APPOINTMENT_ACCESS, fdId],
    );
    await expectBoth(403, 'FORBIDDEN');
  });

  it("a user's role taken away", async () => {
    await db.query(`DELETE FROM user_role WHERE user_id = $1`, [fdId]);
    await expectBoth(403, 'FORBIDDEN');
  });

  it("a user's branches changed", async () => {
    await db.query(`DELETE FROM user_branch WHERE user_id = $1 AND branch_id = $2`, [fdId, downtown]);
    await expectBoth(403, 'BRANCH_NOT_AUTHORISED');
  });

  it('a branch deactivated', async () => {
    await db.query(`UPDATE branch SET active = false WHERE id = $1`, [downtown]);
    await expectBoth(403, 'BRANCH_NOT_AUTHORISED');
  });

  it('the user deactivated (even with the session row left): 401', async () => {
    await db.query(`UPDATE app_user SET active = false WHERE id = $1`, [fdId]);
    await expectBoth(401, 'UNAUTHENTICATED');
  });

  it('the tenant deactivated: 401', async () => {
    await db.query(`UPDATE tenant SET active = false WHERE id = $1`, [tenantId]);
    await expectBoth(401, 'UNAUTHENTICATED');
  });

  it("a plan change, and a change to the plan's rights", async () => {
    const plan = (await db.one<{ plan_code: string }>(`SELECT plan_code FROM tenant WHERE id = $1`, [tenantId])).plan_code;
    await db.query(`DELETE FROM plan_right WHERE plan_code = $1 AND right_code = $2`, [plan, PlanRight.APPOINTMENT]);
    await expectBoth(403, 'PLAN_UPGRADE_REQUIRED');
    await db.query(`INSERT INTO plan_right (plan_code, right_code) VALUES ($1, $2)`, [plan, PlanRight.APPOINTMENT]);
    await expectBoth(200);
    await db.query(`INSERT INTO plan (code, name) VALUES ('BARE', 'Bare')`);
    await db.query(`UPDATE tenant SET plan_code = 'BARE' WHERE id = $1`, [tenantId]);
    await expectBoth(403, 'PLAN_UPGRADE_REQUIRED');
  });

  it('signed out through one process: the old cookie is refused by both at the next request', async () => {
    const out = await one.inject({ method: 'POST', url: ApiPath.LOGOUT, headers: fd.headers });
    expect(out.statusCode).toBe(200);
    await expectBoth(401, 'UNAUTHENTICATED');
  });

  it('a session that expired is refused though its rights are cached', async () => {
    await db.query(`UPDATE session SET expires_at = $2 WHERE token_hash IS NOT NULL AND user_id = $1`, [fdId, new Date('2026-11-20T00:00:00Z')]);
    await expectBoth(401, 'UNAUTHENTICATED');
  });

  it('another tenant writing its rights does not change what this one may do', async () => {
    await db.query(`UPDATE access_epoch SET epoch = epoch + 1 WHERE tenant_id <> $1`, [tenantId]);
    await expectBoth(200);
  });

  it('a warm read asks the database one statement only (the session with the day version) on PostgreSQL, none on PGlite, and renews at most once a minute', async () => {
    const counted = countingDb(db);
    const app = await buildApp({ db: counted.db, now: testClock().now });
    try {
      expect((await app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=2026-11-20`, headers: fd.headers })).statusCode).toBe(200);
      counted.reset();
      const res = await app.inject({ method: 'GET', url: `${ApiPath.DAY_BOOKINGS}?branchId=${downtown}&date=2026-11-20`, headers: fd.headers });
      expect(res.statusCode).toBe(200);
      // PGlite: nothing was written since the first read, so its answer is given again (liveSessionMemo.ts).
      expect(counted.statements()).toHaveLength(db.dialect === 'pglite' ? 0 : 1);
      expect(counted.statements().some((sql) => /^\s*(update|insert|delete)/i.test(sql))).toBe(false);
    } finally {
      await app.close();
    }
  });
});

