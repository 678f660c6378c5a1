import { describe, expect, it } from 'vitest';
import { ALL_PLAN_RIGHTS, ALL_RIGHTS } from '../../../src/domain/rights';
import { BRANCH_MANAGER_RIGHTS, DEFAULT_ROLES, FRONT_DESK_RIGHTS, RoleType } from '../../../src/domain/people/default-roles';
import { canGiveBranch, canGiveRole, canManageUser, canSeeUser, removesLastTenantAdmin, type Giver, type RoleFacts } from '../../../src/domain/people/reach';

const owner: RoleFacts = { id: 'owner', type: RoleType.TENANT_ADMIN, allows: ALL_RIGHTS };
const manager: RoleFacts = { id: 'manager', type: RoleType.BRANCH_ADMIN, allows: BRANCH_MANAGER_RIGHTS };
const frontDesk: RoleFacts = { id: 'desk', type: RoleType.BRANCH_ADMIN, allows: FRONT_DESK_RIGHTS };
const campaigns: RoleFacts = { id: 'campaigns', type: RoleType.BRANCH_ADMIN, allows: ['SMS_CAMPAIGN_ACCESS'] };

const tenantAdmin: Giver = { tenantAdmin: true, rights: ALL_RIGHTS, rightsPM: ALL_PLAN_RIGHTS, branchIds: ['dt', 'pl'] };
const dtManager: Giver = { tenantAdmin: false, rights: BRANCH_MANAGER_RIGHTS, rightsPM: ALL_PLAN_RIGHTS, branchIds: ['dt'] };

describe('the default roles', () => {
  it('are named in each language, the owner holding every right', () => {
    for (const role of Object.values(DEFAULT_ROLES)) expect(Object.values(role.names).every((n) => n.trim() !== '')).toBe(true);
    expect(DEFAULT_ROLES.OWNER).toMatchObject({ code: 'ADMIN', type: 'TENANT_ADMIN', rights: ALL_RIGHTS });
    expect(DEFAULT_ROLES.FRONT_DESK.names).toEqual({ en: 'Front desk', fr: 'Accueil', vi: 'Lễ tân' });
  });

  it('hold only known rights, and a branch manager can give the front desk role', () => {
    for (const right of [...BRANCH_MANAGER_RIGHTS, ...FRONT_DESK_RIGHTS]) expect(ALL_RIGHTS).toContain(right);
    expect(canGiveRole(dtManager, frontDesk)).toBe(true);
  });
});

describe('who may give what to whom', () => {
  it('lets a tenant admin give any role and branch', () => {
    expect([owner, manager, frontDesk, campaigns].every((r) => canGiveRole(tenantAdmin, r))).toBe(true);
    expect(canGiveBranch(tenantAdmin, 'pl')).toBe(true);
  });

  it('lets a branch admin give no role above theirs: never a tenant admin’s, none with a right they lack', () => {
    expect(canGiveRole(dtManager, owner)).toBe(false);
    expect(canGiveRole(dtManager, campaigns)).toBe(false);
    expect(canGiveRole(dtManager, manager)).toBe(true);
    expect(canGiveBranch(dtManager, 'pl')).toBe(false);
  });

  it('shows a branch admin the users sharing a branch with them, never a tenant admin', () => {
    expect(canSeeUser(dtManager, { branchIds: ['dt', 'pl'], roles: [frontDesk] })).toBe(true);
    expect(canSeeUser(dtManager, { branchIds: ['pl'], roles: [frontDesk] })).toBe(false);
    expect(canSeeUser(dtManager, { branchIds: ['dt'], roles: [owner] })).toBe(false);
    expect(canSeeUser(tenantAdmin, { branchIds: [], roles: [owner] })).toBe(true);
  });

  it('lets a branch admin manage only someone who can do nothing they cannot', () => {
    expect(canManageUser(dtManager, { branchIds: ['dt'], roles: [frontDesk] })).toBe(true);
    expect(canManageUser(dtManager, { branchIds: ['dt', 'pl'], roles: [frontDesk] })).toBe(false);
    expect(canManageUser(dtManager, { branchIds: ['dt'], roles: [frontDesk, campaigns] })).toBe(false);
    expect(canManageUser(dtManager, { branchIds: [], roles: [frontDesk] })).toBe(false);
    expect(canManageUser(tenantAdmin, { branchIds: ['pl'], roles: [owner] })).toBe(true);
  });

  it('keeps the business’s last active tenant admin', () => {
    expect(removesLastTenantAdmin(['a'], 'a', { active: false, tenantAdmin: true })).toBe(true);
    expect(removesLastTenantAdmin(['a'], 'a', { active: true, tenantAdmin: false })).toBe(true);
    expect(removesLastTenantAdmin(['a'], 'a', { active: true, tenantAdmin: true })).toBe(false);
    expect(removesLastTenantAdmin(['a', 'b'], 'a', { active: false, tenantAdmin: true })).toBe(false);
    expect(removesLastTenantAdmin(['a'], 'c', { active: false, tenantAdmin: false })).toBe(false);
  });
});

describe('canGiveRole under the plan', () => {
  it('ignores the rights of a feature the plan does not license: they give nobody anything', () => {
    const noTimesheet = ALL_PLAN_RIGHTS.filter((p) => p !== 'PM_TIMESHEET');
    const giver: Giver = { tenantAdmin: false, rights: ['CUSTOMER_ACCESS'], rightsPM: noTimesheet, branchIds: ['dt'] };
    const role: RoleFacts = { id: 'r', type: RoleType.BRANCH_ADMIN, allows: ['CUSTOMER_ACCESS', 'TIMESHEET_ACCESS'] };
    expect(canGiveRole(giver, role)).toBe(true);
    expect(canGiveRole({ ...giver, rightsPM: ALL_PLAN_RIGHTS }, role)).toBe(false);
  });
});
