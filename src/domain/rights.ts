/**
 * Rights and plan rights. One rule decides access everywhere: route guards in the
 * browser and every endpoint on the server call `canAccess`/`checkAccess`.
 */

const MODULES = [
  'TENANT',
  'APPOINTMENT',
  'BOOKING',
  'REVIEW',
  'CUSTOMER',
  'CART',
  'GIFT_CARD',
  'PACKAGE',
  'PAYMENT_METHOD',
  'TECHNICIAN',
  'TIMESHEET',
  'REPORT',
  'BRANCH',
  'SERVICE',
  'VOUCHER',
  'PRODUCT',
  'USER',
  'SMS_CAMPAIGN',
  'SYSTEM_EMAIL',
  'SYSTEM_SMS',
  'SYSTEM_ROLE',
  'SYSTEM_BILL_TEMPLATE',
  'SYSTEM_LOYALTY',
  'SYSTEM_USER_MAPPING',
  'SYSTEM_CHECKOUT_METHOD',
  'SYSTEM_ACTION_LOG',
] as const;
export type RightModule = (typeof MODULES)[number];
export const RIGHT_MODULES: readonly RightModule[] = MODULES;

const ACTIONS = ['ACCESS', 'CREATE', 'UPDATE', 'DELETE'] as const;
export type RightAction = (typeof ACTIONS)[number];
export const RIGHT_ACTIONS: readonly RightAction[] = ACTIONS;

/** Rights that are not a module × action pair. */
export const Right = {
  APPOINTMENT_ACCESS: 'APPOINTMENT_ACCESS',
  BOOKING_CREATE: 'BOOKING_CREATE',
  BOOKING_UPDATE: 'BOOKING_UPDATE',
  BOOKING_ADMIN: 'BOOKING_ADMIN',
  APPOINTMENT_TIMESHEET_UPDATE: 'APPOINTMENT_TIMESHEET_UPDATE',
  APPOINTMENT_POS_ACTION: 'APPOINTMENT_POS_ACTION',
  APPOINTMENT_OVERVIEW: 'APPOINTMENT_OVERVIEW',
  OLD_BILL_CANCEL: 'OLD_BILL_CANCEL',
  BRANCH_ACCESS: 'BRANCH_ACCESS',
  BRANCH_UPDATE: 'BRANCH_UPDATE',
  SYSTEM_ROLE_ACCESS: 'SYSTEM_ROLE_ACCESS',
} as const;

/** Every right code a role can hold: each module × action, plus the special ones. */
export const ALL_RIGHTS: readonly string[] = Array.from(
  new Set([
    ...MODULES.flatMap((m) => ACTIONS.map((a) => `${m}_${a}`)),
    ...Object.values(Right),
  ]),
).sort();

/** Plan-level rights (`rightsPM`): the features a tenant's plan licenses. */
export const PlanRight = {
  APPOINTMENT: 'PM_APPOINTMENT',
  TIMESHEET: 'PM_TIMESHEET',
  REVIEW: 'PM_REVIEW',
  LOYALTY: 'PM_LOYALTY',
  PRODUCT: 'PM_PRODUCT',
  SMS_CAMPAIGN: 'PM_SMS_CAMPAIGN',
  VOUCHER: 'PM_VOUCHER',
  GIFT_CARD: 'PM_GIFT_CARD',
  BRANCH_SETTINGS: 'PM_BRANCH_SETTINGS',
} as const;
export type PlanRight = (typeof PlanRight)[keyof typeof PlanRight];
export const ALL_PLAN_RIGHTS: readonly PlanRight[] = Object.values(PlanRight);

/** A role's setting for one right. */
export const RightSetting = { ALLOW: 'ALLOW', DENY: 'DENY', NOT_SET: 'NOT_SET' } as const;
export type RightSetting = (typeof RightSetting)[keyof typeof RightSetting];

/**
 * The spec's check rule: no required right means allowed; an empty list of held rights
 * means denied; otherwise any match allows.
 */
export function hasAnyRight(
  required: readonly string[] | undefined | null,
  held: readonly string[] | undefined | null,
): boolean {
  if (!required || required.length === 0) return true;
  if (!held || held.length === 0) return false;
  return required.some((r) => held.includes(r));
}

export const Access = { ALLOWED: 'ALLOWED', UPGRADE: 'UPGRADE', FORBIDDEN: 'FORBIDDEN' } as const;
export type Access = (typeof Access)[keyof typeof Access];

/** Plan right first (upgrade page), then user right (403 page). */
export function checkAccess(input: {
  required?: readonly string[];
  requiredPlan?: readonly string[];
  rights: readonly string[];
  rightsPM: readonly string[];
}): Access {
  if (!hasAnyRight(input.requiredPlan, input.rightsPM)) return Access.UPGRADE;
  if (!hasAnyRight(input.required, input.rights)) return Access.FORBIDDEN;
  return Access.ALLOWED;
}

/**
 * What a change made by one user and sent by another may do: only what both hold, so naming
 * someone else never lends the sender their rights, nor the maker the sender's.
 */
export function sharedRights(
  maker: { rights: readonly string[]; rightsPM: readonly string[] },
  sender: { rights: readonly string[]; rightsPM: readonly string[] },
): { rights: string[]; rightsPM: string[] } {
  return {
    rights: maker.rights.filter((r) => sender.rights.includes(r)),
    rightsPM: maker.rightsPM.filter((r) => sender.rightsPM.includes(r)),
  };
}

/**
 * Effective rights of a user from the settings of all their roles:
 * a right is held when some role allows it and no role denies it.
 */
export function effectiveRights(
  settings: readonly { right: string; setting: RightSetting }[],
): string[] {
  const allowed = new Set<string>();
  const denied = new Set<string>();
  for (const s of settings) {
    if (s.setting === RightSetting.ALLOW) allowed.add(s.right);
    else if (s.setting === RightSetting.DENY) denied.add(s.right);
  }
  return [...allowed].filter((r) => !denied.has(r)).sort();
}
