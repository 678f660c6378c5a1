/**
 * Where an action log entry's record is seen: a booking or a bill on the board at its day, a
 * customer on their screen, a setting on its list. Null when no screen shows it.
 */
import type { ActionLogRow } from '../../domain/admin/action-log';

/** The list screen of each kind of setting. */
const SCREEN_OF: Readonly<Record<string, string>> = {
  CART: '/cart',
  GIFT_CARD: '/gift-card',
  VOUCHER: '/voucher',
  SMS_CAMPAIGN: '/sms-campaign',
  PRODUCT: '/product',
  SERVICE: '/service',
  SERVICE_GROUP: '/service',
  PACKAGE: '/package',
  TECHNICIAN: '/technician',
  TIMESHEET: '/technician/time-sheet',
  CHECKOUT_METHOD: '/system/checkout-method',
  PAYMENT_METHOD: '/system/payment-method',
  TENANT: '/tenant',
  USER: '/user',
  ROLE: '/role',
};

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export function entityHref(row: Pick<ActionLogRow, 'entityType' | 'entityId' | 'day'>): string | null {
  switch (row.entityType) {
    case 'BOOKING':
    case 'BILL':
    case 'TURN_LIST':
      return row.day ? withQuery('/appointment', { date: row.day }) : null;
    case 'CUSTOMER':
      return row.entityId ? withQuery('/customer', { id: row.entityId }) : null;
    case 'BRANCH':
    case 'BRANCH_CONFIG':
      return row.entityId ? withQuery('/branch', { id: row.entityId }) : '/branch';
    default:
      return SCREEN_OF[row.entityType] ?? null;
  }
}
