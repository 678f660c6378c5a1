import type { Db } from '../db/db';
import { FIRST_BUSINESS_NAMES, firstBranchConfig, firstBranchTaxes, type CreateBusinessBody, type CreateBusinessResult } from '../../domain/setup';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logAction, type JsonValue } from '../actionLog/actionLogRepository';
import { insertBranch } from '../seed/seedBranch';
import { DEFAULT_ROLES } from '../../domain/people/default-roles';
import { ensurePlan, FULL_PLAN, insertCheckoutMethods, insertDefaultRoles, insertTenant, insertUser, type IdSource } from '../seed/seedTenant';

const randomIds: IdSource = { uuid: newId };

/** A row made, for the action log: its type, id, branch and what it was made with. */
type Created = [EntityType, string, string | null, Record<string, JsonValue>];

/**
 * A salon's business as the setup form describes it, and only what the counter needs on day
 * one: the tenant on the plan licensing every feature, the roles every business starts with
 * (the owner's holding every right, a branch manager's and a front desk's, named in the
 * business's language), the owner, the first branch with its settings, and Cash as the default
 * checkout method (the payment form takes the money received through it; discounts and fees
 * are the salon's to add).
 */
export async function insertFirstBusiness(
  tx: Db,
  input: { body: CreateBusinessBody; passwordHash: string; now: Date },
): Promise<CreateBusinessResult> {
  const { body, passwordHash, now } = input;
  const names = FIRST_BUSINESS_NAMES[body.language];
  await ensurePlan(tx, FULL_PLAN);
  const tenantId = await insertTenant(tx, randomIds, body.businessName, FULL_PLAN.code, now);
  const branchId = await insertBranch(tx, randomIds, {
    tenantId,
    code: body.branch.code,
    name: body.branch.name,
    address: null,
    phone: null,
    config: firstBranchConfig(body),
    taxes: firstBranchTaxes(body),
    now,
  });
  const roles = await insertDefaultRoles(tx, randomIds, { tenantId, language: body.language, now });
  const userId = await insertUser(tx, randomIds, {
    tenantId,
    username: body.owner.username,
    passwordHash,
    firstName: null,
    lastName: null,
    fullName: body.owner.fullName,
    email: null,
    roleIds: [roles.ADMIN],
    branchIds: [branchId],
    now,
  });
  await insertCheckoutMethods(tx, randomIds, tenantId, [{ code: 'CASH', name: names.cash, priority: 1, isDefault: true }]);

  const created: Created[] = [
    [EntityType.TENANT, tenantId, null, { name: body.businessName, plan: FULL_PLAN.code }],
    [EntityType.BRANCH, branchId, branchId, { name: body.branch.name, code: body.branch.code }],
    ...Object.values(DEFAULT_ROLES).map((role): Created => [EntityType.ROLE, roles[role.code], null, { name: role.names[body.language], type: role.type }]),
    [EntityType.USER, userId, null, { name: body.owner.fullName, username: body.owner.username }],
  ];
  for (const [entityType, entityId, branch, editInfo] of created) {
    await logAction(tx, { tenantId, branchId: branch, userId, action: ActionType.CREATE, entityType, entityId, editInfo, now });
  }
  return { tenantId, branchId, userId };
}
