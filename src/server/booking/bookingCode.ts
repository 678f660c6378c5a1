import type { Db } from '../db/db';
import { looksLikeDeviceCode } from '../../domain/device-code';
import { AppError, ErrorCode } from '../../domain/errors';
import type { BranchRow } from '../branches/branchRepository';
import { requireDeviceCode } from '../sync/deviceCode';
import { bookingCodeTaken } from './bookingWriteRepository';

/**
 * Where a new booking's code comes from: the pushing tablet's counter, the caller (kept if
 * free), or the branch counter for online saves that bring none.
 */
export type CodeSource = { kind: 'device'; deviceNo: number } | { kind: 'given' } | { kind: 'server' };

/** Per-branch counter; the seed leaves it above the demo's codes, so `{branch}-{n}` never collides. */
export async function nextCounterValue(tx: Db, tenantId: string, branchId: string, name = 'booking'): Promise<number> {
  const row = await tx.one<{ value: number }>(
    `INSERT INTO branch_sequence (tenant_id, branch_id, name, next_value) VALUES ($1, $2, $3, 2)
     ON CONFLICT (branch_id, name) DO UPDATE SET next_value = branch_sequence.next_value + 1
     RETURNING next_value - 1 AS value`,
    [tenantId, branchId, name],
  );
  return row.value;
}

export async function newBookingCode(tx: Db, input: { tenantId: string; branch: BranchRow; requested: string; source: CodeSource }): Promise<string> {
  const { tenantId, branch } = input;
  if (input.source.kind === 'server') {
    // Tablet codes have three parts and these two, so only a hand-made code can be in the way.
    for (;;) {
      const code = `${branch.code}-${await nextCounterValue(tx, tenantId, branch.id)}`;
      if (!(await bookingCodeTaken(tx, tenantId, branch.id, code))) return code;
    }
  }
  if (input.source.kind === 'device') {
    requireDeviceCode({ branchCode: branch.code, code: input.requested, deviceNo: input.source.deviceNo });
  } else if (looksLikeDeviceCode({ code: input.requested, branchCode: branch.code })) {
    const message = `Codes like ${branch.code}-<device>-<n> are made by tablets`;
    throw new AppError(ErrorCode.VALIDATION, { message: `code: ${message}`, fields: { code: message } });
  }
  if (await bookingCodeTaken(tx, tenantId, branch.id, input.requested)) {
    throw new AppError(ErrorCode.DUPLICATE, { message: 'Code already exists', fields: { code: 'Code already exists' } });
  }
  return input.requested;
}
