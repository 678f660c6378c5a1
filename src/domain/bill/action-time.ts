/**
 * The bill's action time may be back-dated (a bill entered after the fact) but never set
 * in the future. Compared on the branch wall clock at minute precision, the wire format.
 */
import { ErrorCode } from '../errors';
import { errorMessages } from '../error-messages-en';
import { formatZonedDateTime } from '../time';

const ACTION_TIME_RE = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/;

export type ActionTimeResult =
  | { ok: true }
  | { ok: false; code: typeof ErrorCode.ACTION_TIME_IN_FUTURE | typeof ErrorCode.VALIDATION; message: string };

export function validateActionTime({ actionTime, now, timeZone }: { actionTime: string; now: Date; timeZone: string }): ActionTimeResult {
  if (!ACTION_TIME_RE.test(actionTime)) return { ok: false, code: ErrorCode.VALIDATION, message: errorMessages.VALIDATION };
  // Same fixed-width format on both sides, so string order is time order.
  if (actionTime > formatZonedDateTime(now, timeZone)) {
    return { ok: false, code: ErrorCode.ACTION_TIME_IN_FUTURE, message: errorMessages.ACTION_TIME_IN_FUTURE };
  }
  return { ok: true };
}
