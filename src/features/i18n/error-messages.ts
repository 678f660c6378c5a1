/**
 * The one place where server error codes become translated text. The domain's English
 * wording is the source message, so an untranslated code still reads like the server's.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isAppError, type ErrorCode } from '../../domain/errors';
import { isApiError, isOfflineError } from '../../data/api-client';
import { problemText } from './problem-text';
import { refusalText } from './refusal-text';

export const errorCodeMessages = {
  WRONG_CREDENTIALS: msg`Wrong username or password, please try again!`,
  LOGIN_THROTTLED: msg`Too many failed sign-in attempts. Please wait a few minutes and try again.`,
  UNAUTHENTICATED: msg`Your session has expired. Please sign in again.`,
  FORBIDDEN: msg`Sorry, but you don't have permission to access this page.`,
  CHANGE_USER_NOT_SIGNED_IN: msg`The person who made this change never signed in on this tablet. They can sign in here and press Retry.`,
  CHANGE_SENDER_NOT_ALLOWED: msg`This change needs a right that the person signed in now does not have. The person who made it can sign in on this tablet and press Retry.`,
  PLAN_UPGRADE_REQUIRED: msg`Your plan does not include this feature. Please upgrade your plan.`,
  BRANCH_NOT_AUTHORISED: msg`Your user account is not authorised to manage this branch. Please contact the admin.`,
  CSRF_INVALID: msg`The request verification token is missing or invalid. Please reload the page.`,
  VALIDATION: msg`Data error, please try again!`,
  PASSWORD_RULES: msg`Password must contain 1 uppercase, 1 lowercase, 1 number`,
  PASSWORD_CONFIRM_MISMATCH: msg`Confirm password must match with the new password`,
  OLD_PASSWORD_WRONG: msg`Old password is incorrect`,
  PHONE_INVALID: msg`Phone is invalid!`,
  NOT_FOUND: msg`Not found`,
  SERVER_ERROR: msg`Server error, please try again!`,
  SERVICE_UNAVAILABLE: msg`The server is busy for a moment. Your work is kept and will be sent again shortly.`,
  PAYLOAD_TOO_LARGE: msg`This is too much data to send at once.`,
  ACTION_TIME_IN_FUTURE: msg`Action time cannot be in the future.`,
  DEPENDENCY_REJECTED: msg`This change waits for an earlier change that was refused.`,
  DEVICE_UNKNOWN: msg`This tablet is not registered. Sign in again while online.`,
  DUPLICATE: msg`This change was already recorded.`,
  SCHEMA_VERSION_UNSUPPORTED: msg`This change was made by an older version of the app. Please update.`,
  BOOKING_INVALID: msg`Booking invalid!`,
  ACTION_NOT_NOW: msg`This action cannot be completed at this time.`,
  STATUS_NOT_ALLOWED: msg`Update fail! The guest’s status does not allow this change.`,
  GUEST_READ_ONLY: msg`Completed, cancelled and no-show guests cannot be changed.`,
  BREAK_OVERLAPS_APPOINTMENT: msg`The break overlaps an appointment of this technician.`,
  BREAK_OVERLAPS_BREAK: msg`The technician already has a break at that time.`,
  NOT_ON_CLIPBOARD: msg`This guest is no longer on the clipboard.`,
  BILL_TOTALS_MISMATCH: msg`The bill’s totals differ from the server’s. Check the bill and take the payment again.`,
  BILL_NOT_PAYABLE: msg`These guests are already paid or not in service.`,
  BILL_NOT_CANCELLABLE: msg`This bill cannot be cancelled.`,
  VOUCHER_NOT_APPLICABLE: msg`This voucher cannot be used on this bill.`,
  PAYMENT_METHOD_NOT_APPLICABLE: msg`This payment method cannot be used on this bill.`,
  GIFT_CODE_INVALID: msg`This code is invalid! Try again!`,
  GIFT_CARD_BALANCE_SHORT: msg`This gift card has less left on it than the bill takes. Take the rest by another method, then resend.`,
  NOT_ENOUGH_MONEY: msg`Not enough money to payment!`,
  LOYALTY_OUT_OF_RANGE: msg`Loyalty money must be between $0.10 and the smaller of the balance and the limit.`,
  LOYALTY_RULE_CHANGED: msg`The branch’s loyalty rule changed after this payment was taken. Edit the payment so its loyalty follows the new rule, then send it again.`,
  TIP_NOT_ALLOWED: msg`A tip can only be added to a paid bill.`,
  CART_PAID: msg`Cart paid! Cannot delete!`,
  CART_NOT_EDITABLE: msg`This cart is already paid or cancelled and can no longer be changed.`,
  CART_ITEM_UNAVAILABLE: msg`A gift card or product of this cart can no longer be sold.`,
  DELETE_ASSOCIATED: msg`This record could not be deleted because of an association.`,
  CODE_EXISTS: msg`Code already exists`,
  PHONE_EXISTS: msg`Phone number already exists`,
  CHECKOUT_METHOD_DEFAULT: msg`Please set another checkout method as default before deleting or deactivating this method.`,
  IMAGE_INVALID: msg`The picture must be a JPEG, PNG, WebP or GIF file of at most 2 MB.`,
  GIFT_CARD_SOLD: msg`This gift card is already sold.`,
  TIMESHEET_NOT_FOUND: msg`Not found timesheet!`,
  TIME_OFF_NOT_FOUND: msg`Not found time working off!`,
  WORKING_TIME_BEGUN: msg`This working time has already begun. Save a new one from the day it should change.`,
  BUSINESS_EXISTS: msg`This Front Desk already has its business. Please sign in.`,
  SELF_DEACTIVATE: msg`You cannot deactivate your own account.`,
  LAST_TENANT_ADMIN: msg`The business needs at least one active administrator. Give another user the administrator role first.`,
  ROLE_NOT_GRANTABLE: msg`You cannot give a role with rights you do not hold.`,
  USER_OUT_OF_REACH: msg`This user works in a branch you do not manage or holds rights you do not. Please ask an administrator of the business.`,
  OWN_PASSWORD_ELSEWHERE: msg`Change your own password with Reset password in the user menu: it asks for your current password.`,
  DISPLAY_INDEX_FAIL: msg`Update display index fail.`,
  CUSTOMER_MERGE_SELF: msg`A customer cannot be merged with themselves. Pick the duplicate.`,
  CUSTOMER_MERGE_OTHER_BRANCH: msg`Only customers of the same branch can be merged.`,
  RIGHT_NOT_IN_PLAN: msg`Not in your plan: a role cannot allow the rights of a feature your plan does not include.`,
  RIGHT_NOT_HELD: msg`You cannot allow a right you do not hold.`,
  ROLE_OUT_OF_REACH: msg`Only an administrator of the business can create or change an administrator role.`,
  PACKAGE_NOT_BOOKABLE: msg`This package cannot be booked at this time: it is disabled or outside its dates. Book its services one by one instead.`,
  DAY_ALREADY_CLOSED: msg`This day is already closed for this checkout method. Record a correction of that close instead.`,
  CAMPAIGN_STATUS: msg`This campaign was already sent, scheduled or cancelled: it can no longer be changed this way.`,
  CAMPAIGN_TOO_MANY_RECIPIENTS: msg`This campaign would reach more customers than one campaign may. Narrow the filters.`,
  CAMPAIGN_NO_RECIPIENTS: msg`No customer matches these filters and accepts SMS: nothing to send.`,
  ONLINE_SLOT_TAKEN: msg`That time was just taken — here are the times still free.`,
  ONLINE_BOOKING_LIMIT: msg`Too many online bookings from this phone today. Please call the salon to book.`,
  REVIEW_ALREADY_LEFT: msg`You already left a review for this visit — thank you`,
  REVIEW_LINK_CLOSED: msg`This link no longer works: the bill of this visit was cancelled.`,
  SCHEDULER_READ_ONLY: msg`The schedule is read-only.`,
  SCHEDULER_PAST_DATE: msg`Appointments on a past date cannot be moved or resized.`,
  SCHEDULER_STATUS_NOT_MOVABLE: msg`Only Waiting, CheckIn and Processing appointments can be moved or resized.`,
  SCHEDULER_TECHNICIAN_NOT_FOUND: msg`This technician is not on the schedule for that day.`,
  SCHEDULER_PAST_SLOT: msg`This time has passed and can no longer be booked.`,
  SCHEDULER_GENDER_MISMATCH: msg`This guest can only be served by a technician of the chosen gender.`,
  SCHEDULER_SERVICE_NOT_OFFERED: msg`This technician does not offer this service.`,
  SCHEDULER_OVER_BREAK: msg`The appointment would overlap the technician’s break.`,
  SCHEDULER_NOT_WORKING_HOURS: msg`The technician does not work at that time.`,
  SCHEDULER_NOT_ALLOW_MULTITASKING: msg`Not allow multitasking!`,
  SCHEDULER_DURATION_TOO_SHORT: msg`An appointment lasts at least one 15-minute slot.`,
  TIP_PAYOUT_OVER_OWED: msg`This is more than the technician is owed in tips today.`,
  CLOSED_DAY: msg`The branch is closed that day. Choose another day.`,
} as const satisfies Record<ErrorCode, MessageDescriptor>;

export const genericServerError = msg`Server error, please try again!`;
export const offlineMessage = msg`You are offline. Check the connection and try again.`;

/**
 * A code's translation, else the server's own message, else the generic one. A change this
 * tablet refused before queuing it (the shared schemas) says what is wrong with the value.
 */
export function describeError(error: unknown, i18n: I18n): string {
  if (isOfflineError(error)) return i18n._(offlineMessage);
  if (isApiError(error)) {
    if (error.refusal) return refusalText(error.refusal, i18n);
    if (error.code) return i18n._(errorCodeMessages[error.code]);
    if (error.serverMessage) return error.serverMessage;
  }
  if (isAppError(error)) {
    if (error.refusal) return refusalText(error.refusal, i18n);
    const [problem] = Object.values(error.problems ?? {});
    return problem ? (problemText(problem, i18n) ?? i18n._(errorCodeMessages[error.code])) : i18n._(errorCodeMessages[error.code]);
  }
  return i18n._(genericServerError);
}

export function describeCode(code: ErrorCode, i18n: I18n): string {
  return i18n._(errorCodeMessages[code]);
}
