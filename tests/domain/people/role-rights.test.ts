import { describe, expect, it } from 'vitest';
import { Access, ALL_PLAN_RIGHTS, ALL_RIGHTS, checkAccess, isLicensed, licensedRights, moduleOfRight, planRightOf, PlanRight, Right, RightSetting } from '../../../src/domain/rights';
import { RoleType } from '../../../src/domain/people/default-roles';
import {
  RIGHT_GROUPS,
  rightsOfGroup,
  roleChangeRefusal,
  RoleRefusal,
  withSetting,
  type RoleEditor,
} from '../../../src/domain/people/role-rights';
import { roleValuesSchema } from '../../../src/domain/people/role-form';

const NO_TIMESHEET = ALL_PLAN_RIGHTS.filter((p) => p !== PlanRight.TIMESHEET);

describe('the rights grid', () => {
  it('lists every right once, under its module', () => {
    const listed = RIGHT_GROUPS.flatMap(rightsOfGroup);
    expect([...listed].sort()).toEqual([...ALL_RIGHTS]);
    expect(new Set(listed).size).toBe(listed.length);
  });
  it('puts the special rights under their module and the longest module first', () => {
    expect(moduleOfRight(Right.APPOINTMENT_POS_ACTION)).toBe('APPOINTMENT');
    expect(moduleOfRight(Right.BOOKING_ADMIN)).toBe('BOOKING');
    expect(moduleOfRight(Right.OLD_BILL_CANCEL)).toBe('APPOINTMENT');
    expect(moduleOfRight('SYSTEM_ROLE_ACCESS')).toBe('SYSTEM_ROLE');
    expect(moduleOfRight('GIFT_CARD_DELETE')).toBe('GIFT_CARD');
    expect(moduleOfRight('NOT_A_RIGHT')).toBeNull();
    const appointment = RIGHT_GROUPS.find((g) => g.module === 'APPOINTMENT');
    expect(appointment?.actions.ACCESS).toBe(Right.APPOINTMENT_ACCESS);
    expect(appointment?.specials).toContain(Right.APPOINTMENT_OVERVIEW);
  });
});

describe('withSetting', () => {
  it('sets each right given, Not set dropping it, and leaves the others', () => {
    const start = { CUSTOMER_ACCESS: RightSetting.ALLOW, REPORT_ACCESS: RightSetting.DENY };
    expect(withSetting(start, ['REPORT_ACCESS', 'REPORT_CREATE'], RightSetting.ALLOW)).toEqual({ CUSTOMER_ACCESS: 'ALLOW', REPORT_ACCESS: 'ALLOW', REPORT_CREATE: 'ALLOW' });
    expect(withSetting(start, ['CUSTOMER_ACCESS'], RightSetting.NOT_SET)).toEqual({ REPORT_ACCESS: 'DENY' });
    expect(start).toEqual({ CUSTOMER_ACCESS: 'ALLOW', REPORT_ACCESS: 'DENY' });
  });
});

describe('plan caps', () => {
  it('maps each feature flag of the spec to its plan right', () => {
    expect(planRightOf('TIMESHEET_CREATE')).toBe(PlanRight.TIMESHEET);
    expect(planRightOf('REVIEW_ACCESS')).toBe(PlanRight.REVIEW);
    expect(planRightOf('SYSTEM_LOYALTY_UPDATE')).toBe(PlanRight.LOYALTY);
    expect(planRightOf('PRODUCT_ACCESS')).toBe(PlanRight.PRODUCT);
    expect(planRightOf('SMS_CAMPAIGN_ACCESS')).toBe(PlanRight.SMS_CAMPAIGN);
    expect(planRightOf('VOUCHER_ACCESS')).toBe(PlanRight.VOUCHER);
    expect(planRightOf('GIFT_CARD_ACCESS')).toBe(PlanRight.GIFT_CARD);
    expect(planRightOf(Right.BOOKING_CREATE)).toBe(PlanRight.APPOINTMENT);
    expect(planRightOf(Right.OLD_BILL_CANCEL)).toBe(PlanRight.APPOINTMENT);
    expect(planRightOf('CUSTOMER_ACCESS')).toBeNull();
    expect(planRightOf('SYSTEM_ROLE_UPDATE')).toBeNull();
  });
  it('keeps only the rights the plan licenses', () => {
    expect(isLicensed('TIMESHEET_ACCESS', NO_TIMESHEET)).toBe(false);
    expect(licensedRights(['TIMESHEET_ACCESS', 'TECHNICIAN_ACCESS', 'USER_ACCESS'], NO_TIMESHEET)).toEqual(['TECHNICIAN_ACCESS', 'USER_ACCESS']);
    expect(licensedRights(ALL_RIGHTS, ALL_PLAN_RIGHTS)).toEqual(ALL_RIGHTS);
  });
  it('makes a held right of a feature the plan lacks lead to the upgrade page, even where the guard names no plan right', () => {
    const held = { rights: ['TIMESHEET_ACCESS', 'TECHNICIAN_ACCESS'], rightsPM: NO_TIMESHEET };
    expect(checkAccess({ required: ['TIMESHEET_ACCESS'], ...held })).toBe(Access.UPGRADE);
    expect(checkAccess({ required: ['TIMESHEET_ACCESS', 'TECHNICIAN_ACCESS'], ...held })).toBe(Access.ALLOWED);
    expect(checkAccess({ required: ['REPORT_ACCESS'], ...held })).toBe(Access.FORBIDDEN);
    expect(checkAccess({ required: ['TIMESHEET_ACCESS'], rights: held.rights, rightsPM: ALL_PLAN_RIGHTS })).toBe(Access.ALLOWED);
  });
});

