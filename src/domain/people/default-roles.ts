/**
 * The roles every business starts with, in one place: the first-run setup gives a new business
 * all three, named in its language, and the demo seeds its own from them. The owner's role
 * holds every right; the branch manager runs a branch (its appointments, bookings, settings,
 * counter and staff); the front desk works the counter.
 */
import type { Language } from '../api';
import { ALL_RIGHTS, Right } from '../rights';
import { GiftCardRight, ProductRight } from '../catalogue/rights';
import { ActionLogRight } from '../admin/action-log-rights';
import { LoyaltyRight } from '../loyalty/loyalty-rights';
import { CustomerRight, UserRight } from './rights';
import { VoucherRight } from '../voucher/voucher-rights';
import { ReportRight } from '../report/report-rights';
import { EmailTemplateRight, SmsTemplateRight } from '../notification/template-rights';
import { BillTemplateRight } from '../bill/bill-template-rights';
import { ReviewRight } from '../review/review-rights';

export const RoleType = { TENANT_ADMIN: 'TENANT_ADMIN', BRANCH_ADMIN: 'BRANCH_ADMIN' } as const;
export type RoleType = (typeof RoleType)[keyof typeof RoleType];

export const DefaultRoleCode = { OWNER: 'ADMIN', BRANCH_MANAGER: 'MANAGER', FRONT_DESK: 'FRONT_DESK' } as const;
export type DefaultRoleCode = (typeof DefaultRoleCode)[keyof typeof DefaultRoleCode];

/** Carts at the counter, with the products they sell. */
const COUNTER_SALES = ['CART_ACCESS', 'CART_CREATE', 'CART_UPDATE', 'CART_DELETE', ProductRight.ACCESS];

export const FRONT_DESK_RIGHTS: readonly string[] = [
  Right.APPOINTMENT_ACCESS,
  Right.BOOKING_CREATE,
  Right.BOOKING_UPDATE,
  Right.APPOINTMENT_POS_ACTION,
  Right.APPOINTMENT_OVERVIEW,
  Right.APPOINTMENT_TIMESHEET_UPDATE,
  // The payment form's voucher and gift-card blocks.
  'VOUCHER_ACCESS',
  GiftCardRight.ACCESS,
  ...COUNTER_SALES,
  // Registers a walk-in and corrects a phone or a note at the counter; deleting stays a manager's.
  CustomerRight.ACCESS,
  CustomerRight.CREATE,
  CustomerRight.UPDATE,
  // Sees the customers' reviews as they arrive (the menu badge); handling them is the manager's.
  ReviewRight.ACCESS,
];

export const BRANCH_MANAGER_RIGHTS: readonly string[] = [
  ...ALL_RIGHTS.filter((r) => /^(APPOINTMENT|BOOKING|BRANCH)_/.test(r)),
  Right.OLD_BILL_CANCEL,
  // The branch's vouchers (issue 15): what its counter may discount.
  ...Object.values(VoucherRight),
  GiftCardRight.ACCESS,
  ...COUNTER_SALES,
  // Hires and lets go of the branch's staff, within what the manager holds (src/domain/people/reach.ts).
  UserRight.ACCESS,
  UserRight.CREATE,
  UserRight.UPDATE,
  UserRight.DELETE,
  // The whole customer list, merging the week's duplicates (update and delete) among it.
  CustomerRight.ACCESS,
  CustomerRight.CREATE,
  CustomerRight.UPDATE,
  CustomerRight.DELETE,
  // Who changed what in their branches (the log shows a branch admin their branches' entries).
  ActionLogRight.ACCESS,
  // The branch's loyalty rule (/system/loyalty, issue 15).
  LoyaltyRight.ACCESS,
  LoyaltyRight.UPDATE,
  // The reports of their branches (issue 16): the day's takings, the staff's work, the drawer.
  ReportRight.ACCESS,
  // Their branches' words to customers and on the printed bill (issue 17).
  ...Object.values(SmsTemplateRight),
  ...Object.values(EmailTemplateRight),
  ...Object.values(BillTemplateRight),
  // The customers' reviews of their branches (issue 17): read them, follow up, note what was done.
  ReviewRight.ACCESS,
  ReviewRight.UPDATE,
];

export type DefaultRole = { code: DefaultRoleCode; type: RoleType; rights: readonly string[]; names: Readonly<Record<Language, string>> };

export const DEFAULT_ROLES = {
  OWNER: {
    code: DefaultRoleCode.OWNER,
    type: RoleType.TENANT_ADMIN,
    rights: ALL_RIGHTS,
    names: { en: 'Administrator', fr: 'Administrateur', vi: 'Quản trị viên' },
  },
  BRANCH_MANAGER: {
    code: DefaultRoleCode.BRANCH_MANAGER,
    type: RoleType.BRANCH_ADMIN,
    rights: BRANCH_MANAGER_RIGHTS,
    names: { en: 'Branch manager', fr: 'Gérant de succursale', vi: 'Quản lý chi nhánh' },
  },
  FRONT_DESK: {
    code: DefaultRoleCode.FRONT_DESK,
    type: RoleType.BRANCH_ADMIN,
    rights: FRONT_DESK_RIGHTS,
    names: { en: 'Front desk', fr: 'Accueil', vi: 'Lễ tân' },
  },
} as const satisfies Record<keyof typeof DefaultRoleCode, DefaultRole>;
