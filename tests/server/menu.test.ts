import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, BranchType, type MenuResult } from '../../src/domain/api';
import { body, branchIdByName, setupTestEnv, signIn, TEST_TODAY, type TestEnv } from './helpers';

describe('menu and external links', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await setupTestEnv();
  });
  afterAll(async () => {
    await env.close();
  });

  const menuOf = async (username: string) => {
    const signed = await signIn(env.app, username);
    const res = await env.app.inject({ method: 'GET', url: ApiPath.MENU, headers: signed.headers });
    expect(res.statusCode).toBe(200);
    return { menu: body<MenuResult>(res).result, signed };
  };

  it('admin sees every area, with the unconfirmed online bookings of today as the badge', async () => {
    const { menu } = await menuOf('admin');
    expect(menu.menu.map((m) => m.key)).toEqual([
      'appointment', 'cart', 'customer', 'schedule', 'technician', 'time-sheet', 'catalogue', 'gift-card', 'product', 'service', 'package', 'voucher', 'report', 'marketing', 'booking-review', 'sms-campaign', 'administration', 'tenant', 'user', 'role', 'relationship', 'settings', 'branch-settings', 'checkout-method', 'payment-method', 'system-settings', 'action-log', 'loyalty', 'sms', 'email', 'bill-template', 'user-guide',
    ]);
    expect(menu.headerMenu.map((m) => m.key)).toEqual(['appointment', 'cart']);
    const downtown = await branchIdByName(env.db, 'Downtown Toronto');
    const expected = await env.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM booking WHERE branch_id = $1 AND status = 'New' AND type = 'TYPE_BOOKING_ONLINE'
          AND (start_time AT TIME ZONE 'America/Toronto')::date = $2::date`,
      [downtown, TEST_TODAY],
    );
    expect(expected.n).toBeGreaterThan(0);
    const appointment = menu.menu.find((m) => m.key === 'appointment');
    expect(appointment).toMatchObject({ path: '/appointment', badge: expected.n, locked: false, external: false, parentId: null });
    expect(menu.menu.find((m) => m.key === 'branch-settings')).toMatchObject({ parentId: 'settings', path: '/branch', locked: false });
    expect(menu.menu.find((m) => m.key === 'user-guide')).toMatchObject({ external: true, path: '/guide/' });
    expect(menu.menu.find((m) => m.key === 'service')).toMatchObject({ parentId: 'catalogue', path: '/service', locked: false });
    expect(menu.menu.find((m) => m.key === 'package')).toMatchObject({ parentId: 'catalogue', path: '/package', locked: false });
    expect(menu.menu.find((m) => m.key === 'tenant')).toMatchObject({ parentId: 'administration', path: '/tenant', locked: false });
    expect(menu.menu.find((m) => m.key === 'user')).toMatchObject({ parentId: 'administration', path: '/user', locked: false });
    // The board's "No technician work" link lands on the time sheet of the menu.
    expect(menu.menu.find((m) => m.key === 'time-sheet')).toMatchObject({ parentId: 'schedule', path: '/technician/time-sheet' });
    expect(menu.menu.find((m) => m.key === 'sms-campaign')).toMatchObject({ parentId: 'marketing', path: '/sms-campaign', locked: false });
  });

  it('gives a branch manager the users of the branch, not the business', async () => {
    const { menu } = await menuOf('manager');
    expect(menu.menu.filter((m) => m.parentId === 'administration').map((m) => m.key)).toEqual(['user']);
  });

  it('leaves out what the user may not do, and a parent left empty', async () => {
    const { menu } = await menuOf('frontdesk');
    // The front desk sells gift cards and products from carts and keeps the customers, so it sees those lists; settings stay hidden.
    expect(menu.menu.map((m) => m.key)).toEqual(['appointment', 'cart', 'customer', 'catalogue', 'gift-card', 'product', 'voucher', 'marketing', 'booking-review', 'user-guide']);
    const trainee = await menuOf('trainee');
    // The trainee's role allows the customer list (and nothing else it does not deny).
    expect(trainee.menu.menu.map((m) => m.key)).toEqual(['customer', 'user-guide']);
    expect(trainee.menu.headerMenu).toEqual([]);
  });

  it('locks what the plan lacks, with no badge', async () => {
    const { menu } = await menuOf('lotus');
    const appointment = menu.menu.find((m) => m.key === 'appointment');
    expect(appointment).toMatchObject({ locked: true, badge: null });
    expect(menu.menu.find((m) => m.key === 'branch-settings')?.locked).toBe(false);
  });

  it('has no badge in tenant selection', async () => {
    const { signed } = await menuOf('admin');
    await env.app.inject({ method: 'POST', url: ApiPath.SET_CURRENT_BRANCH, headers: signed.headers, payload: { branchId: null, type: BranchType.TENANT } });
    const res = await env.app.inject({ method: 'GET', url: ApiPath.MENU, headers: signed.headers });
    expect(body<MenuResult>(res).result.menu.find((m) => m.key === 'appointment')?.badge).toBeNull();
  });

  it('needs a session', async () => {
    const res = await env.app.inject({ method: 'GET', url: ApiPath.MENU });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject({ success: false, code: 'UNAUTHENTICATED', result: null });
  });

  describe('GET /api/identity/external-link', () => {
    it('redirects a signed-in user to the path', async () => {
      const signed = await signIn(env.app, 'frontdesk');
      const res = await env.app.inject({ method: 'GET', url: `${ApiPath.EXTERNAL_LINK}?url=/guide/`, headers: signed.headers });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/guide/');
    });

    it('sends a signed-out user to sign in with a return path', async () => {
      const res = await env.app.inject({ method: 'GET', url: `${ApiPath.EXTERNAL_LINK}?url=/guide/`});
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?returnUrl=%2Fguide%2F');
    });

    it('refuses other sites and a missing url', async () => {
      const signed = await signIn(env.app, 'frontdesk');
      for (const url of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'guide']) {
        const res = await env.app.inject({ method: 'GET', url: `${ApiPath.EXTERNAL_LINK}?url=${encodeURIComponent(url)}`, headers: signed.headers });
        expect(res.statusCode, url).toBe(400);
        expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION' });
      }
      const missing = await env.app.inject({ method: 'GET', url: ApiPath.EXTERNAL_LINK, headers: signed.headers });
      expect(missing.statusCode).toBe(400);
      expect(body(missing).message).toContain('url');
    });
  });
});
