import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/server/db/db';
import { UserPath, type UserFormOptions } from '../../src/domain/people/contract';
import type { UserCreateValues } from '../../src/domain/people/user-form';
import { body, type SignedIn, type TestEnv } from './helpers';

/** A password under the user form's rule (and the reset form's too). */
export const STAFF_PASSWORD = 'Desk2026!';

/** A JSON POST, a second after the last one: the action log's order is the order of the calls. */
export function post(env: TestEnv, who: SignedIn, url: string, payload: unknown): Promise<LightMyRequestResponse> {
  env.clock.advance(1000);
  return env.app.inject({ method: 'POST', url, headers: { ...who.headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
}

export function get(env: TestEnv, who: SignedIn, url: string): Promise<LightMyRequestResponse> {
  return env.app.inject({ method: 'GET', url, headers: who.headers });
}

export async function roleId(db: Db, tenantName: string, code: string): Promise<string> {
  return (await db.one<{ id: string }>(`SELECT r.id FROM role r JOIN tenant t ON t.id = r.tenant_id WHERE t.name = $1 AND r.code = $2`, [tenantName, code])).id;
}

/** A new user as the create form sends it. */
export function newUser(over: Partial<UserCreateValues> & Pick<UserCreateValues, 'branchIds' | 'roleIds'>): UserCreateValues {
  return {
    username: 'nina',
    firstName: 'Nina',
    lastName: 'Roy',
    fullName: 'Nina Roy',
    email: 'nina@example.com',
    phone: '(416) 555-0142',
    active: true,
    password: STAFF_PASSWORD,
    confirmPassword: STAFF_PASSWORD,
    ...over,
  };
}

export async function formOptions(env: TestEnv, who: SignedIn): Promise<UserFormOptions> {
  return body<UserFormOptions>(await get(env, who, UserPath.FORM_OPTIONS)).result;
}

/** Every row the users screen may write, with its content: a refused call must leave it as it was. */
export async function peopleFingerprint(db: Db): Promise<string> {
  const row = await db.one<{ f: string }>(
    `SELECT md5(
        coalesce((SELECT string_agg(u::text, '|' ORDER BY u.id) FROM app_user u), '')
     || coalesce((SELECT string_agg(x::text, '|' ORDER BY x::text) FROM user_role x), '')
     || coalesce((SELECT string_agg(x::text, '|' ORDER BY x::text) FROM user_branch x), '')
     || coalesce((SELECT string_agg(t::text, '|' ORDER BY t.id) FROM tenant t), '')
     || coalesce((SELECT string_agg(s.id::text, '|' ORDER BY s.id) FROM session s), '')
     || (SELECT count(*)::text FROM action_log)) AS f`,
  );
  return row.f;
}
