/** Words for the action log's entity types, as the server stores them; an unknown one shows as is. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LOG_ENTITY_TYPES } from '../../domain/admin/action-log';

export const entityTypeLabels = {
  BOOKING: msg`Booking`,
  BILL: msg`Bill`,
  CART: msg`Cart`,
  CUSTOMER: msg`Customer`,
  VOUCHER: msg`Voucher`,
  GIFT_CARD: msg`Gift card`,
  PRODUCT: msg`Product`,
  SERVICE: msg`Service`,
  SERVICE_GROUP: msg`Service group`,
  PACKAGE: msg`Package`,
  TECHNICIAN: msg`Technician`,
  TIMESHEET: msg`Time sheet`,
  CHECKOUT_METHOD: msg`Checkout method`,
  PAYMENT_METHOD: msg`Payment method`,
  POS_ACTION: msg`Pay-in or pay-out`,
  DAY_CLOSE: msg`Close of the day`,
  SMS_CAMPAIGN: msg`SMS campaign`,
  BRANCH: msg`Branch`,
  BRANCH_CONFIG: msg`Branch settings`,
  BRANCH_HOLIDAY: msg`Closed day`,
  TENANT: msg`Business`,
  USER: msg`User`,
  ROLE: msg`Role`,
  SYNC: msg`Tablet change`,
  TURN_LIST: msg`Walk-in turns`,
} as const satisfies Record<(typeof LOG_ENTITY_TYPES)[number], MessageDescriptor>;

const isKnown = (type: string): type is keyof typeof entityTypeLabels => Object.hasOwn(entityTypeLabels, type);

export function entityTypeText(type: string, i18n: I18n): string {
  return isKnown(type) ? i18n._(entityTypeLabels[type]) : type;
}
