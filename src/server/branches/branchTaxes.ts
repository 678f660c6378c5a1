/**
 * A branch's taxes (issue 13), in `branch_tax`. A branch with no rows yet (one made before the
 * list by a path that writes config only) charges the one HST its config holds, as before.
 */
import type { Db } from '../db/db';
import { configHst } from '../../domain/branchConfig';
import { singleHst, type BranchTax, type TaxAppliesTo, type TaxKind } from '../../domain/branch/tax';
import type { LogRecord } from '../../domain/admin/changes';
import { ActionType, EntityType, logChange, type LogActor } from '../actionLog/actionLogRepository';
import { insertRows } from '../seed/insertRows';
import { configValues } from './branchRepository';

type TaxRow = { kind: TaxKind; name: string; rate: number; registration_number: string; applies_to: TaxAppliesTo };

export async function branchTaxes(db: Db, tenantId: string, branchId: string): Promise<BranchTax[]> {
  const rows = await db.query<TaxRow>(
    `SELECT kind, name, rate::float8 AS rate, registration_number, applies_to FROM branch_tax
      WHERE tenant_id = $1 AND branch_id = $2 ORDER BY position`,
    [tenantId, branchId],
  );
  if (rows.length === 0) return singleHst(configHst(await configValues(db, tenantId, branchId)));
  return rows.map((r) => ({ kind: r.kind, name: r.name, rate: r.rate, registrationNumber: r.registration_number, appliesTo: r.applies_to }));
}

/** Replaces the branch's list (inside the caller's transaction). */
export async function writeBranchTaxes(db: Db, input: { tenantId: string; branchId: string; taxes: readonly BranchTax[] }): Promise<void> {
  await db.query(`DELETE FROM branch_tax WHERE tenant_id = $1 AND branch_id = $2`, [input.tenantId, input.branchId]);
  await insertRows(
    db,
    'branch_tax',
    ['tenant_id', 'branch_id', 'position', 'kind', 'name', 'rate', 'registration_number', 'applies_to'],
    input.taxes.map((t, i) => [input.tenantId, input.branchId, i, t.kind, t.name, t.rate, t.registrationNumber, t.appliesTo]),
  );
}

const logOf = (taxes: readonly BranchTax[]): LogRecord => ({ taxes: taxes.map((t) => ({ ...t })) });

/** The branch form's Taxes tab saved: the new list, logged with the old one. */
export async function saveBranchTaxes(db: Db, actor: LogActor, input: { branchId: string; taxes: readonly BranchTax[] }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await branchTaxes(tx, actor.tenantId, input.branchId);
    await writeBranchTaxes(tx, { tenantId: actor.tenantId, branchId: input.branchId, taxes: input.taxes });
    await logChange(tx, actor, {
      branchId: input.branchId, action: ActionType.UPDATE, entityType: EntityType.BRANCH_CONFIG, entityId: input.branchId,
      before: logOf(before), after: logOf(input.taxes),
    });
  });
}
