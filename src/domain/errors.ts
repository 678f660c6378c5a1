/**
 * Coded errors: the domain throws them, the edges translate them
 * (the server to an HTTP status in one handler, the UI to a Lingui message).
 * `message` is the spec's English wording, used as the envelope message and in logs.
 */
import { SchedulerCode, schedulerMessages } from './scheduler/codes';
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

export const errorMessages = {
  ...schedulerMessages,
  WRONG_CREDENTIALS: 'Wrong username or password, please try again!',
  LOGIN_THROTTLED: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  UNAUTHENTICATED: 'Your session has expired. Please sign in again.',
  FORBIDDEN: "Sorry, but you don't have permission to access this page.",
  CHANGE_USER_NOT_SIGNED_IN: 'The person who made this change never signed in on this tablet. They can sign in here and press Retry.',
  CHANGE_SENDER_NOT_ALLOWED:
    'This change needs a right that the person signed in now does not have. The person who made it can sign in on this tablet and press Retry.',
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
  SERVICE_UNAVAILABLE: 'The server is busy for a moment. Your work is kept and will be sent again shortly.',
  PAYLOAD_TOO_LARGE: 'This is too much data to send at once.',
  ACTION_TIME_IN_FUTURE: 'Action time cannot be in the future.',
  DEPENDENCY_REJECTED: 'This change waits for an earlier change that was refused.',
  DEVICE_UNKNOWN: 'This tablet is not registered. Sign in again while online.',
  DUPLICATE: 'This change was already recorded.',
  SCHEMA_VERSION_UNSUPPORTED: 'This change was made by an older version of the app. Please update.',
  BOOKING_INVALID: 'Booking invalid!',
  ACTION_NOT_NOW: 'This action cannot be completed at this time.',
  STATUS_NOT_ALLOWED: 'Update fail! The guest’s status does not allow this change.',
  GUEST_READ_ONLY: 'Completed, cancelled and no-show guests cannot be changed.',
  BREAK_OVERLAPS_APPOINTMENT: 'The break overlaps an appointment of this technician.',
  BREAK_OVERLAPS_BREAK: 'The technician already has a break at that time.',
  NOT_ON_CLIPBOARD: 'This guest is no longer on the clipboard.',
  BILL_TOTALS_MISMATCH: 'The bill’s totals differ from the server’s. Check the bill and take the payment again.',
  BILL_NOT_PAYABLE: 'These guests are already paid or not in service.',
  BILL_NOT_CANCELLABLE: 'This bill cannot be cancelled.',
  VOUCHER_NOT_APPLICABLE: 'This voucher cannot be used on this bill.',
  PAYMENT_METHOD_NOT_APPLICABLE: 'This payment method cannot be used on this bill.',
  GIFT_CODE_INVALID: 'This code is invalid! Try again!',
  GIFT_CARD_BALANCE_SHORT: 'This gift card has less left on it than the bill takes. Take the rest by another method, then resend.',
  NOT_ENOUGH_MONEY: 'Not enough money to payment!',
  LOYALTY_OUT_OF_RANGE: 'Loyalty money must be between $0.10 and the smaller of the balance and the limit.',
  LOYALTY_RULE_CHANGED: 'The branch’s loyalty rule changed after this payment was taken. Edit the payment so its loyalty follows the new rule, then send it again.',
  TIP_NOT_ALLOWED: 'A tip can only be added to a paid bill.',
  CART_PAID: 'Cart paid! Cannot delete!',
  CART_NOT_EDITABLE: 'This cart is already paid or cancelled and can no longer be changed.',
  CART_ITEM_UNAVAILABLE: 'A gift card or product of this cart can no longer be sold.',
  DELETE_ASSOCIATED: 'This record could not be deleted because of an association.',
  CODE_EXISTS: 'Code already exists',
  PHONE_EXISTS: 'Phone number already exists',
  CHECKOUT_METHOD_DEFAULT: 'Please set another checkout method as default before deleting or deactivating this method.',
  IMAGE_INVALID: 'The picture must be a JPEG, PNG, WebP or GIF file of at most 2 MB.',
  GIFT_CARD_SOLD: 'This gift card is already sold.',
  BUSINESS_EXISTS: 'This Front Desk already has its business. Please sign in.',
  SELF_DEACTIVATE: 'You cannot deactivate your own account.',
  LAST_TENANT_ADMIN: 'The business needs at least one active administrator. Give another user the administrator role first.',
  ROLE_NOT_GRANTABLE: 'You cannot give a role with rights you do not hold.',
  USER_OUT_OF_REACH: 'This user works in a branch you do not manage or holds rights you do not. Please ask an administrator of the business.',
  OWN_PASSWORD_ELSEWHERE: 'Change your own password with Reset password in the user menu: it asks for your current password.',
  DISPLAY_INDEX_FAIL: 'Update display index fail.',
  TIMESHEET_NOT_FOUND: 'Not found timesheet!',
  TIME_OFF_NOT_FOUND: 'Not found time working off!',
  WORKING_TIME_BEGUN: 'This working time has already begun. Save a new one from the day it should change.',
  CUSTOMER_MERGE_SELF: 'A customer cannot be merged with themselves. Pick the duplicate.',
  CUSTOMER_MERGE_OTHER_BRANCH: 'Only customers of the same branch can be merged.',
  RIGHT_NOT_IN_PLAN: 'Not in your plan: a role cannot allow the rights of a feature your plan does not include.',
  RIGHT_NOT_HELD: 'You cannot allow a right you do not hold.',
  ROLE_OUT_OF_REACH: 'Only an administrator of the business can create or change an administrator role.',
  PACKAGE_NOT_BOOKABLE: 'This package cannot be booked at this time: it is disabled or outside its dates. Book its services one by one instead.',
  DAY_ALREADY_CLOSED: 'This day is already closed for this checkout method. Record a correction of that close instead.',
  CAMPAIGN_STATUS: 'This campaign was already sent, scheduled or cancelled: it can no longer be changed this way.',
  CAMPAIGN_TOO_MANY_RECIPIENTS: 'This campaign would reach more customers than one campaign may. Narrow the filters.',
  CAMPAIGN_NO_RECIPIENTS: 'No customer matches these filters and accepts SMS: nothing to send.',
  ONLINE_SLOT_TAKEN: 'That time was just taken — here are the times still free.',
  ONLINE_BOOKING_LIMIT: 'Too many online bookings from this phone today. Please call the salon to book.',
  REVIEW_ALREADY_LEFT: 'You already left a review for this visit — thank you',
  REVIEW_LINK_CLOSED: 'This link no longer works: the bill of this visit was cancelled.',
  TIP_PAYOUT_OVER_OWED: 'This is more than the technician is owed in tips today.',
  CLOSED_DAY: 'The branch is closed that day. Choose another day.',
} as const satisfies Record<ErrorCode, string>;

export class AppError extends Error {
  readonly code: ErrorCode;
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
    super(options.message ?? errorMessages[code]);
    this.name = 'AppError';
    this.code = code;
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
