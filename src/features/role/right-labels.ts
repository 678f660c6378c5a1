/**
 * The rights grid's words (spec part 2 §3 Role: "each right shows Allow, Deny or Not set, with
 * module and name"): each module of src/domain/rights.ts, each action, and the rights that are
 * not a module × action, named for the people who run a salon, not by their codes.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Right, type RightAction, type RightModule } from '../../domain/rights';

export const MODULE_LABELS: Record<RightModule, MessageDescriptor> = {
  TENANT: msg`Business`,
  APPOINTMENT: msg`Appointment book`,
  BOOKING: msg`Bookings`,
  REVIEW: msg`Booking reviews`,
  CUSTOMER: msg`Customers`,
  CART: msg`Carts`,
  GIFT_CARD: msg`Gift cards`,
  PACKAGE: msg`Packages`,
  PAYMENT_METHOD: msg`Payment methods`,
  TECHNICIAN: msg`Technicians`,
  TIMESHEET: msg`Time sheets`,
  REPORT: msg`Reports`,
  BRANCH: msg`Branches`,
  SERVICE: msg`Services`,
  VOUCHER: msg`Vouchers`,
  PRODUCT: msg`Products`,
  USER: msg`Users`,
  SMS_CAMPAIGN: msg`SMS campaigns`,
  SYSTEM_EMAIL: msg`Email templates`,
  SYSTEM_SMS: msg`SMS templates`,
  SYSTEM_ROLE: msg`Roles`,
  SYSTEM_BILL_TEMPLATE: msg`Bill templates`,
  SYSTEM_LOYALTY: msg`Loyalty`,
  SYSTEM_USER_MAPPING: msg`Users in roles`,
  SYSTEM_CHECKOUT_METHOD: msg`Checkout methods`,
  SYSTEM_ACTION_LOG: msg`Action log`,
};

export const ACTION_LABELS: Record<RightAction, MessageDescriptor> = {
  ACCESS: msg`Access`,
  CREATE: msg`Create`,
  UPDATE: msg`Update`,
  DELETE: msg`Delete`,
};

export const SPECIAL_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  [Right.APPOINTMENT_TIMESHEET_UPDATE]: msg`Breaks on the board`,
  [Right.APPOINTMENT_POS_ACTION]: msg`Pay-ins, pay-outs and tips`,
  [Right.APPOINTMENT_OVERVIEW]: msg`Drawer and day overview`,
  [Right.OLD_BILL_CANCEL]: msg`Cancel a bill`,
  [Right.BOOKING_ADMIN]: msg`Change a booking with a completed guest`,
  [Right.APPOINTMENT_TURN_REORDER]: msg`Reorder the walk-in turn list`,
};
