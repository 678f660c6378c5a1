import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, XSRF_COOKIE, XSRF_HEADER, type CheckLoginResult } from '../../src/domain/api';
import { errorMessages } from '../../src/domain/error-messages-en';
import { body, csrf, setupTestEnv, signIn, tableCounts, TEST_NOW, type TestEnv } from './helpers';

describe('sign-in, sessions and CSRF', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await setupTestEnv();
  });
  afterAll(async () => {
    await env.close();
  });

  const login = async (payload: unknown, headers?: Record<string, string>) => {
    const token = headers ? null : (await csrf(env.app)).headers;
    return env.app.inject({ method: 'POST', url: ApiPath.LOGIN, headers: headers ?? token ?? {}, payload: payload as object });
  };

  it('check-login signed out: 200, not authenticated, and hands out the CSRF cookie', async () => {
    const res = await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN });
    expect(res.statusCode).toBe(200);
    expect(body<CheckLoginResult>(res)).toEqual({
      success: true,
      message: null,
      result: { isAuthenticated: false, authData: null, branch: null, rights: { rights: [], rightsPM: [] } },
    });
    const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
  });

  it('does not replace an existing CSRF cookie', async () => {
    const res = await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: { cookie: `${XSRF_COOKIE}=abc` } });
    expect(res.cookies.find((c) => c.name === XSRF_COOKIE)).toBeUndefined();
  });

  it('signs in, sets an HttpOnly Lax session cookie and reports the user', async () => {
    const signed = await signIn(env.app, 'frontdesk');
    const cookie = signed.response.cookies.find((c) => c.name === 'fd_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    const stored = await env.db.query<{ token_hash: string }>(`SELECT token_hash FROM session`);
    expect(stored.some((s) => s.token_hash === signed.session)).toBe(false);

    const res = await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: signed.headers });
    const result = body<CheckLoginResult>(res).result;
    expect(result.isAuthenticated).toBe(true);
    expect(result.authData?.fullName).toBe('Fiona Chen');
    expect(result.authData?.userName).toBe(`frontdesk@${result.authData?.tenantId}`);
    expect(result.authData?.isTenantSelection).toBe(false);
    // First manageable branch by name.
    expect(result.branch?.name).toBe('Downtown Toronto');
    expect(result.branch?.timeZone).toBe('America/Toronto');
    expect(result.rights.rights).toEqual([
      'APPOINTMENT_ACCESS', 'APPOINTMENT_OVERVIEW', 'APPOINTMENT_POS_ACTION', 'APPOINTMENT_TIMESHEET_UPDATE', 'BOOKING_CREATE', 'BOOKING_UPDATE',
      'CART_ACCESS', 'CART_CREATE', 'CART_DELETE', 'CART_UPDATE', 'CUSTOMER_ACCESS', 'CUSTOMER_CREATE', 'CUSTOMER_UPDATE', 'GIFT_CARD_ACCESS',
      'PRODUCT_ACCESS', 'REVIEW_ACCESS', 'VOUCHER_ACCESS',
    ]);
    expect(result.rights.rightsPM).toContain('PM_APPOINTMENT');
  });

  it('answers a deny with no appointment access for the trainee', async () => {
    const signed = await signIn(env.app, 'trainee');
    const res = await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: signed.headers });
    expect(body<CheckLoginResult>(res).result.rights.rights).not.toContain('APPOINTMENT_ACCESS');
  });

  it('remember: a persistent 30-day cookie and a 30-day session', async () => {
    const signed = await signIn(env.app, 'manager', { remember: true });
    const cookie = signed.response.cookies.find((c) => c.name === 'fd_session');
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    const row = await env.db.one<{ expires_at: Date; remember: boolean }>(
      `SELECT s.expires_at, s.remember FROM session s JOIN app_user u ON u.id = s.user_id WHERE u.username = 'manager' ORDER BY s.created_at DESC LIMIT 1`,
    );
    expect(row.remember).toBe(true);
    expect(row.expires_at.getTime() - TEST_NOW.getTime()).toBe(30 * 24 * 3600 * 1000);
  });

  it('refuses a missing field with 400 and the spec wording, writing nothing', async () => {
    const before = await tableCounts(env.db);
    for (const payload of [{ username: 'admin' }, { password: 'x' }, { username: '', password: 'x' }, {}]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message: errorMessages.WRONG_CREDENTIALS, result: null, code: 'VALIDATION' });
    }
    expect(await tableCounts(env.db)).toEqual(before);
  });

  it('refuses wrong credentials, unknown users and inactive users alike with 401', async () => {
    await env.db.query(`UPDATE app_user SET active = false WHERE username = 'trainee'`);
    try {
      for (const payload of [
        { username: 'admin', password: 'wrong' },
        { username: 'nobody', password: 'Salon123!' },
        { username: 'trainee', password: 'Salon123!' },
      ]) {
        const res = await login(payload);
        expect(res.statusCode).toBe(401);
        expect(body(res)).toMatchObject({ success: false, message: errorMessages.WRONG_CREDENTIALS, code: 'WRONG_CREDENTIALS' });
        expect(res.cookies.find((c) => c.name === 'fd_session')).toBeUndefined();
      }
    } finally {
      await env.db.query(`UPDATE app_user SET active = true WHERE username = 'trainee'`);
    }
  });

  it('throttles a username after 5 failures within 15 minutes, in the database', async () => {
    const { headers } = await csrf(env.app);
    for (let i = 0; i < 5; i++) {
      const res = await login({ username: 'manager', password: `bad-${i}` }, headers);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ username: 'manager', password: 'Salon123!' }, headers);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toMatchObject({ success: false, code: 'LOGIN_THROTTLED', message: errorMessages.LOGIN_THROTTLED });
    const stored = await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM login_attempt WHERE username = 'manager' AND NOT success`);
    expect(stored.n).toBe(5);
    // Other users are not affected.
    expect((await login({ username: 'admin', password: 'Salon123!' }, headers)).statusCode).toBe(200);
    // 15 minutes later the window has passed.
    env.clock.advance(15 * 60 * 1000 + 1000);
    try {
      expect((await login({ username: 'manager', password: 'Salon123!' }, headers)).statusCode).toBe(200);
    } finally {
      env.clock.set(TEST_NOW);
    }
  });

  it('throttles one address after 20 failures across usernames', async () => {
    const { headers } = await csrf(env.app);
    const from = (payload: object) =>
      env.app.inject({ method: 'POST', url: ApiPath.LOGIN, headers, payload, remoteAddress: '203.0.113.7' });
    for (let i = 0; i < 20; i++) expect((await from({ username: `ghost${i}`, password: 'x' })).statusCode).toBe(401);
    expect((await from({ username: 'admin', password: 'Salon123!' })).statusCode).toBe(429);
  });

  describe('CSRF', () => {
    it('refuses a POST with no token, with no header, or with a mismatch: 403 and nothing written', async () => {
      const { token } = await csrf(env.app);
      const before = await tableCounts(env.db);
      const cases: Record<string, string>[] = [
        {},
        { cookie: `${XSRF_COOKIE}=${token}` },
        { [XSRF_HEADER]: token },
        { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: `${token}x` },
      ];
      for (const headers of cases) {
        const res = await env.app.inject({ method: 'POST', url: ApiPath.LOGIN, headers, payload: { username: 'admin', password: 'Salon123!' } });
        expect(res.statusCode).toBe(403);
        expect(body(res)).toMatchObject({ success: false, code: 'CSRF_INVALID', result: null });
      }
      expect(await tableCounts(env.db)).toEqual(before);
    });

    it('guards logout too', async () => {
      const signed = await signIn(env.app, 'admin');
      const res = await env.app.inject({ method: 'POST', url: ApiPath.LOGOUT, headers: { cookie: signed.headers.cookie ?? '' } });
      expect(res.statusCode).toBe(403);
      const still = await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: signed.headers });
      expect(body<CheckLoginResult>(still).result.isAuthenticated).toBe(true);
    });
  });

  it('logout deletes the session and clears the cookie', async () => {
    const signed = await signIn(env.app, 'admin');
    const before = (await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM session`)).n;
    const res = await env.app.inject({ method: 'POST', url: ApiPath.LOGOUT, headers: signed.headers });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ success: true, message: null, result: null });
    const cleared = res.cookies.find((c) => c.name === 'fd_session');
    expect(cleared?.value).toBe('');
    expect((await env.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM session`)).n).toBe(before - 1);
    const after = await env.app.inject({ method: 'GET', url: ApiPath.MENU, headers: signed.headers });
    expect(after.statusCode).toBe(401);
    expect(body(after)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('expires a plain session after 12 hours idle, and slides it while used', async () => {
    const signed = await signIn(env.app, 'frontdesk');
    try {
      env.clock.advance(11 * 3600 * 1000);
      expect((await env.app.inject({ method: 'GET', url: ApiPath.MENU, headers: signed.headers })).statusCode).toBe(200);
      // Renewed 11 h in: still alive 11 h later (22 h after sign-in).
      env.clock.advance(11 * 3600 * 1000);
      expect((await env.app.inject({ method: 'GET', url: ApiPath.MENU, headers: signed.headers })).statusCode).toBe(200);
      env.clock.advance(12 * 3600 * 1000 + 1000);
      const expired = await env.app.inject({ method: 'GET', url: ApiPath.MENU, headers: signed.headers });
      expect(expired.statusCode).toBe(401);
      expect(body(expired)).toMatchObject({ success: false, code: 'UNAUTHENTICATED', result: null });
      const check = await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: signed.headers });
      expect(check.statusCode).toBe(200);
      expect(body<CheckLoginResult>(check).result.isAuthenticated).toBe(false);
    } finally {
      env.clock.set(TEST_NOW);
    }
  });

  it('renews a remembered cookie as the session slides', async () => {
    const signed = await signIn(env.app, 'admin', { remember: true });
    try {
      env.clock.advance(20 * 24 * 3600 * 1000);
      const res = await env.app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN, headers: signed.headers });
      expect(body<CheckLoginResult>(res).result.isAuthenticated).toBe(true);
      expect(res.cookies.find((c) => c.name === 'fd_session')?.maxAge).toBe(30 * 24 * 3600);
    } finally {
      env.clock.set(TEST_NOW);
    }
  });

  it('ignores a forged session cookie', async () => {
    const res = await env.app.inject({ method: 'GET', url: ApiPath.LOAD_CONFIG, headers: { cookie: 'fd_session=forged' } });
    expect(res.statusCode).toBe(401);
  });
});
