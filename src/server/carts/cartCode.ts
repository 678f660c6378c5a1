import type { Db } from '../db/db';
import { looksLikeDeviceCode } from '../../domain/device-code';
import { AppError, ErrorCode } from '../../domain/errors';
import type { BranchRow } from '../branches/branchRepository';
import { nextCounterValue, type CodeSource } from '../booking/bookingCode';
import { requireDeviceCode } from '../sync/deviceCode';
import { cartCodeTaken } from './cartRepository';

/** The branch's cart counter: `{branch}-C{n}`, which no tablet code (`{branch}-{device}-{n}`) can equal. */
export const CART_SEQUENCE = 'cart';

export function serverCartCode(branchCode: string, n: number): string {
  return `${branchCode}-C${n}`;
}

/**
 * A free code for a new cart, or a refusal: from the branch counter when the online caller
 * brings none; a pushed cart's code must be the pushing tablet's; an online caller may not
 * bring a tablet-shaped code (a tablet could make it later); a taken code is refused.
 */
export async function newCartCode(tx: Db, input: { tenantId: string; branch: BranchRow; requested: string | undefined; source: CodeSource }): Promise<string> {
  const { tenantId, branch, source } = input;
  if (source.kind === 'server' || input.requested === undefined) {
    for (;;) {
      const code = serverCartCode(branch.code, await nextCounterValue(tx, tenantId, branch.id, CART_SEQUENCE));
      if (!(await cartCodeTaken(tx, tenantId, branch.id, code))) return code;
    }
  }
  if (source.kind === 'device') {
    requireDeviceCode({ branchCode: branch.code, code: input.requested, deviceNo: source.deviceNo });
  } else if (looksLikeDeviceCode({ code: input.requested, branchCode: branch.code })) {
    const message = `Codes like ${branch.code}-<device>-<n> are made by tablets`;
    throw new AppError(ErrorCode.VALIDATION, { message: `code: ${message}`, fields: { code: message } });
  }
  if (await cartCodeTaken(tx, tenantId, branch.id, input.requested)) {
    throw new AppError(ErrorCode.DUPLICATE, { message: 'Code already exists', fields: { code: 'Code already exists' } });
  }
  return input.requested;
}
