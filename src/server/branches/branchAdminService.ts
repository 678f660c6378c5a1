/**
 * Creating, editing and (de)activating branches. The tenant admin sees and changes every
 * branch of the tenant, active or not; anyone else only the branches they manage. A new
 * branch gets the first run's defaults and its creator access to it.
 */
import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { PROVINCE_TAXES } from '../../domain/branch/province-taxes';
import { branchValuesSchema, type BranchValues } from '../../domain/branch/branch';
import { branchValuesOf, type BranchDetail, type BranchFields } from '../../domain/branch/contract';
import { firstBranchConfig } from '../../domain/setup';
import { problemsOf } from '../../domain/schemas/problems';
import { newId } from '../auth/tokens';
import type { AuthContext } from '../auth/authContext';
import { ActionType, EntityType, logChange, type LogActor } from '../actionLog/actionLogRepository';
import { applyImageChoice } from '../images/imageChoice';
import type { UploadedFile } from '../images/multipart';
import { isUniqueViolation, refuseProblems } from '../http/fieldProblems';
import { insertBranch } from '../seed/seedBranch';
import {
  branchCodeTaken,
  branchDetailOf,
  branchLogValues,
  findBranch,
  grantBranch,
  setBranchActive,
  writeBranchFields,
  writtenBranch,
  type BranchDbRow,
} from './branchAdminRepository';

/** Who asks: their tenant, whether they are its admin, the branches they manage. */
export type BranchCaller = Pick<AuthContext, 'tenantId' | 'canSelectTenant' | 'branches'>;

/** The branch ids a caller's list shows: null for all of the tenant's. */
export function visibleBranchIds(caller: BranchCaller): string[] | null {
  return caller.canSelectTenant ? null : caller.branches.map((b) => b.id);
}

/** The branch, if the caller may see it: another tenant's is not found, another branch is not theirs. */
export async function branchForCaller(db: Db, caller: BranchCaller, id: string, options: { lock?: boolean } = {}): Promise<BranchDbRow> {
  const row = await findBranch(db, caller.tenantId, id, options);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  if (!caller.canSelectTenant && !caller.branches.some((b) => b.id === row.id)) throw new AppError(ErrorCode.BRANCH_NOT_AUTHORISED);
  return row;
}

/** Creating and deactivating branches is the tenant admin's alone. */
export function requireTenantAdmin(caller: BranchCaller): void {
  if (!caller.canSelectTenant) throw new AppError(ErrorCode.FORBIDDEN);
}

function checkedValues(fields: BranchFields, fixedCode?: string): BranchValues {
  const values = branchValuesOf(fields);
  if (fixedCode !== undefined) values.code = fixedCode;
  refuseProblems(problemsOf(branchValuesSchema, values));
  return values;
}

export async function createBranch(db: Db, actor: LogActor, input: { fields: BranchFields; file: UploadedFile | null }): Promise<string> {
  const values = checkedValues(input.fields);
  if (input.fields.image !== undefined && input.fields.image !== 'null' && input.fields.image !== '') {
    throw new AppError(ErrorCode.VALIDATION, { message: 'image: unknown picture', fields: { image: 'Unknown picture' } });
  }
  try {
    return await db.transaction(async (tx) => {
      if (await branchCodeTaken(tx, actor.tenantId, values.code)) throw new AppError(ErrorCode.CODE_EXISTS);
      // The same settings the first run gives a salon's first branch.
      const config = firstBranchConfig({
        language: values.language,
        branch: values,
      });
      // Ontario's HST, the demo's and the old default: the branch form's Taxes tab sets the branch's own.
      const taxes = PROVINCE_TAXES.ON;
      const id = await insertBranch(tx, { uuid: newId }, { tenantId: actor.tenantId, code: values.code, name: values.name, address: null, phone: null, config, taxes, now: actor.now });
      const image = await applyImageChoice(tx, { ...actor, file: input.file, field: undefined, current: null });
      await writeBranchFields(tx, { tenantId: actor.tenantId, id, values, image, now: actor.now });
      await grantBranch(tx, actor.tenantId, actor.userId, id);
      await logChange(tx, actor, { branchId: id, action: ActionType.CREATE, entityType: EntityType.BRANCH, entityId: id, before: null, after: writtenBranch(values, image, true) });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.CODE_EXISTS);
    throw error;
  }
}

export async function updateBranch(db: Db, actor: LogActor, caller: BranchCaller, input: { id: string; fields: BranchFields; file: UploadedFile | null }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await branchForCaller(tx, caller, input.id, { lock: true });
    const sentCode = input.fields.code.trim().toUpperCase();
    if (sentCode !== '' && sentCode !== row.code) {
      throw new AppError(ErrorCode.VALIDATION, { message: 'code: the code cannot be changed', fields: { code: 'The code cannot be changed' } });
    }
    const values = checkedValues(input.fields, row.code);
    const before = await branchDetailOf(tx, row);
    const image = await applyImageChoice(tx, { ...actor, file: input.file, field: input.fields.image, current: row.image });
    await writeBranchFields(tx, { tenantId: actor.tenantId, id: row.id, values, image, now: actor.now });
    await logChange(tx, actor, {
      branchId: row.id, action: ActionType.UPDATE, entityType: EntityType.BRANCH, entityId: row.id,
      before: branchLogValues(before), after: writtenBranch(values, image, row.active), summary: { code: row.code }, statusField: 'opening',
    });
  });
}

export async function changeBranchStatus(db: Db, actor: LogActor, caller: BranchCaller, input: { id: string; active: boolean }): Promise<void> {
  requireTenantAdmin(caller);
  await db.transaction(async (tx) => {
    const row = await branchForCaller(tx, caller, input.id, { lock: true });
    if (row.active === input.active) return;
    await setBranchActive(tx, actor.tenantId, row.id, input.active);
    await logChange(tx, actor, {
      branchId: row.id, action: ActionType.UPDATE, entityType: EntityType.BRANCH, entityId: row.id,
      before: { active: row.active }, after: { active: input.active }, summary: { code: row.code }, statusField: 'active',
    });
  });
}

export async function branchDetail(db: Db, caller: BranchCaller, id: string): Promise<BranchDetail> {
  return branchDetailOf(db, await branchForCaller(db, caller, id));
}
