import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/domain/api';
import { errorMessages } from '../../src/domain/error-messages-en';
import { body, fingerprint, setupTestEnv, signIn, userIdByName, type TestEnv } from './helpers';

describe('POST /api/user/update-password', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await setupTestEnv();
  });
  afterAll(async () => {
    await env.close();
  });

  const update = (headers: Record<string, string>, payload: object) =>
    env.app.inject({ method: 'POST', url: ApiPath.UPDATE_PASSWORD, headers, payload });

  it('refuses bad input with the right code and writes nothing', async () => {
    const signed = await signIn(env.app, 'manager');
    const userId = await userIdByName(env.db, 'manager');
    const other = await userIdByName(env.db, 'admin');
    const cases: [object, number, string, string?][] = [
      [{ oldPassword: 'Salon123!', password: 'Newpass1' }, 400, 'VALIDATION'],
      [{ oldPassword: 'Salon123!', password: 'weakpass', confirmPassword: 'weakpass', userId }, 400, 'PASSWORD_RULES', errorMessages.PASSWORD_RULES],
      [{ oldPassword: 'Salon123!', password: 'Newpass1', confirmPassword: 'Newpass2', userId }, 400, 'PASSWORD_CONFIRM_MISMATCH', errorMessages.PASSWORD_CONFIRM_MISMATCH],
      [{ oldPassword: 'Wrong123', password: 'Newpass1', confirmPassword: 'Newpass1', userId }, 400, 'OLD_PASSWORD_WRONG', errorMessages.OLD_PASSWORD_WRONG],
      [{ oldPassword: 'Salon123!', password: 'Newpass1', confirmPassword: 'Newpass1', userId: other }, 403, 'FORBIDDEN'],
    ];
    const before = await fingerprint(env.db);
    for (const [payload, status, code, message] of cases) {
      const res = await update(signed.headers, payload);
      expect(res.statusCode, code).toBe(status);
      expect(body(res)).toMatchObject({ success: false, code, result: null, ...(message ? { message } : {}) });
    }
    const validation = body(await update(signed.headers, { oldPassword: 'x', password: 'y', userId }));
    expect(validation.message).toContain('confirmPassword');
    expect(await fingerprint(env.db)).toBe(before);
  });

  it('needs a session', async () => {
    const signed = await signIn(env.app, 'manager');
    const res = await env.app.inject({
      method: 'POST',
      url: ApiPath.UPDATE_PASSWORD,
      headers: { ...signed.headers, cookie: signed.headers.cookie?.replace(/fd_session=[^;]+/, 'fd_session=nope') ?? '' },
      payload: { oldPassword: 'Salon123!', password: 'Newpass1', confirmPassword: 'Newpass1', userId: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes the password, logs it, and signs out the other sessions', async () => {
    const elsewhere = await signIn(env.app, 'frontdesk');
    const signed = await signIn(env.app, 'frontdesk');
    const userId = await userIdByName(env.db, 'frontdesk');
    const res = await update(signed.headers, { oldPassword: 'Salon123!', password: 'Newpass1', confirmPassword: 'Newpass1', userId });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true, result: null });

    const log = await env.db.query<{ action: string; entity_type: string; edit_info: Record<string, unknown> }>(
      `SELECT action, entity_type, edit_info FROM action_log WHERE entity_id = $1`,
      [userId],
    );
    expect(log).toEqual([{ action: 'update', entity_type: 'USER', edit_info: { field: 'password' } }]);
    expect((await env.app.inject({ method: 'GET', url: ApiPath.MENU, headers: signed.headers })).statusCode).toBe(200);
    expect((await env.app.inject({ method: 'GET', url: ApiPath.MENU, headers: elsewhere.headers })).statusCode).toBe(401);
    await expect(signIn(env.app, 'frontdesk')).rejects.toThrow();
    await expect(signIn(env.app, 'frontdesk', { password: 'Newpass1' })).resolves.toBeTruthy();
  });
});
