/**
 * Coded errors: the domain throws them, the edges translate them
 * (the server to an HTTP status in one handler, the UI to a Lingui message).
 * `message` is the spec's English wording, used as the envelope message and in logs.
 */
export const ErrorCode = {
  WRONG_CREDENTIALS: 'WRONG_CREDENTIALS',
  LOGIN_THROTTLED: 'LOGIN_THROTTLED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  PLAN_UPGRADE_REQUIRED: 'PLAN_UPGRADE_REQUIRED',
  BRANCH_NOT_AUTHORISED: 'BRANCH_NOT_AUTHORISED',
  CSRF_INVALID: 'CSRF_INVALID',
  VALIDATION: 'VALIDATION',
  PASSWORD_RULES: 'PASSWORD_RULES',
  PASSWORD_CONFIRM_MISMATCH: 'PASSWORD_CONFIRM_MISMATCH',
  OLD_PASSWORD_WRONG: 'OLD_PASSWORD_WRONG',
  PHONE_INVALID: 'PHONE_INVALID',
  NOT_FOUND: 'NOT_FOUND',
  SERVER_ERROR: 'SERVER_ERROR',
  ACTION_TIME_IN_FUTURE: 'ACTION_TIME_IN_FUTURE',
  DEPENDENCY_REJECTED: 'DEPENDENCY_REJECTED',
  DEVICE_UNKNOWN: 'DEVICE_UNKNOWN',
  DUPLICATE: 'DUPLICATE',
  SCHEMA_VERSION_UNSUPPORTED: 'SCHEMA_VERSION_UNSUPPORTED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorMessages = {
  WRONG_CREDENTIALS: 'Wrong username or password, please try again!',
  LOGIN_THROTTLED: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  UNAUTHENTICATED: 'Your session has expired. Please sign in again.',
  FORBIDDEN: "Sorry, but you don't have permission to access this page.",
  PLAN_UPGRADE_REQUIRED: 'Your plan does not include this feature. Please upgrade your plan.',
  BRANCH_NOT_AUTHORISED:
    'Your user account is not authorised to manage this branch. Please contact the admin.',
  CSRF_INVALID: 'The request verification token is missing or invalid. Please reload the page.',
  VALIDATION: 'Data error, please try again!',
  PASSWORD_RULES: 'Password must contain 1 uppercase, 1 lowercase, 1 number',
  PASSWORD_CONFIRM_MISMATCH: 'Confirm password must match with the new password',
  OLD_PASSWORD_WRONG: 'Old password is incorrect',
  PHONE_INVALID: 'Phone is invalid!',
  NOT_FOUND: 'Not found',
  SERVER_ERROR: 'Server error, please try again!',
  ACTION_TIME_IN_FUTURE: 'Action time cannot be in the future.',
  DEPENDENCY_REJECTED: 'This change waits for an earlier change that was refused.',
  DEVICE_UNKNOWN: 'This tablet is not registered. Sign in again while online.',
  DUPLICATE: 'This change was already recorded.',
  SCHEMA_VERSION_UNSUPPORTED: 'This change was made by an older version of the app. Please update.',
} as const satisfies Record<ErrorCode, string>;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Field-level detail for forms, keyed by field name. */
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(code: ErrorCode, options: { message?: string; fields?: Record<string, string> } = {}) {
    super(options.message ?? errorMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
