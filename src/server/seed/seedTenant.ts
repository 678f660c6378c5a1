import type { Db, SqlValue } from '../db/db';
import type { Language } from '../../domain/api';
import { ALL_PLAN_RIGHTS, ALL_RIGHTS, RightSetting } from '../../domain/rights';
import { DEFAULT_ROLES, type DefaultRole, type DefaultRoleCode } from '../../domain/people/default-roles';
import { hashPassword } from '../auth/passwordHash';
import type { Rand } from './prng';
import { insertRows } from './insertRows';

export const PlanCode = { FULL: 'FULL', ESSENTIAL: 'ESSENTIAL' } as const;

/** The plan that licenses every feature: the demo's owner and a salon set up at first run are on it. */
export const FULL_PLAN = { code: PlanCode.FULL, name: 'Full', rights: ALL_PLAN_RIGHTS } as const;

/** Where new ids come from: the demo's seeded PRNG (the same demo on every machine), or random ones. */
export type IdSource = Pick<Rand, 'uuid'>;

/** A plan and the features it licenses; a plan already there keeps its rows and gains any missing right. */
export async function ensurePlan(db: Db, input: { code: string; name: string; rights: readonly string[] }): Promise<void> {
  await db.query(`INSERT INTO plan (code, name) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING`, [input.code, input.name]);
  await db.query(
    `INSERT INTO plan_right (plan_code, right_code) SELECT $1, r FROM unnest($2::text[]) AS r ON CONFLICT DO NOTHING`,
    [input.code, input.rights],
  );
}

export async function insertTenant(db: Db, ids: IdSource, name: string, planCode: string, now: Date): Promise<string> {
  const id = ids.uuid();
  await insertRows(db, 'tenant', ['id', 'name', 'plan_code', 'created_at'], [[id, name, planCode, now]]);
  return id;
}

export async function insertRole(
  db: Db,
  ids: IdSource,
  input: { tenantId: string; code: string; name: string; type: 'TENANT_ADMIN' | 'BRANCH_ADMIN'; settings: Record<string, RightSetting>; now: Date },
): Promise<string> {
  const id = ids.uuid();
  await insertRows(db, 'role', ['id', 'tenant_id', 'code', 'name', 'type', 'created_at'], [[id, input.tenantId, input.code, input.name, input.type, input.now]]);
  await insertRows(
    db,
    'role_right',
    ['tenant_id', 'role_id', 'right_code', 'setting'],
    Object.entries(input.settings).map(([right, setting]) => [input.tenantId, id, right, setting]),
  );
  return id;
}

export function allow(rights: readonly string[]): Record<string, RightSetting> {
  return Object.fromEntries(rights.map((r) => [r, RightSetting.ALLOW]));
}

export const allRightsAllowed = (): Record<string, RightSetting> => allow(ALL_RIGHTS);

/** The roles every business starts with (src/domain/people/default-roles.ts), named in `language`: their ids by code. */
export async function insertDefaultRoles(db: Db, ids: IdSource, input: { tenantId: string; language: Language; now: Date }): Promise<Record<DefaultRoleCode, string>> {
  const insert = (role: DefaultRole) =>
    insertRole(db, ids, { tenantId: input.tenantId, code: role.code, name: role.names[input.language], type: role.type, settings: allow(role.rights), now: input.now });
  // One after the other, in this order: the demo's ids come from a seeded sequence.
  const owner = await insert(DEFAULT_ROLES.OWNER);
  const manager = await insert(DEFAULT_ROLES.BRANCH_MANAGER);
  const frontDesk = await insert(DEFAULT_ROLES.FRONT_DESK);
  return { ADMIN: owner, MANAGER: manager, FRONT_DESK: frontDesk };
}

/** A user with a password to hash, or its hash when it is already made. */
export type NewUser = {
  tenantId: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string;
  email: string | null;
  phone?: string | null;
  active?: boolean;
  roleIds: readonly string[];
  branchIds: readonly string[];
  now: Date;
} & ({ password: string } | { passwordHash: string });

export async function insertUser(db: Db, ids: IdSource, input: NewUser): Promise<string> {
  const id = ids.uuid();
  const hash = 'passwordHash' in input ? input.passwordHash : await hashPassword(input.password);
  const row: SqlValue[] = [
    id, input.tenantId, input.username, hash, input.firstName, input.lastName, input.fullName, input.email, input.phone ?? null, input.active ?? true, input.now, input.now,
  ];
  await insertRows(db, 'app_user', ['id', 'tenant_id', 'username', 'password_hash', 'first_name', 'last_name', 'full_name', 'email', 'phone', 'active', 'created_at', 'updated_at'], [row]);
  await insertRows(db, 'user_role', ['tenant_id', 'user_id', 'role_id'], input.roleIds.map((r) => [input.tenantId, id, r]));
  await insertRows(db, 'user_branch', ['tenant_id', 'user_id', 'branch_id'], input.branchIds.map((b) => [input.tenantId, id, b]));
  return id;
}

export type NewCheckoutMethod = { code: string; name: string; priority: number; isDefault: boolean };

export async function insertCheckoutMethods(db: Db, ids: IdSource, tenantId: string, methods: readonly NewCheckoutMethod[]): Promise<void> {
  await insertRows(
    db,
    'checkout_method',
    ['id', 'tenant_id', 'code', 'name', 'priority', 'is_default'],
    methods.map((m) => [ids.uuid(), tenantId, m.code, m.name, m.priority, m.isDefault]),
  );
}

export async function insertCheckoutAndPaymentMethods(db: Db, rand: Rand, tenantId: string): Promise<void> {
  const checkout: [string, string, number, boolean][] = [
    ['CASH', 'Cash', 1, true],
    ['CARD', 'Card', 2, false],
    ['E_TRANSFER', 'E-transfer', 3, false],
    ['GIFT_CERTIFICATE', 'Gift certificate', 4, false],
  ];
  await insertCheckoutMethods(db, rand, tenantId, checkout.map(([code, name, priority, isDefault]) => ({ code, name, priority, isDefault })));
  const payment: [string, string, string, number, number][] = [
    ['Cash', 'CASH', 'VALUE', 0, 0],
    // The tile shows the discount in the screen's language: the names do not repeat it.
    ['Percent off', 'PERCENT', 'PERCENT', 0, 10],
    ['Referral', 'REFERRAL', 'VALUE', 1000, 0],
    ['Birthday', 'BIRTHDAY', 'PERCENT', 0, 15],
    ['Loyalty coins', 'COIN', 'VALUE', 0, 0],
  ];
  await insertRows(
    db,
    'payment_method',
    ['id', 'tenant_id', 'name', 'type', 'radio', 'amount_cents', 'percentage', 'priority'],
    payment.map(([name, type, radio, amount, percentage], i) => [rand.uuid(), tenantId, name, type, radio, amount, percentage, i + 1]),
  );
}
