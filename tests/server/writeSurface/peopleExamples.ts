import { businessUpdateBody } from '../../../src/domain/people/business';
import { storedPhone, storedText } from '../../../src/domain/people/contact';
import { BusinessPath, UserPath, type BusinessDetail, type UserDetail } from '../../../src/domain/people/contract';
import { userCreateSchema, userValuesSchema } from '../../../src/domain/people/user-form';
import { RelationshipPath, RolePath, type RoleDetail } from '../../../src/domain/people/role-contract';
import { roleValuesSchema } from '../../../src/domain/people/role-form';
import type { SavedId } from '../../../src/domain/catalogue/contract';
import { body, userIdByName } from '../helpers';
import { getJson, postJson } from '../billingFixtures';
import { newUser, roleId, STAFF_PASSWORD } from '../peopleFixtures';
import type { Json } from './hostile';
import { Area, type Example, type Parts } from './probe';
import { expectOk, type World } from './world';

const MAPLE = 'Maple Beauty';

async function mapleId(w: World): Promise<string> {
  return (await w.env.db.one<{ tenant_id: string }>(`SELECT tenant_id FROM branch WHERE id = $1`, [w.downtown])).tenant_id;
}

/** A new front desk of Downtown, as the create form sends it, under a name no one has. */
async function userForm(w: World): Promise<Record<string, Json>> {
  return { ...newUser({ username: `ws-user-${w.next()}`, branchIds: [w.downtown], roleIds: [await roleId(w.env.db, MAPLE, 'FRONT_DESK')] }) };
}

/** A user made through the screen, to change. */
async function freshUser(w: World): Promise<UserDetail> {
  const { id } = body<SavedId>(expectOk(await postJson(w.env, w.admin, UserPath.CREATE, await userForm(w)))).result;
  return body<UserDetail>(await getJson(w.env, w.admin, `${UserPath.DETAIL}/${id}`)).result;
}

/** A user as stored, in the form's terms: what was sent (parsed as the server parses it) against what reads back. */
async function userReadBack(w: World, sent: Json, id: string): Promise<{ sent: unknown; read: unknown }> {
  const values = userValuesSchema.parse(sent);
  const detail = body<UserDetail>(await getJson(w.env, w.admin, `${UserPath.DETAIL}/${id}`)).result;
  return {
    sent: [values.username, storedText(values.firstName), storedText(values.lastName), values.fullName, storedText(values.email), storedPhone(values.phone), values.active, values.branchIds, values.roleIds],
    read: [detail.username, detail.firstName, detail.lastName, detail.fullName, detail.email, detail.phone, detail.active, detail.branches.map((b) => b.id).sort(), detail.roles.map((r) => r.id).sort()],
  };
}

async function newUserId(w: World, sent: Parts): Promise<string> {
  const { username } = userCreateSchema.parse(sent.body);
  return (await w.env.db.one<{ id: string }>(`SELECT id FROM app_user WHERE lower(username) = lower($1)`, [username])).id;
}

function bodyField(sent: Parts, key: string): Json {
  const b = sent.body;
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b[key] ?? null) : null;
}

async function businessReadBack(w: World, sent: Parts): Promise<{ sent: unknown; read: unknown }> {
  const values = businessUpdateBody.parse(sent.body);
  const detail = body<BusinessDetail>(await getJson(w.env, w.admin, `${BusinessPath.DETAIL}/${values.id}`)).result;
  return {
    sent: [values.name, storedPhone(values.phone), storedText(values.email), storedText(values.address)],
    read: [detail.name, detail.phone, detail.email, detail.address],
  };
}

/** A role as the roles screen sends it, under a code no one has: the counter's book, and no reports. */
function roleForm(w: World): Record<string, Json> {
  return { code: `WS-ROLE-${w.next()}`, name: 'Weekend desk', type: 'BRANCH_ADMIN', settings: { APPOINTMENT_ACCESS: 'ALLOW', BOOKING_CREATE: 'ALLOW', REPORT_ACCESS: 'DENY' } };
}

async function freshRole(w: World): Promise<string> {
  return body<SavedId>(expectOk(await postJson(w.env, w.admin, RolePath.CREATE, roleForm(w)))).result.id;
}

async function roleReadBack(w: World, sent: Parts, id: string): Promise<{ sent: unknown; read: unknown }> {
  const values = roleValuesSchema.parse(sent.body);
  const detail = body<RoleDetail>(await getJson(w.env, w.admin, `${RolePath.DETAIL}/${id}`)).result;
  const sorted = (settings: object) => Object.entries(settings).sort(([a], [b]) => a.localeCompare(b));
  return { sent: [values.code, values.name, values.type, sorted(values.settings)], read: [detail.code, detail.name, detail.type, sorted(detail.settings)] };
}

async function roleIdByCode(w: World, sent: Parts): Promise<string> {
  const { code } = roleValuesSchema.parse(sent.body);
  return (await w.env.db.one<{ id: string }>(`SELECT id FROM role WHERE code = $1`, [code])).id;
}

