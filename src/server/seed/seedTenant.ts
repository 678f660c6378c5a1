import type { Db, SqlValue } from '../db/db';
import { ALL_RIGHTS, RightSetting } from '../../domain/rights';
import { hashPassword } from '../auth/passwordHash';
import type { Rand } from './prng';
import { insertRows } from './insertRows';

export const PlanCode = { FULL: 'FULL', ESSENTIAL: 'ESSENTIAL' } as const;

export async function insertTenant(db: Db, rand: Rand, name: string, planCode: string, now: Date): Promise<string> {
  const id = rand.uuid();
  await insertRows(db, 'tenant', ['id', 'name', 'plan_code', 'created_at'], [[id, name, planCode, now]]);
  return id;
}

export async function insertRole(
  db: Db,
  rand: Rand,
  input: { tenantId: string; code: string; name: string; type: 'TENANT_ADMIN' | 'BRANCH_ADMIN'; settings: Record<string, RightSetting>; now: Date },
): Promise<string> {
  const id = rand.uuid();
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

export async function insertUser(
  db: Db,
  rand: Rand,
  input: {
    tenantId: string;
    username: string;
    password: string;
    firstName: string;
    lastName: string;
    email: string;
    roleIds: readonly string[];
    branchIds: readonly string[];
    now: Date;
  },
): Promise<string> {
  const id = rand.uuid();
  const row: SqlValue[] = [
    id, input.tenantId, input.username, await hashPassword(input.password), input.firstName, input.lastName,
    `${input.firstName} ${input.lastName}`, input.email, input.now, input.now,
  ];
  await insertRows(db, 'app_user', ['id', 'tenant_id', 'username', 'password_hash', 'first_name', 'last_name', 'full_name', 'email', 'created_at', 'updated_at'], [row]);
  await insertRows(db, 'user_role', ['tenant_id', 'user_id', 'role_id'], input.roleIds.map((r) => [input.tenantId, id, r]));
  await insertRows(db, 'user_branch', ['tenant_id', 'user_id', 'branch_id'], input.branchIds.map((b) => [input.tenantId, id, b]));
  return id;
}

export async function insertCheckoutAndPaymentMethods(db: Db, rand: Rand, tenantId: string): Promise<void> {
  const checkout: [string, string, number, boolean][] = [
    ['CASH', 'Cash', 1, true],
    ['CARD', 'Card', 2, false],
    ['E_TRANSFER', 'E-transfer', 3, false],
    ['GIFT_CERTIFICATE', 'Gift certificate', 4, false],
  ];
  await insertRows(
    db,
    'checkout_method',
    ['id', 'tenant_id', 'code', 'name', 'priority', 'is_default'],
    checkout.map(([code, name, priority, isDefault]) => [rand.uuid(), tenantId, code, name, priority, isDefault]),
  );
  const payment: [string, string, string, number, number][] = [
    ['Cash', 'CASH', 'VALUE', 0, 0],
    ['10% off', 'PERCENT', 'PERCENT', 0, 10],
    ['Referral $10', 'REFERRAL', 'VALUE', 1000, 0],
    ['Birthday 15%', 'BIRTHDAY', 'PERCENT', 0, 15],
    ['Loyalty coins', 'COIN', 'VALUE', 0, 0],
  ];
  await insertRows(
    db,
    'payment_method',
    ['id', 'tenant_id', 'name', 'type', 'radio', 'amount_cents', 'percentage', 'priority'],
    payment.map(([name, type, radio, amount, percentage], i) => [rand.uuid(), tenantId, name, type, radio, amount, percentage, i + 1]),
  );
}
