import type { Db } from '../db/db';
import { looksLikeDeviceCode } from '../../domain/device-code';
import { AppError, ErrorCode } from '../../domain/errors';
import type { BranchRow } from '../branches/branchRepository';
import { nextCounterValue, type CodeSource } from '../booking/bookingCode';
import { requireDeviceCode } from '../sync/deviceCode';

/** Where a new bill's code comes from: the pushing tablet's counter, the online caller, or the branch counter. */
export type BillCodeSource = CodeSource;

/** The branch's bill counter: `{branch}-B{n}`, which no tablet code (`{branch}-{device}-{n}`) can equal. */
export const BILL_SEQUENCE = 'bill';

export function serverBillCode(branchCode: string, n: number): string {
  return `${branchCode}-B${n}`;
}

export async function billCodeTaken(db: Db, tenantId: string, branchId: string, code: string): Promise<boolean> {
  return (await db.maybeOne(`SELECT 1 FROM bill WHERE tenant_id = $1 AND branch_id = $2 AND code = $3`, [tenantId, branchId, code])) !== null;
}

function codeTaken(): AppError {
  return new AppError(ErrorCode.DUPLICATE, { message: 'Code already exists', fields: { code: 'Code already exists' } });
}

/** A free code for a new bill, or a refusal: a tablet code of another device, a tablet-shaped code online, a taken code. */
export async function newBillCode(tx: Db, input: { tenantId: string; branch: BranchRow; requested: string; source: BillCodeSource }): Promise<string> {
  const { tenantId, branch, source } = input;
  if (source.kind === 'server') {
    for (;;) {
      const code = serverBillCode(branch.code, await nextCounterValue(tx, tenantId, branch.id, BILL_SEQUENCE));
      if (!(await billCodeTaken(tx, tenantId, branch.id, code))) return code;
    }
  }
  if (source.kind === 'device') {
    requireDeviceCode({ branchCode: branch.code, code: input.requested, deviceNo: source.deviceNo });
  } else if (looksLikeDeviceCode({ code: input.requested, branchCode: branch.code })) {
    const message = `Codes like ${branch.code}-<device>-<n> are made by tablets`;
    throw new AppError(ErrorCode.VALIDATION, { message: `code: ${message}`, fields: { code: message } });
  }
  if (await billCodeTaken(tx, tenantId, branch.id, input.requested)) throw codeTaken();
  return input.requested;
}
