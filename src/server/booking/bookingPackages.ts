import type { Db } from '../db/db';
import type { GuestInput } from '../../domain/booking/args';
import { isPackageBookable } from '../../domain/catalogue/package';
import { AppError, ErrorCode } from '../../domain/errors';
import { packagesByIds, servicesOfPackages } from '../packages/packageRepository';
import type { SavedLine } from './bookingWriteRepository';

/**
 * A line newly booked in a package (or moved into another) names an enabled package of the
 * branch, bookable at the booking's start, that holds the line's service. A line saved in its
 * package keeps it even once the package is disabled or over: the booking was made in time.
 */
export async function checkPackages(
  tx: Db,
  input: { tenantId: string; branchId: string; startTime: string; editable: readonly GuestInput[]; savedLines: readonly SavedLine[] },
): Promise<void> {
  const saved = new Map(input.savedLines.map((l) => [l.id, l.package_id]));
  const lines = input.editable.flatMap((g) => g.segments).filter((l) => l.packageId !== null && saved.get(l.id) !== l.packageId);
  if (lines.length === 0) return;
  const packages = await packagesByIds(tx, input.tenantId, lines.flatMap((l) => (l.packageId ? [l.packageId] : [])));
  const services = await servicesOfPackages(tx, input.tenantId, [...packages.keys()]);
  for (const line of lines) {
    const pkg = line.packageId ? packages.get(line.packageId) : undefined;
    const bookable =
      pkg !== undefined &&
      pkg.branch_id === input.branchId &&
      isPackageBookable({ status: pkg.status, startTime: pkg.start_time, endTime: pkg.end_time }, input.startTime) &&
      line.serviceId !== null &&
      (services.get(pkg.id)?.some((s) => s.id === line.serviceId) ?? false);
    if (!bookable) throw new AppError(ErrorCode.PACKAGE_NOT_BOOKABLE, { fields: { [`segments.${line.id}.packageId`]: 'Not a package to book at this time' } });
  }
}
