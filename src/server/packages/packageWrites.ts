import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { normalisePackageCode, packageProblems } from '../../domain/catalogue/package';
import type { PackageCreateBody, PackageDetail, PackageUpdateBody } from '../../domain/catalogue/package-contract';
import { newId } from '../auth/tokens';
import { ActionType, EntityType, logChange, type LogActor } from '../actionLog/actionLogRepository';
import type { DeleteSpec } from '../admin/deleteRecord';
import { isUniqueViolation, refuseProblems } from '../http/fieldProblems';
import { inCallerBranches } from '../services/branchRecord';
import {
  branchServiceCount,
  findPackage,
  insertPackage,
  PACKAGE_COLUMNS,
  packageBookedLines,
  packageCodeTaken,
  packageLogValues,
  packageServiceIds,
  servicesOfPackages,
  toPackageRow,
  updatePackage,
  type PackageDbRow,
  type PackageWrite,
} from './packageRepository';

type Branch = { id: string };

/** The body as the form's values, tidied and checked by the form's own rules. */
function checked(body: PackageCreateBody | PackageUpdateBody): PackageWrite {
  const values = {
    code: normalisePackageCode(body.code),
    content: body.content.trim(),
    price: body.price,
    startTime: body.startTime.trim(),
    endTime: body.endTime.trim(),
    status: body.status,
    serviceIds: body.serviceIds,
  };
  refuseProblems(packageProblems(values));
  return { ...values, price: values.price ?? 0 };
}

function written(values: PackageWrite) {
  return packageLogValues(
    { code: values.code, content: values.content, price_cents: values.price, start_time: values.startTime, end_time: values.endTime, status: values.status },
    values.serviceIds,
  );
}

/** Every service named must be the package's branch's; then the code must be free in the tenant. */
async function checkWrite(tx: Db, actor: LogActor, input: { branchId: string; packageId: string | null; values: PackageWrite }): Promise<void> {
  const found = await branchServiceCount(tx, actor.tenantId, input.branchId, input.values.serviceIds);
  if (found !== input.values.serviceIds.length) refuseProblems({ serviceIds: { code: 'INVALID' } });
  if (await packageCodeTaken(tx, actor.tenantId, input.values.code, input.packageId)) throw new AppError(ErrorCode.CODE_EXISTS);
}

function codeExists(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(ErrorCode.CODE_EXISTS);
  throw error;
}

export async function createPackage(db: Db, actor: LogActor, branch: Branch, body: PackageCreateBody): Promise<string> {
  const values = checked(body);
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      await checkWrite(tx, actor, { branchId: branch.id, packageId: null, values });
      await insertPackage(tx, { id, tenantId: actor.tenantId, branchId: branch.id, values, now: actor.now });
      await logChange(tx, actor, { branchId: branch.id, action: ActionType.CREATE, entityType: EntityType.PACKAGE, entityId: id, before: null, after: written(values) });
    });
  } catch (error) {
    codeExists(error);
  }
  return id;
}

async function packageInBranches(db: Db, tenantId: string, id: string, branches: readonly Branch[], options: { lock?: boolean } = {}): Promise<PackageDbRow> {
  return inCallerBranches(await findPackage(db, tenantId, id, options), branches);
}

/** Everything can change, the code too (still unique in the tenant); lines already booked keep their prices. */
export async function updatePackageFromBody(db: Db, actor: LogActor, branches: readonly Branch[], body: PackageUpdateBody): Promise<void> {
  const values = checked(body);
  try {
    await db.transaction(async (tx) => {
      const pkg = await packageInBranches(tx, actor.tenantId, body.id, branches, { lock: true });
      await checkWrite(tx, actor, { branchId: pkg.branch_id, packageId: pkg.id, values });
      const before = packageLogValues(pkg, await packageServiceIds(tx, actor.tenantId, pkg.id));
      await updatePackage(tx, { id: pkg.id, tenantId: actor.tenantId, values, now: actor.now });
      await logChange(tx, actor, {
        branchId: pkg.branch_id, action: ActionType.UPDATE, entityType: EntityType.PACKAGE, entityId: pkg.id,
        before, after: written(values), summary: { code: pkg.code }, statusField: 'status',
      });
    });
  } catch (error) {
    codeExists(error);
  }
}

export async function packageDetail(db: Db, tenantId: string, id: string, branches: readonly Branch[]): Promise<PackageDetail> {
  const pkg = await packageInBranches(db, tenantId, id, branches);
  const [services, bookedLines] = await Promise.all([servicesOfPackages(db, tenantId, [pkg.id]), packageBookedLines(db, tenantId, pkg.id)]);
  return { ...toPackageRow(pkg, services.get(pkg.id) ?? []), createdAt: pkg.created_at.toISOString(), bookedLines, deletable: bookedLines === 0 };
}

/** The generic delete: a package booked on a line stays (the segment's foreign key), to be disabled instead; its service list goes with it. */
export const packageDelete: DeleteSpec<PackageDbRow> = {
  table: 'package',
  columns: PACKAGE_COLUMNS,
  entityType: EntityType.PACKAGE,
  branchColumn: 'branch_id',
  values: (row) => packageLogValues(row),
};