/** A fresh role and a fresh user, the user added to it. */
async function roleWithUser(w: World): Promise<{ roleId: string; userIds: string[] }> {
  const roleId = await freshRole(w);
  const userId = (await freshUser(w)).id;
  expectOk(await postJson(w.env, w.admin, RelationshipPath.ADD, { roleId, userIds: [userId] }));
  return { roleId, userIds: [userId] };
}

export const peopleExamples: Record<string, Example> = {
  [`GET ${RolePath.LIST}`]: { area: Area.PEOPLE, make: async () => ({ query: { query: 'a', page: '1', size: '15', sort: 'users', order: 'desc' } }) },
  [`GET ${RolePath.DETAIL}/:id`]: { area: Area.PEOPLE, make: async (w) => ({ params: { id: await roleId(w.env.db, MAPLE, 'FRONT_DESK') } }) },
  [`POST ${RolePath.CREATE}`]: { area: Area.PEOPLE, make: async (w) => ({ body: roleForm(w) }), readBack: async (w, sent) => roleReadBack(w, sent, await roleIdByCode(w, sent)) },
  [`POST ${RolePath.UPDATE}`]: {
    area: Area.PEOPLE,
    make: async (w) => ({ body: { ...roleForm(w), id: await freshRole(w), name: 'Weekend desk (Sunday)', settings: { CUSTOMER_ACCESS: 'ALLOW', APPOINTMENT_ACCESS: 'DENY' } } }),
    readBack: (w, sent) => roleReadBack(w, sent, String(bodyField(sent, 'id'))),
  },
  [`POST ${RolePath.DELETE}`]: { area: Area.PEOPLE, make: async (w) => ({ query: { id: await freshRole(w) } }) },
  [`GET ${RelationshipPath.ROLES}`]: { area: Area.PEOPLE, make: async () => ({}) },
  [`GET ${RelationshipPath.USERS}`]: { area: Area.PEOPLE, make: async (w) => ({ query: { roleId: await roleId(w.env.db, MAPLE, 'FRONT_DESK') } }) },
  [`POST ${RelationshipPath.ADD}`]: { area: Area.PEOPLE, make: async (w) => ({ body: { roleId: await freshRole(w), userIds: [(await freshUser(w)).id] } }) },
  [`POST ${RelationshipPath.REMOVE}`]: { area: Area.PEOPLE, make: async (w) => ({ body: await roleWithUser(w) }) },
  [`GET ${UserPath.LIST}`]: { area: Area.PEOPLE, make: async () => ({ query: { query: 'a', page: '1', size: '15', sort: 'fullName', order: 'desc' } }) },
  [`GET ${UserPath.DETAIL}/:id`]: { area: Area.PEOPLE, make: async (w) => ({ params: { id: await userIdByName(w.env.db, 'frontdesk') } }) },
  [`GET ${UserPath.FORM_OPTIONS}`]: { area: Area.PEOPLE, make: async () => ({}) },
  [`POST ${UserPath.CREATE}`]: {
    area: Area.PEOPLE,
    make: async (w) => ({ body: await userForm(w) }),
    readBack: async (w, sent) => userReadBack(w, sent.body ?? null, await newUserId(w, sent)),
  },
  [`POST ${UserPath.UPDATE}`]: {
    area: Area.PEOPLE,
    make: async (w) => {
      const d = await freshUser(w);
      return {
        body: {
          id: d.id, username: d.username, firstName: 'Nina', lastName: 'Roy-Haddad', fullName: 'Nina Roy-Haddad', email: '', phone: '514 555 0101',
          active: true, branchIds: [w.downtown, w.plateau], roleIds: d.roles.map((r) => r.id),
        },
      };
    },
    readBack: (w, sent) => userReadBack(w, sent.body ?? null, String(bodyField(sent, 'id'))),
  },
  [`POST ${UserPath.CHANGE_STATUS}`]: { area: Area.PEOPLE, make: async (w) => ({ body: { id: (await freshUser(w)).id, active: false } }) },
  [`POST ${UserPath.SET_PASSWORD}`]: {
    area: Area.PEOPLE,
    make: async (w) => ({ body: { userId: (await freshUser(w)).id, password: `${STAFF_PASSWORD}x`, confirmPassword: `${STAFF_PASSWORD}x` } }),
  },
  [`GET ${BusinessPath.DETAIL}/:id`]: { area: Area.PEOPLE, make: async (w) => ({ params: { id: await mapleId(w) } }) },
  [`POST ${BusinessPath.UPDATE}`]: {
    area: Area.PEOPLE,
    make: async (w) => ({ body: { id: await mapleId(w), name: MAPLE, phone: '(416) 555-0100', email: 'hello@maple.example', address: '220 Yonge St, Toronto, ON' } }),
    readBack: businessReadBack,
  },
  [`GET ${BusinessPath.BRANCHES}`]: { area: Area.PEOPLE, make: async () => ({ query: { query: 'o', page: '1', size: '15', sort: 'code', order: 'asc' } }) },
};
