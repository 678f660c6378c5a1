import { isDeviceCode } from '../../domain/device-code';
import { AppError, ErrorCode } from '../../domain/errors';

/**
 * A code made on a tablet must carry the pushing tablet's own number: the per-device counter
 * is what keeps codes made offline unique, and it only does if no tablet spends another's.
 * The number comes from the device row the push locked (MutationContext.deviceNo).
 */
export function requireDeviceCode(input: { branchCode: string; code: string; deviceNo: number }): void {
  if (!isDeviceCode(input)) {
    const message = `Expected ${input.branchCode}-${input.deviceNo}-<n>`;
    throw new AppError(ErrorCode.VALIDATION, { message: `code: ${message}`, fields: { code: message } });
  }
}
