import { describe, expect, it } from 'vitest';
import { assertMergeable, mergedLoyaltyMoney, otherPhoneNote, planCustomerMerge, type MergeCustomer } from '../../../src/domain/customer/merge';
import { AppError, ErrorCode } from '../../../src/domain/errors';

const TENANT = '00000000-0000-4000-8000-000000000001';
const BRANCH = '00000000-0000-4000-8000-0000000000b1';

function customer(over: Partial<MergeCustomer> & Pick<MergeCustomer, 'id'>): MergeCustomer {
  return {
    tenantId: TENANT,
    branchId: BRANCH,
    name: 'ANNA NGUYEN',
    phone: '4165550101',
    code: null,
    emails: '',
    email: null,
    address: null,
    description: null,
    level: null,
    mainTechnicianId: null,
    birthDay: null,
    blocked: false,
    amountMoney: 0,
    transactionsMoney: 0,
    ...over,
  };
}

function codeOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.code : 'not an AppError';
  }
}

describe('planCustomerMerge', () => {
  const keep = customer({ id: 'k', name: 'ANNA NGUYEN', phone: '4165550101', email: '', level: 'Gold', birthDay: null, address: '12 King St' });
  const merge = customer({ id: 'm', name: 'ANNE NGUYEN', phone: '6475550199', emails: 'anna@example.com', email: 'anna@example.com', level: 'Bronze', birthDay: '1990-04-02', address: '9 Queen St', mainTechnicianId: 't1' });

  it("keeps the kept customer's values and fills its blanks from the other", () => {
    const plan = planCustomerMerge(keep, merge);
    expect(plan.keepId).toBe('k');
    expect(plan.mergeId).toBe('m');
    expect(plan.values).toEqual({
      name: 'ANNA NGUYEN',
      phone: '4165550101',
      code: null,
      emails: 'anna@example.com',
      email: 'anna@example.com',
      address: '12 King St',
      description: null,
      level: 'Gold',
      mainTechnicianId: 't1',
      birthDay: '1990-04-02',
      blocked: false,
    });
  });

  it("takes the other's code when the kept has none, and both email lists with the kept one's last still the one used", () => {
    const a = customer({ id: 'k', code: null, emails: 'anna@home.ca, anna@work.ca', email: 'anna@work.ca' });
    const b = customer({ id: 'm', code: 'C-17', emails: 'ANNA@WORK.CA, anne@mail.com', email: 'anne@mail.com' });
    const values = planCustomerMerge(a, b).values;
    expect(values.code).toBe('C-17');
    expect(values.emails).toBe('anne@mail.com, anna@home.ca, anna@work.ca');
    expect(values.email).toBe('anna@work.ca');
    expect(planCustomerMerge({ ...a, code: 'A-1' }, b).values.code).toBe('A-1');
  });

  it("keeps the other's phone as a note, only when it differs", () => {
    expect(planCustomerMerge(keep, merge).otherPhone).toBe('6475550199');
    expect(planCustomerMerge(keep, { ...merge, phone: keep.phone }).otherPhone).toBeNull();
    expect(otherPhoneNote({ name: 'ANNE NGUYEN', phone: '647 555 0199' })).toBe('Also reached at 647 555 0199 (merged from ANNE NGUYEN)');
  });

  it('is blocked when either customer was', () => {
    expect(planCustomerMerge(keep, { ...merge, blocked: true }).values.blocked).toBe(true);
    expect(planCustomerMerge({ ...keep, blocked: true }, merge).values.blocked).toBe(true);
    expect(planCustomerMerge(keep, merge).values.blocked).toBe(false);
  });

  it('refuses a customer with itself, another tenant (not found) and another branch', () => {
    expect(codeOf(() => planCustomerMerge(keep, keep))).toBe(ErrorCode.CUSTOMER_MERGE_SELF);
    expect(codeOf(() => assertMergeable(keep, { ...merge, tenantId: '00000000-0000-4000-8000-000000000002' }))).toBe(ErrorCode.NOT_FOUND);
    expect(codeOf(() => planCustomerMerge(keep, { ...merge, branchId: 'another' }))).toBe(ErrorCode.CUSTOMER_MERGE_OTHER_BRANCH);
  });
});

describe('mergedLoyaltyMoney', () => {
  it('counts every transaction once, under the kept customer', () => {
    const keep = { amountMoney: 300, transactionsMoney: 300 };
    const merge = { amountMoney: 500, transactionsMoney: 500 };
    expect(mergedLoyaltyMoney({ keep, merge, movedTransactionsMoney: 800 })).toBe(800);
  });

  it('carries the money each balance held without a transaction, once', () => {
    const keep = { amountMoney: 400, transactionsMoney: 300 };
    const merge = { amountMoney: 250, transactionsMoney: 500 };
    expect(mergedLoyaltyMoney({ keep, merge, movedTransactionsMoney: 800 })).toBe(800 + 100 - 250);
  });
});
