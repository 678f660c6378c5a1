import type { Db } from '../db/db';
import { FIRST_BUSINESS_NAMES, firstBranchConfig, type CreateBusinessBody, type CreateBusinessResult } from '../../domain/setup';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logAction, type JsonValue } from '../actionLog/actionLogRepository';
import { insertBranch } from '../seed/seedBranch';
import { allRightsAllowed, ensurePlan, FULL_PLAN, insertCheckoutMethods, insertRole, insertTenant, insertUser, type IdSource } from '../seed/seedTenant';

const randomIds: IdSource = { uuid: newId };

/**
 * A salon's business as the setup form describes it, and only what the counter needs on day
 * one: the tenant on the plan licensing every feature, an owner role holding every right, the
 * owner, the first branch with its settings, and Cash as the default checkout method (the
 * payment form takes the money received through it; discounts and fees are the salon's to add).
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
    now,
  });
  const roleId = await insertRole(tx, randomIds, { tenantId, code: 'ADMIN', name: names.ownerRole, type: 'TENANT_ADMIN', settings: allRightsAllowed(), now });
  const userId = await insertUser(tx, randomIds, {
    tenantId,
    username: body.owner.username,
    passwordHash,
    firstName: null,
    lastName: null,
    fullName: body.owner.fullName,
    email: null,
    roleIds: [roleId],
    branchIds: [branchId],
    now,
  });
  await insertCheckoutMethods(tx, randomIds, tenantId, [{ code: 'CASH', name: names.cash, priority: 1, isDefault: true }]);

  const created: [EntityType, string, string | null, Record<string, JsonValue>][] = [
    [EntityType.TENANT, tenantId, null, { name: body.businessName, plan: FULL_PLAN.code }],
    [EntityType.BRANCH, branchId, branchId, { name: body.branch.name, code: body.branch.code }],
    [EntityType.ROLE, roleId, null, { name: names.ownerRole, type: 'TENANT_ADMIN' }],
    [EntityType.USER, userId, null, { name: body.owner.fullName, username: body.owner.username }],
  ];
  for (const [entityType, entityId, branch, editInfo] of created) {
    await logAction(tx, { tenantId, branchId: branch, userId, action: ActionType.CREATE, entityType, entityId, editInfo, now });
  }
  return { tenantId, branchId, userId };
}
