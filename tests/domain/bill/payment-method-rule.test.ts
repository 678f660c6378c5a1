import { describe, expect, it } from 'vitest';
import { paymentMethodProblem } from '../../../src/domain/bill/payment-method-rule';

const birthday = { type: 'BIRTHDAY' };
const customerId = 'c1';
// The bill's branch date, fixed: a day of March.
const date = '2026-03-14';

describe('paymentMethodProblem', () => {
  it('lets any other type pay whoever the customer is', () => {
    expect(paymentMethodProblem({ method: { type: 'CASH' }, customerId: null, birthDay: null, date })).toBeNull();
    expect(paymentMethodProblem({ method: { type: 'PERCENT' }, customerId, birthDay: '1990-07-02', date })).toBeNull();
  });

  it('lets a birthday method pay in the customer’s birthday month, on its first and last day', () => {
    expect(paymentMethodProblem({ method: birthday, customerId, birthDay: '1990-03-30', date })).toBeNull();
    expect(paymentMethodProblem({ method: birthday, customerId, birthDay: '1990-03-01', date: '2026-03-01' })).toBeNull();
    expect(paymentMethodProblem({ method: birthday, customerId, birthDay: '1990-03-01', date: '2026-03-31' })).toBeNull();
  });

  it('refuses a birthday method outside the month, the day after it ends too', () => {
    expect(paymentMethodProblem({ method: birthday, customerId, birthDay: '1990-02-28', date })).toBe('NOT_BIRTHDAY_MONTH');
    expect(paymentMethodProblem({ method: birthday, customerId, birthDay: '1990-03-31', date: '2026-04-01' })).toBe('NOT_BIRTHDAY_MONTH');
  });

  it('refuses a birthday method for a customer without a birthday, or a standing stored before birthdays', () => {
    expect(paymentMethodProblem({ method: birthday, customerId, birthDay: null, date })).toBe('NOT_BIRTHDAY_MONTH');
    expect(paymentMethodProblem({ method: birthday, customerId, birthDay: undefined, date })).toBe('NOT_BIRTHDAY_MONTH');
  });

  it('refuses a birthday method on a bill without a customer', () => {
    expect(paymentMethodProblem({ method: birthday, customerId: null, birthDay: '1990-03-14', date })).toBe('NO_CUSTOMER');
  });

  it('refuses a method no longer active', () => {
    expect(paymentMethodProblem({ method: null, customerId, birthDay: null, date })).toBe('INACTIVE');
  });
});
