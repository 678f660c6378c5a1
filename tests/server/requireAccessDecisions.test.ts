import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { PlanRight, Right } from '../../src/domain/rights';
import { requireAccess, type AuthContext } from '../../src/server/auth/authContext';

function auth(rights: string[], rightsPM: string[]): AuthContext {
  return {
    sessionId: 's',
    userId: 'u',
    username: 'u',
    fullName: 'U',
    tenantId: 't',
    tenantName: 'T',
    branchId: null,
    isTenantSelection: false,
    rights,
    rightsPM,
    canSelectTenant: false,
    branches: [],
  };
}

function refusal(a: AuthContext, need: Parameters<typeof requireAccess>[1]): string | null {
  try {
    requireAccess(a, need);
    return null;
  } catch (error) {
    return error instanceof Error && 'code' in error ? String(error.code) : 'other';
  }
}

const POLL = { required: [Right.APPOINTMENT_ACCESS], requiredPlan: [PlanRight.APPOINTMENT] };

/** requireAccess keeps its decisions per rights held: each need, and each new set of rights, decides for itself. */
describe('requireAccess decisions', () => {
  it('decides each need apart on the same rights', () => {
    const a = auth([Right.APPOINTMENT_ACCESS], [PlanRight.APPOINTMENT]);
    expect(refusal(a, POLL)).toBeNull();
    expect(refusal(a, { required: [Right.BRANCH_UPDATE] })).toBe(ErrorCode.FORBIDDEN);
    expect(refusal(a, { requiredPlan: [PlanRight.TIMESHEET] })).toBe(ErrorCode.PLAN_UPGRADE_REQUIRED);
    expect(refusal(a, POLL)).toBeNull();
  });

  it('decides again for rights read again, and for other plan rights beside the same rights', () => {
    const rights = [Right.APPOINTMENT_ACCESS];
    expect(refusal(auth(rights, [PlanRight.APPOINTMENT]), POLL)).toBeNull();
    expect(refusal(auth(rights, []), POLL)).toBe(ErrorCode.PLAN_UPGRADE_REQUIRED);
    expect(refusal(auth([], [PlanRight.APPOINTMENT]), POLL)).toBe(ErrorCode.FORBIDDEN);
  });
});
