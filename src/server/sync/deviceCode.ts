import type { Db } from '../db/db';
import { isDeviceCode } from '../../domain/device-code';
import { AppError, ErrorCode } from '../../domain/errors';
import { findDevice } from './deviceRepository';

/**
 * A code made on a tablet must carry the pushing tablet's own number: the per-device counter
 * is what keeps codes made offline unique, and it only does if no tablet spends another's.
 */
export async function assertDeviceCode(db: Db, input: { tenantId: string; deviceId: string; branchCode: string; code: string }): Promise<void> {
  const device = await findDevice(db, input.tenantId, input.deviceId);
  if (!device) throw new AppError(ErrorCode.DEVICE_UNKNOWN);
  requireDeviceCode({ code: input.code, branchCode: input.branchCode, deviceNo: device.device_no });
}

/** The same check for a push's handler, which has the tablet's number from the row the push locked. */
export function requireDeviceCode(input: { branchCode: string; code: string; deviceNo: number }): void {
  if (!isDeviceCode(input)) {
    const message = `Expected ${input.branchCode}-${input.deviceNo}-<n>`;
    throw new AppError(ErrorCode.VALIDATION, { message: `code: ${message}`, fields: { code: message } });
  }
}