describe('roleChangeRefusal', () => {
  const owner: RoleEditor = { tenantAdmin: true, rights: ALL_RIGHTS, rightsPM: NO_TIMESHEET };
  const manager: RoleEditor = { tenantAdmin: false, rights: ['CUSTOMER_ACCESS', 'TIMESHEET_ACCESS'], rightsPM: ALL_PLAN_RIGHTS };
  const branchRole = (settings: Record<string, RightSetting>) => ({ type: RoleType.BRANCH_ADMIN, settings });

  it('refuses to newly allow a right of a feature the plan lacks, even to a tenant admin', () => {
    expect(roleChangeRefusal(owner, null, branchRole({ TIMESHEET_ACCESS: RightSetting.ALLOW }))).toBe(RoleRefusal.NOT_IN_PLAN);
    expect(roleChangeRefusal(owner, null, branchRole({ TIMESHEET_ACCESS: RightSetting.DENY }))).toBeNull();
  });
  it('keeps an Allow the role had before the plan changed', () => {
    const before = branchRole({ TIMESHEET_ACCESS: RightSetting.ALLOW });
    expect(roleChangeRefusal(owner, before, branchRole({ TIMESHEET_ACCESS: RightSetting.ALLOW, CUSTOMER_ACCESS: RightSetting.ALLOW }))).toBeNull();
  });
  it('lets a branch admin allow only what they hold, and deny anything', () => {
    expect(roleChangeRefusal(manager, null, branchRole({ CUSTOMER_ACCESS: RightSetting.ALLOW }))).toBeNull();
    expect(roleChangeRefusal(manager, null, branchRole({ REPORT_ACCESS: RightSetting.ALLOW }))).toBe(RoleRefusal.NOT_HELD);
    expect(roleChangeRefusal(manager, null, branchRole({ REPORT_ACCESS: RightSetting.DENY }))).toBeNull();
  });
  it('keeps a branch admin off tenant admin roles, new or existing', () => {
    expect(roleChangeRefusal(manager, null, { type: RoleType.TENANT_ADMIN, settings: {} })).toBe(RoleRefusal.TYPE);
    expect(roleChangeRefusal(manager, { type: RoleType.TENANT_ADMIN, settings: {} }, branchRole({}))).toBe(RoleRefusal.TYPE);
    expect(roleChangeRefusal(owner, null, { type: RoleType.TENANT_ADMIN, settings: {} })).toBeNull();
  });
});

describe('roleValuesSchema', () => {
  it('uppercases the code and drops Not set', () => {
    const parsed = roleValuesSchema.parse({
      code: 'desk2',
      name: 'Desk',
      type: RoleType.BRANCH_ADMIN,
      settings: { CUSTOMER_ACCESS: RightSetting.ALLOW, REPORT_ACCESS: RightSetting.NOT_SET },
    });
    expect(parsed).toEqual({ code: 'DESK2', name: 'Desk', type: RoleType.BRANCH_ADMIN, settings: { CUSTOMER_ACCESS: RightSetting.ALLOW } });
  });
  it('refuses an unknown right, setting or type, and an empty name', () => {
    const good = { code: 'X', name: 'X', type: RoleType.BRANCH_ADMIN, settings: {} };
    expect(roleValuesSchema.safeParse({ ...good, settings: { NOPE: RightSetting.ALLOW } }).success).toBe(false);
    expect(roleValuesSchema.safeParse({ ...good, settings: { CUSTOMER_ACCESS: 'MAYBE' } }).success).toBe(false);
    expect(roleValuesSchema.safeParse({ ...good, type: 'OWNER' }).success).toBe(false);
    expect(roleValuesSchema.safeParse({ ...good, name: '  ' }).success).toBe(false);
    expect(roleValuesSchema.safeParse(good).success).toBe(true);
  });
});
