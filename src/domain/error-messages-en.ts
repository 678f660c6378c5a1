/**
 * The spec's English wording of every error code: the server's envelope messages and logs, and
 * the English a tablet stores with a refused change. Only the edges import it (the server's
 * error handler, the tablet's sync results): a module of the tablet's first load that imports it
 * fails the build (vite.config.ts, first-load guard).
 */
import type { AppError, ErrorCode } from './errors';
import type { SchedulerCode } from './scheduler/codes';

/** The board's refusals (drop, resize, free slots), which the server answers with too. */
const schedulerMessages = {
  SCHEDULER_READ_ONLY: 'The schedule is read-only.',
  SCHEDULER_PAST_DATE: 'Appointments on a past date cannot be moved or resized.',
  SCHEDULER_STATUS_NOT_MOVABLE: 'Only Waiting, CheckIn and Processing appointments can be moved or resized.',
  SCHEDULER_TECHNICIAN_NOT_FOUND: 'This technician is not on the schedule for that day.',
  SCHEDULER_PAST_SLOT: 'This time has passed and can no longer be booked.',
  SCHEDULER_GENDER_MISMATCH: 'This guest can only be served by a technician of the chosen gender.',
  SCHEDULER_SERVICE_NOT_OFFERED: 'This technician does not offer this service.',
  SCHEDULER_OVER_BREAK: 'The appointment would overlap the technician’s break.',
  SCHEDULER_NOT_WORKING_HOURS: 'The technician does not work at that time.',
  SCHEDULER_NOT_ALLOW_MULTITASKING: 'Not allow multitasking!',
  SCHEDULER_DURATION_TOO_SHORT: 'An appointment lasts at least one 15-minute slot.',
} as const satisfies Record<SchedulerCode, string>;

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

/** What the server answers and records for `error`: the thrower's own words, else the code's. */
export function englishMessageOf(error: AppError): string {
  return error.wording ?? errorMessages[error.code];
}
