/**
 * Coded errors: the domain throws them, the edges translate them
 * (the server to an HTTP status and the spec's English wording, error-messages-en.ts; the UI
 * to a Lingui message). The English table stays out of this module so that a tablet's first
 * load, whose modules throw codes, does not carry it (issue 18).
 */
import { SchedulerCode } from './scheduler/codes';
import type { FieldProblem } from './schemas/problems';
import type { FactCode, KnownRefusal, RefusalFacts, RefusalFactsOf } from './refusal-facts';

export const ErrorCode = {
  /** The board's refusals (slot taken, over a break, ...) are also the server's. */
  ...SchedulerCode,
  WRONG_CREDENTIALS: 'WRONG_CREDENTIALS',
  LOGIN_THROTTLED: 'LOGIN_THROTTLED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  /** A queued change names a user who never signed in on the tablet that pushed it. */
  CHANGE_USER_NOT_SIGNED_IN: 'CHANGE_USER_NOT_SIGNED_IN',
  /** A queued change of one user, pushed by another who lacks a right it needs. */
  CHANGE_SENDER_NOT_ALLOWED: 'CHANGE_SENDER_NOT_ALLOWED',
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
  /** The database is out of reach or busy for a moment: the same request may pass later. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  ACTION_TIME_IN_FUTURE: 'ACTION_TIME_IN_FUTURE',
  DEPENDENCY_REJECTED: 'DEPENDENCY_REJECTED',
  DEVICE_UNKNOWN: 'DEVICE_UNKNOWN',
  DUPLICATE: 'DUPLICATE',
  SCHEMA_VERSION_UNSUPPORTED: 'SCHEMA_VERSION_UNSUPPORTED',
  BOOKING_INVALID: 'BOOKING_INVALID',
  ACTION_NOT_NOW: 'ACTION_NOT_NOW',
  STATUS_NOT_ALLOWED: 'STATUS_NOT_ALLOWED',
  GUEST_READ_ONLY: 'GUEST_READ_ONLY',
  BREAK_OVERLAPS_APPOINTMENT: 'BREAK_OVERLAPS_APPOINTMENT',
  BREAK_OVERLAPS_BREAK: 'BREAK_OVERLAPS_BREAK',
  NOT_ON_CLIPBOARD: 'NOT_ON_CLIPBOARD',
  BILL_TOTALS_MISMATCH: 'BILL_TOTALS_MISMATCH',
  BILL_NOT_PAYABLE: 'BILL_NOT_PAYABLE',
  BILL_NOT_CANCELLABLE: 'BILL_NOT_CANCELLABLE',
  VOUCHER_NOT_APPLICABLE: 'VOUCHER_NOT_APPLICABLE',
  /** A payment method deactivated meanwhile, or a birthday one outside the customer's birthday month. */
  PAYMENT_METHOD_NOT_APPLICABLE: 'PAYMENT_METHOD_NOT_APPLICABLE',
  /** A gift card that does not exist, is inactive or expired. */
  GIFT_CODE_INVALID: 'GIFT_CODE_INVALID',
  /** A gift card with less left on it than the bill takes (spent elsewhere meanwhile). */
  GIFT_CARD_BALANCE_SHORT: 'GIFT_CARD_BALANCE_SHORT',
  NOT_ENOUGH_MONEY: 'NOT_ENOUGH_MONEY',
  /** Loyalty money outside what the customer's balance and the branch's limit allow. */
  LOYALTY_OUT_OF_RANGE: 'LOYALTY_OUT_OF_RANGE',
  /** A bill taken under a loyalty rule the branch has changed since, which the new rule prices otherwise. */
  LOYALTY_RULE_CHANGED: 'LOYALTY_RULE_CHANGED',
  TIP_NOT_ALLOWED: 'TIP_NOT_ALLOWED',
  CART_PAID: 'CART_PAID',
  CART_NOT_EDITABLE: 'CART_NOT_EDITABLE',
  CART_ITEM_UNAVAILABLE: 'CART_ITEM_UNAVAILABLE',
  DELETE_ASSOCIATED: 'DELETE_ASSOCIATED',
  CODE_EXISTS: 'CODE_EXISTS',
  /** Customers: another customer of the branch already has this phone. */
  PHONE_EXISTS: 'PHONE_EXISTS',
  CHECKOUT_METHOD_DEFAULT: 'CHECKOUT_METHOD_DEFAULT',
  IMAGE_INVALID: 'IMAGE_INVALID',
  GIFT_CARD_SOLD: 'GIFT_CARD_SOLD',
  /** First run is over: a business exists, so the setup page refuses to make another. */
  BUSINESS_EXISTS: 'BUSINESS_EXISTS',
  /** Users: nobody deactivates their own account. */
  SELF_DEACTIVATE: 'SELF_DEACTIVATE',
  /** Users: the business keeps at least one active tenant admin. */
  LAST_TENANT_ADMIN: 'LAST_TENANT_ADMIN',
  /** Users: a role allowing rights the giver does not hold (or a tenant admin's, given by a branch admin). */
  ROLE_NOT_GRANTABLE: 'ROLE_NOT_GRANTABLE',
  /** Users: one also working in branches the branch admin does not manage, or holding more than they do. */
  USER_OUT_OF_REACH: 'USER_OUT_OF_REACH',
  /** Users: one's own password is changed with the current one, from the user menu. */
  OWN_PASSWORD_ELSEWHERE: 'OWN_PASSWORD_ELSEWHERE',
  /** A reorder that no longer matches the list as stored (changed meanwhile, or not the caller's). */
  DISPLAY_INDEX_FAIL: 'DISPLAY_INDEX_FAIL',
  TIMESHEET_NOT_FOUND: 'TIMESHEET_NOT_FOUND',
  TIME_OFF_NOT_FOUND: 'TIME_OFF_NOT_FOUND',
  /** A working time whose first day has come stays: the days it governed keep it. */
  WORKING_TIME_BEGUN: 'WORKING_TIME_BEGUN',
  /** Customers: a merge of a customer with itself. */
  CUSTOMER_MERGE_SELF: 'CUSTOMER_MERGE_SELF',
  /** Customers: a merge of two customers of different branches (each branch keeps its own). */
  CUSTOMER_MERGE_OTHER_BRANCH: 'CUSTOMER_MERGE_OTHER_BRANCH',
  /** Roles: allowing a right of a feature the plan does not include. */
  RIGHT_NOT_IN_PLAN: 'RIGHT_NOT_IN_PLAN',
  /** Roles: a branch admin allowing a right they do not hold. */
  RIGHT_NOT_HELD: 'RIGHT_NOT_HELD',
  /** Roles: a branch admin and a tenant admin's role. */
  ROLE_OUT_OF_REACH: 'ROLE_OUT_OF_REACH',
  /** Bookings: a line put in a package that is disabled, outside its dates, another branch's or without that service. */
  PACKAGE_NOT_BOOKABLE: 'PACKAGE_NOT_BOOKABLE',
  /** The close of the day: this branch's day is already closed for this checkout method (a correction says which close it corrects). */
  DAY_ALREADY_CLOSED: 'DAY_ALREADY_CLOSED',
  /** SMS campaigns: sent, sending or cancelled meanwhile (or still a draft where a scheduled one is meant). */
  CAMPAIGN_STATUS: 'CAMPAIGN_STATUS',
  /** SMS campaigns: the audience is larger than one campaign may reach (src/domain/campaign/limits.ts). */
  CAMPAIGN_TOO_MANY_RECIPIENTS: 'CAMPAIGN_TOO_MANY_RECIPIENTS',
  /** SMS campaigns: nobody matches the filters (or everyone opted out meanwhile). */
  CAMPAIGN_NO_RECIPIENTS: 'CAMPAIGN_NO_RECIPIENTS',
  /** Online booking: the time was taken between listing it and the submit. */
  ONLINE_SLOT_TAKEN: 'ONLINE_SLOT_TAKEN',
  /** Online booking: too many bookings from this phone today, or from this address this hour. */
  ONLINE_BOOKING_LIMIT: 'ONLINE_BOOKING_LIMIT',
  /** Reviews: the customer already answered the link of this visit (once per bill). */
  REVIEW_ALREADY_LEFT: 'REVIEW_ALREADY_LEFT',
  /** Reviews: the visit's bill was cancelled, so its link no longer takes a review. */
  REVIEW_LINK_CLOSED: 'REVIEW_LINK_CLOSED',
  /** Tip payouts: more than the drawer owes the technician in tips that day (paid out meanwhile, or a tip removed). */
  TIP_PAYOUT_OVER_OWED: 'TIP_PAYOUT_OVER_OWED',
  /** Bookings: a new booking, or one moved to another date, on a day the branch is closed (a holiday or a closed weekday). */
  CLOSED_DAY: 'CLOSED_DAY',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export class AppError extends Error {
  readonly code: ErrorCode;
  /** The thrower's own English words; without them the edges say the code's (`englishMessageOf`). */
  readonly wording: string | undefined;
  /** Field-level detail for forms, keyed by field name. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** The same detail as problems the UI translates (a refusal of the shared schemas on the tablet). */
  readonly problems: Readonly<Record<string, FieldProblem>> | undefined;
  /** The figures and names of what happened, for the tablet to say in words (refusal-facts.ts). Set by `refusedWith`. */
  readonly facts: RefusalFacts | undefined;
  /** The code with its facts, typed where they were made (`refusedWith`): shown without reading them with their schema. */
  readonly refusal: KnownRefusal | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; fields?: Record<string, string>; problems?: Record<string, FieldProblem>; facts?: RefusalFacts; refusal?: KnownRefusal } = {},
  ) {
    // The code stands in for the English, which only the edges load: a log line still says what failed.
    super(options.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.wording = options.message;
    this.fields = options.fields;
    this.problems = options.problems;
    this.facts = options.facts;
    this.refusal = options.refusal;
  }
}

/** A refusal with its facts, typed by its code so a code cannot carry another code's figures. */
export function refusedWith<C extends FactCode>(
  code: C,
  facts: RefusalFactsOf<C>,
  options: { message?: string; fields?: Record<string, string> } = {},
): AppError {
  // `facts` are typed by `code`, so the two make a known refusal (TypeScript cannot pair them itself).
  return new AppError(code, { ...options, facts, refusal: { code, facts } as KnownRefusal });
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
