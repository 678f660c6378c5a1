import type { Envelope } from '../../domain/api';
import { ErrorCode, errorMessages } from '../../domain/errors';

export function ok<T>(result: T, message: string | null = null): Envelope<T> {
  return { success: true, message, result };
}

export function fail(code: ErrorCode, message: string = errorMessages[code]): Envelope<null> {
  return { success: false, message, result: null, code };
}

/** One table from error code to HTTP status, used by the single error handler. */
export const statusOfCode = {
  WRONG_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  LOGIN_THROTTLED: 429,
  FORBIDDEN: 403,
  PLAN_UPGRADE_REQUIRED: 403,
  BRANCH_NOT_AUTHORISED: 403,
  CSRF_INVALID: 403,
  VALIDATION: 400,
  PASSWORD_RULES: 400,
  PASSWORD_CONFIRM_MISMATCH: 400,
  OLD_PASSWORD_WRONG: 400,
  PHONE_INVALID: 400,
  NOT_FOUND: 404,
  SERVER_ERROR: 500,
  ACTION_TIME_IN_FUTURE: 400,
  DEPENDENCY_REJECTED: 409,
  DEVICE_UNKNOWN: 409,
  DUPLICATE: 409,
  SCHEMA_VERSION_UNSUPPORTED: 400,
  BOOKING_INVALID: 400,
  ACTION_NOT_NOW: 409,
  STATUS_NOT_ALLOWED: 409,
  GUEST_READ_ONLY: 409,
  BREAK_OVERLAPS_APPOINTMENT: 409,
  BREAK_OVERLAPS_BREAK: 409,
  NOT_ON_CLIPBOARD: 409,
  BILL_TOTALS_MISMATCH: 409,
  BILL_NOT_PAYABLE: 409,
  BILL_NOT_CANCELLABLE: 409,
  VOUCHER_NOT_APPLICABLE: 409,
  GIFT_CODE_INVALID: 409,
  NOT_ENOUGH_MONEY: 400,
  TIP_NOT_ALLOWED: 409,
  CART_PAID: 409,
  CART_NOT_EDITABLE: 409,
  CART_ITEM_UNAVAILABLE: 409,
  DELETE_ASSOCIATED: 409,
  CODE_EXISTS: 409,
  CHECKOUT_METHOD_DEFAULT: 409,
  IMAGE_INVALID: 400,
  GIFT_CARD_SOLD: 409,
  // A board refusal is a conflict with the schedule as it stands, not malformed input.
  SCHEDULER_READ_ONLY: 409,
  SCHEDULER_PAST_DATE: 409,
  SCHEDULER_STATUS_NOT_MOVABLE: 409,
  SCHEDULER_TECHNICIAN_NOT_FOUND: 409,
  SCHEDULER_PAST_SLOT: 409,
  SCHEDULER_GENDER_MISMATCH: 409,
  SCHEDULER_SERVICE_NOT_OFFERED: 409,
  SCHEDULER_OVER_BREAK: 409,
  SCHEDULER_NOT_WORKING_HOURS: 409,
  SCHEDULER_NOT_ALLOW_MULTITASKING: 409,
  SCHEDULER_DURATION_TOO_SHORT: 400,
} as const satisfies Record<ErrorCode, number>;

export { ErrorCode };
