import { describe, expect, it } from 'vitest';
import {
  Access,
  ALL_RIGHTS,
  checkAccess,
  sharedRights,
  effectiveRights,
  hasAnyRight,
  PlanRight,
  Right,
  RightSetting,
} from '../../src/domain/rights';

describe('hasAnyRight (the spec check rule)', () => {
  it('allows when nothing is required', () => {
    expect(hasAnyRight(undefined, [])).toBe(true);
    expect(hasAnyRight([], [])).toBe(true);
    expect(hasAnyRight(null, null)).toBe(true);
  });
  it('denies when something is required and the user holds nothing', () => {
    expect(hasAnyRight([Right.APPOINTMENT_ACCESS], [])).toBe(false);
    expect(hasAnyRight([Right.APPOINTMENT_ACCESS], undefined)).toBe(false);
  });
  it('allows on any match and denies on none', () => {
    expect(hasAnyRight(['A', 'B'], ['C', 'B'])).toBe(true);
    expect(hasAnyRight(['A', 'B'], ['C'])).toBe(false);
  });
});

describe('checkAccess', () => {
  const base = { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] };
  it('checks the plan first: a missing plan right is an upgrade, even without the user right', () => {
    expect(checkAccess({ ...base, rights: [], rightsPM: [] })).toBe(Access.UPGRADE);
  });
  it('then the user right', () => {
    expect(checkAccess({ ...base, rights: [], rightsPM: [PlanRight.APPOINTMENT] })).toBe(Access.FORBIDDEN);
  });
  it('allows with both', () => {
    expect(
      checkAccess({ ...base, rights: [Right.APPOINTMENT_ACCESS], rightsPM: [PlanRight.APPOINTMENT] }),
    ).toBe(Access.ALLOWED);
  });
  it('allows an unguarded screen to anyone', () => {
    expect(checkAccess({ rights: [], rightsPM: [] })).toBe(Access.ALLOWED);
  });
});

describe('effectiveRights', () => {
  it('keeps what some role allows and no role denies', () => {
    expect(
      effectiveRights([
        { right: 'A', setting: RightSetting.ALLOW },
        { right: 'B', setting: RightSetting.ALLOW },
        { right: 'B', setting: RightSetting.DENY },
        { right: 'C', setting: RightSetting.NOT_SET },
      ]),
    ).toEqual(['A']);
  });
  it('is empty without settings', () => {
    expect(effectiveRights([])).toEqual([]);
  });
  it('lets a Deny of one role beat the Allow of another, in either order', () => {
    const allow = { right: Right.APPOINTMENT_ACCESS, setting: RightSetting.ALLOW };
    const deny = { right: Right.APPOINTMENT_ACCESS, setting: RightSetting.DENY };
    expect(effectiveRights([allow, deny])).toEqual([]);
    expect(effectiveRights([deny, allow])).toEqual([]);
  });
  it('falls back to the other roles where one says Not set, and holds nothing none allows', () => {
    const settings = [
      { right: 'CUSTOMER_ACCESS', setting: RightSetting.NOT_SET },
      { right: 'CUSTOMER_ACCESS', setting: RightSetting.ALLOW },
      { right: 'REPORT_ACCESS', setting: RightSetting.NOT_SET },
      { right: 'REPORT_ACCESS', setting: RightSetting.NOT_SET },
    ];
    expect(effectiveRights(settings)).toEqual(['CUSTOMER_ACCESS']);
  });
});

describe('sharedRights', () => {
  it('keeps only what both the maker and the sender hold', () => {
    const manager = { rights: ['A', 'B', 'OLD_BILL_CANCEL'], rightsPM: ['PM_APPOINTMENT', 'PM_VOUCHER'] };
    const cashier = { rights: ['B', 'A', 'C'], rightsPM: ['PM_APPOINTMENT'] };
    expect(sharedRights(manager, cashier)).toEqual({ rights: ['A', 'B'], rightsPM: ['PM_APPOINTMENT'] });
    expect(checkAccess({ required: [Right.OLD_BILL_CANCEL], ...sharedRights(manager, cashier) })).toBe(Access.FORBIDDEN);
  });
  it('leaves nothing when the sender holds nothing', () => {
    expect(sharedRights({ rights: ['A'], rightsPM: ['P'] }, { rights: [], rightsPM: [] })).toEqual({ rights: [], rightsPM: [] });
  });
});

describe('ALL_RIGHTS', () => {
  it('has every module × action and the special rights, once each', () => {
    expect(ALL_RIGHTS).toContain('CUSTOMER_DELETE');
    expect(ALL_RIGHTS).toContain(Right.OLD_BILL_CANCEL);
    expect(new Set(ALL_RIGHTS).size).toBe(ALL_RIGHTS.length);
  });
});
