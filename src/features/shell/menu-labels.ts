/**
 * Menu entries come from the server as stable keys; their labels are ours to translate.
 * A branch dictionary entry for the key (get-language) overrides the built-in label.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { menuKeyName } from './menu-tree';

const labels: Record<string, MessageDescriptor> = {
  appointment: msg`Appointment`,
  booking: msg`Bookings`,
  'booking-review': msg`Booking reviews`,
  'booking-review/index': msg`Review list`,
  'branch-settings': msg`Branches`,
  'system-settings': msg`System settings`,
  branch: msg`Branch settings`,
  cart: msg`Carts`,
  config: msg`Configuration`,
  customer: msg`Customers`,
  dashboard: msg`Dashboard`,
  'gift-card': msg`Gift cards`,
  package: msg`Packages`,
  product: msg`Products`,
  relationship: msg`Relationships`,
  report: msg`Reports`,
  role: msg`Roles`,
  service: msg`Services`,
  'sms-campaign': msg`SMS campaigns`,
  system: msg`System`,
  technician: msg`Technicians`,
  'time-sheet': msg`Time sheet`,
  tenant: msg`Business`,
  'user-guide': msg`User guide`,
  user: msg`Users`,
  voucher: msg`Vouchers`,
  loyalty: msg`Loyalty`,
  'checkout-method': msg`Checkout methods`,
  'payment-method': msg`Payment methods`,
  'action-log': msg`Action log`,
  'bill-template': msg`Bill templates`,
  email: msg`Email`,
  sms: msg`SMS`,
  schedule: msg`Schedule`,
  sales: msg`Sales`,
  settings: msg`Settings`,
  catalogue: msg`Catalogue`,
  marketing: msg`Marketing`,
  administration: msg`Administration`,
  front: msg`Front desk`,
  'front-desk': msg`Front desk`,
};

/** Unknown keys still read well: "sms-campaign.detail" → "Sms campaign detail". */
function humanise(key: string): string {
  const words = key.replace(/[._/-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

export function menuLabel(key: string, i18n: I18n, dictionary?: Record<string, string>): string {
  const override = dictionary?.[key];
  if (override) return override;
  const name = menuKeyName(key);
  const descriptor = labels[name];
  return descriptor ? i18n._(descriptor) : humanise(name);
}
