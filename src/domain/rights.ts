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
  /** Move a technician up or down the walk-in turn list (issue 19): a manager's call. */
  APPOINTMENT_TURN_REORDER: 'APPOINTMENT_TURN_REORDER',
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

/** The spec's feature flags (timesheet, review, loyalty, product, SMS campaign, voucher, gift card) and the app's own. */
const MODULE_PLAN: Partial<Record<RightModule, PlanRight>> = {
  APPOINTMENT: PlanRight.APPOINTMENT,
  BOOKING: PlanRight.APPOINTMENT,
  TIMESHEET: PlanRight.TIMESHEET,
  REVIEW: PlanRight.REVIEW,
  SYSTEM_LOYALTY: PlanRight.LOYALTY,
  PRODUCT: PlanRight.PRODUCT,
  SMS_CAMPAIGN: PlanRight.SMS_CAMPAIGN,
  VOUCHER: PlanRight.VOUCHER,
  GIFT_CARD: PlanRight.GIFT_CARD,
  BRANCH: PlanRight.BRANCH_SETTINGS,
};

/** Rights that are not `{module}_{action}` and the module they belong to. */
const SPECIAL_MODULE: Readonly<Record<string, RightModule>> = {
  [Right.APPOINTMENT_TIMESHEET_UPDATE]: 'APPOINTMENT',
  [Right.APPOINTMENT_POS_ACTION]: 'APPOINTMENT',
  [Right.APPOINTMENT_OVERVIEW]: 'APPOINTMENT',
  // Cancelling an old bill is a payment of the appointment book's.
  [Right.OLD_BILL_CANCEL]: 'APPOINTMENT',
  [Right.BOOKING_ADMIN]: 'BOOKING',
  [Right.APPOINTMENT_TURN_REORDER]: 'APPOINTMENT',
};

/** The module a right belongs to, or null for a code that is no right. */
export function moduleOfRight(right: string): RightModule | null {
  const special = SPECIAL_MODULE[right];
  if (special) return special;
  // The longest module wins: SYSTEM_ROLE_ACCESS is SYSTEM_ROLE's.
  const modules = MODULES.filter((m) => ACTIONS.some((a) => right === `${m}_${a}`));
  return [...modules].sort((a, b) => b.length - a.length)[0] ?? null;
}

const PLAN_OF: ReadonlyMap<string, PlanRight | null> = new Map(
  ALL_RIGHTS.map((r) => {
    const module = moduleOfRight(r);
    return [r, module ? (MODULE_PLAN[module] ?? null) : null];
  }),
);

/** The plan feature a right needs, or null when every plan has it. */
export function planRightOf(right: string): PlanRight | null {
  return PLAN_OF.get(right) ?? null;
}

export function isLicensed(right: string, rightsPM: readonly string[]): boolean {
  const plan = planRightOf(right);
  return plan === null || rightsPM.includes(plan);
}

/** The rights the plan lets a user use: the others a role may still allow, but they give nothing. */
export function licensedRights(rights: readonly string[], rightsPM: readonly string[]): string[] {
  return rights.filter((r) => isLicensed(r, rightsPM));
}

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

/**
 * Plan right first (upgrade page), then user right (403 page). A right held only for a feature
 * the plan lacks gives nothing: the upgrade page too, so a guard that names no plan right is
 * still capped by the plan.
 */
export function checkAccess(input: {
  required?: readonly string[];
  requiredPlan?: readonly string[];
  rights: readonly string[];
  rightsPM: readonly string[];
}): Access {
  if (!hasAnyRight(input.requiredPlan, input.rightsPM)) return Access.UPGRADE;
  if (!hasAnyRight(input.required, input.rights)) return Access.FORBIDDEN;
  if (input.required?.length && !input.required.some((r) => input.rights.includes(r) && isLicensed(r, input.rightsPM))) return Access.UPGRADE;
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
