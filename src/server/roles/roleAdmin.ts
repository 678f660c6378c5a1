/**
 * The roles screen's changes (spec part 2 §3 Role, §6): create, update and delete a role with
 * its rights settings, under role-rights.ts (no newly allowed right outside the plan; a branch
 * admin neither touches a tenant admin's role nor allows what they do not hold). Every change
 * runs under the tenant's users lock and keeps an active tenant admin; each is logged (ROLE).
 */
import type { z } from '../../domain/schemas/zod';
import type { Db } from '../db/db';
import type { LogRecord } from '../../domain/admin/changes';
import { AppError, ErrorCode } from '../../domain/errors';
import { RoleType } from '../../domain/people/default-roles';
import type { RoleDetail, RoleRow } from '../../domain/people/role-contract';
import type { roleUpdateBody, roleValuesSchema } from '../../domain/people/role-form';
import { allowedIn, roleChangeRefusal, RoleRefusal, type RoleEditor, type RoleSettings } from '../../domain/people/role-rights';
import { RightSetting } from '../../domain/rights';
import { ActionType, EntityType, logChange } from '../actionLog/actionLogRepository';
import type { AdminActor } from '../admin/adminRoutes';
import { newId } from '../auth/tokens';
import { isUniqueViolation } from '../http/fieldProblems';
import { activeTenantAdminIds, lockTenantUsers } from '../users/userAdminRepository';
import { codeTaken, findRole, insertRole, roleSettings, setRoleSettings, updateRole, type RoleDbRow, type RoleFields } from './roleRepository';

type RoleValues = z.output<typeof roleValuesSchema>;

/** Who changes a role: the actor of the log and what the rules know of them. */
export type RoleActor = AdminActor & { editor: RoleEditor };

export function editorOf(auth: { canSelectTenant: boolean; rights: readonly string[]; rightsPM: readonly string[] }): RoleEditor {
  return { tenantAdmin: auth.canSelectTenant, rights: auth.rights, rightsPM: auth.rightsPM };
}

export function toRoleRow(row: RoleDbRow, editor: RoleEditor): RoleRow {
  return { id: row.id, code: row.code, name: row.name, type: row.type, users: row.users, editable: editor.tenantAdmin || row.type !== RoleType.TENANT_ADMIN };
}

const REFUSAL_CODE = {
  [RoleRefusal.TYPE]: ErrorCode.ROLE_OUT_OF_REACH,
  [RoleRefusal.NOT_IN_PLAN]: ErrorCode.RIGHT_NOT_IN_PLAN,
  [RoleRefusal.NOT_HELD]: ErrorCode.RIGHT_NOT_HELD,
} as const satisfies Record<RoleRefusal, ErrorCode>;

export async function roleDetail(db: Db, actor: RoleActor, id: string): Promise<RoleDetail> {
  const row = await findRole(db, actor.tenantId, id);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return { ...toRoleRow(row, actor.editor), settings: await roleSettings(db, actor.tenantId, id), createdAt: row.created_at.toISOString() };
}

/** What the log keeps of a role: its fields and the rights it allows and denies. */
function roleLogValues(fields: RoleFields, settings: RoleSettings): LogRecord {
  const denied = Object.keys(settings).filter((r) => settings[r] === RightSetting.DENY).sort();
  return { code: fields.code, name: fields.name, type: fields.type, allow: allowedIn(settings), deny: denied };
}

/** A change may not leave the business without an active tenant admin (a role's type changed, a user taken off it). */
export async function keepTenantAdmin(tx: Db, tenantId: string): Promise<void> {
  if ((await activeTenantAdminIds(tx, tenantId)).length === 0) throw new AppError(ErrorCode.LAST_TENANT_ADMIN);
}

/** A race on the same code (the unique index) reads as the same refusal as the check. */
async function refusingTakenCode<T>(db: Db, tenantId: string, code: string, exceptId: string | null, run: () => Promise<T>): Promise<T> {
  try {
    if (await codeTaken(db, tenantId, code, exceptId)) throw new AppError(ErrorCode.CODE_EXISTS);
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.CODE_EXISTS);
    throw error;
  }
}

function refuseChange(editor: RoleEditor, before: { type: RoleType; settings: RoleSettings } | null, after: RoleValues): void {
  const refusal = roleChangeRefusal(editor, before, after);
  if (refusal) throw new AppError(REFUSAL_CODE[refusal]);
}

export async function createRole(db: Db, actor: RoleActor, values: RoleValues): Promise<string> {
  refuseChange(actor.editor, null, values);
  const id = newId();
  const fields: RoleFields = { code: values.code, name: values.name, type: values.type };
  return refusingTakenCode(db, actor.tenantId, values.code, null, () =>
    db.transaction(async (tx) => {
      await insertRole(tx, { tenantId: actor.tenantId, id, fields, now: actor.now });
      await setRoleSettings(tx, { tenantId: actor.tenantId, roleId: id, settings: values.settings });
      await logChange(tx, actor, { branchId: null, action: ActionType.CREATE, entityType: EntityType.ROLE, entityId: id, before: null, after: roleLogValues(fields, values.settings) });
      return id;
    }),
  );
}

export async function updateRoleValues(db: Db, actor: RoleActor, body: z.output<typeof roleUpdateBody>): Promise<void> {
  const fields: RoleFields = { code: body.code, name: body.name, type: body.type };
  await refusingTakenCode(db, actor.tenantId, body.code, body.id, () =>
    db.transaction(async (tx) => {
      await lockTenantUsers(tx, actor.tenantId);
      const row = await findRole(tx, actor.tenantId, body.id, true);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND);
      const settings = await roleSettings(tx, actor.tenantId, row.id);
      refuseChange(actor.editor, { type: row.type, settings }, body);
      await updateRole(tx, { tenantId: actor.tenantId, id: row.id, fields });
      await setRoleSettings(tx, { tenantId: actor.tenantId, roleId: row.id, settings: body.settings });
      if (row.type === RoleType.TENANT_ADMIN && body.type !== RoleType.TENANT_ADMIN) await keepTenantAdmin(tx, actor.tenantId);
      await logChange(tx, actor, {
        branchId: null, action: ActionType.UPDATE, entityType: EntityType.ROLE, entityId: row.id,
        before: roleLogValues(row, settings), after: roleLogValues(fields, body.settings), summary: { code: row.code },
      });
    }),
  );
}

/** The generic delete's refusals for a role: a tenant admin's is theirs alone, and a role someone holds stays. */
export function refuseRoleDelete(editor: RoleEditor, row: RoleDbRow): void {
  if (!editor.tenantAdmin && row.type === RoleType.TENANT_ADMIN) throw new AppError(ErrorCode.ROLE_OUT_OF_REACH);
  if (row.users > 0) throw new AppError(ErrorCode.DELETE_ASSOCIATED);
}
