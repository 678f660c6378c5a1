/** What both turn changes check before writing: the technician is the branch's, the day is the instant's. */
import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { formatZonedDate, type IsoDate } from '../../domain/time';
import { branchTimeZone } from '../branches/branchRepository';
import { findTechnician } from '../technicians/technicianRepository';
import { turnIdTaken } from './turnRepository';

/** A tablet's clock may run a little ahead of the server's; more than this is a wrong time. */
const CLOCK_SKEW_MS = 5 * 60_000;

function invalid(field: string, message: string): AppError {
  return new AppError(ErrorCode.VALIDATION, { message: `${field}: ${message}`, fields: { [field]: message } });
}

/**
 * The branch's active technician, and `at` on branch day `date` and not in the future. Another
 * tenant's or branch's technician is not found, as any id the caller cannot see.
 */
export async function checkTurnChange(
  tx: Db,
  input: { tenantId: string; branchId: string; id: string; technicianId: string; date: IsoDate; at: string; atField: string; now: Date },
): Promise<{ technicianName: string; at: Date }> {
  const technician = await findTechnician(tx, input.tenantId, input.technicianId);
  if (!technician || technician.branch_id !== input.branchId || !technician.active) throw new AppError(ErrorCode.NOT_FOUND);
  const at = new Date(input.at);
  const timeZone = await branchTimeZone(tx, input.tenantId, input.branchId);
  if (formatZonedDate(at, timeZone) !== input.date) throw invalid('date', 'Not the branch day of the time given');
  if (at.getTime() > input.now.getTime() + CLOCK_SKEW_MS) throw invalid(input.atField, 'Later than now');
  if (await turnIdTaken(tx, input.id)) throw new AppError(ErrorCode.DUPLICATE);
  return { technicianName: technician.name, at };
}
