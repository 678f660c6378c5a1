import { describe, expect, it } from 'vitest';
import { centsToInput, inputToCents, twoDecimals } from '../../src/components/money-input-value';
import { CashAmountProblem, checkCashAmount } from '../../src/features/pos/pos-form-rules';
import { receiptDateTime } from '../../src/features/pos/receipt-format';
import {
  formatSignedMoney,
  hasCashBill,
  signedValue,
  tagMethods,
  toggleTag,
} from '../../src/features/pos/transaction-display';
import { MAX_POS_VALUE_CENTS, type TransactionRow } from '../../src/domain/pos';
import { rowToCashBill, toCashBillData } from '../../src/features/pos/receipt-data';
import type { ReceiptRecord } from '../../src/data/db';

const row = (over: Partial<TransactionRow>): TransactionRow => ({
  id: 'r1',
  kind: 'POS_ACTION',
  type: 'IN',
  code: 'B1-1-1',
  value: 2000,
  changeBack: 0,
  checkoutMethodId: null,
  checkoutMethodName: null,
  note: '',
  actionTime: '2026-11-20 10:30',
  billId: null,
  bookingId: null,
  createdBy: 'Anna',
  ...over,
});

describe('money input conversions', () => {
  it('turns what the field holds into integer cents', () => {
    expect(inputToCents(20)).toBe(2000);
    expect(inputToCents(5.5)).toBe(550);
    expect(inputToCents(1.005)).toBe(101);
    expect(inputToCents('12.')).toBe(1200);
    expect(inputToCents('$1,234.50')).toBe(123450);
    expect(inputToCents('')).toBeNull();
    expect(inputToCents('.')).toBeNull();
  });

  it('shows cents as dollars, or empty', () => {
    expect(centsToInput(550)).toBe(5.5);
    expect(centsToInput(null)).toBe('');
  });

  it('shows two decimals once the field is left, whatever was typed', () => {
    expect(twoDecimals(146.9)).toBe('146.90');
    expect(twoDecimals('146.')).toBe('146.00');
    expect(twoDecimals(0.1 + 0.2)).toBe('0.30');
    expect(twoDecimals(20)).toBe('20.00');
    expect(twoDecimals('')).toBe('');
  });
});

describe('cash amount rule', () => {
  it('requires a positive amount under the typo guard', () => {
    expect(checkCashAmount(null)).toBe(CashAmountProblem.REQUIRED);
    expect(checkCashAmount(0)).toBe(CashAmountProblem.NOT_POSITIVE);
    expect(checkCashAmount(MAX_POS_VALUE_CENTS + 1)).toBe(CashAmountProblem.TOO_LARGE);
    expect(checkCashAmount(MAX_POS_VALUE_CENTS)).toBeNull();
    expect(checkCashAmount(1)).toBeNull();
  });
});

describe('receipt date', () => {
  it('shows branch wall time as DD/MM/YYYY HH:mm', () => {
    expect(receiptDateTime('2026-11-20 09:05')).toBe('20/11/2026 09:05');
    expect(receiptDateTime('garbage')).toBe('garbage');
  });
});

describe('drawer lines', () => {
  it('signs money by direction', () => {
    expect(signedValue(row({ type: 'OUT', value: 550 }))).toBe(-550);
    expect(signedValue(row({ type: 'PAYMENT', value: 100 }))).toBe(100);
    expect(formatSignedMoney(2000)).toBe('+$20.00');
    expect(formatSignedMoney(-550)).toBe('-$5.50');
    expect(formatSignedMoney(0)).toBe('$0.00');
  });

  it('only pay-ins, pay-outs and tip payouts have a cash bill', () => {
    expect(hasCashBill(row({ type: 'IN' }))).toBe(true);
    expect(hasCashBill(row({ type: 'OUT' }))).toBe(true);
    expect(hasCashBill(row({ type: 'TIP_PAYOUT' }))).toBe(true);
    expect(hasCashBill(row({ type: 'TIP' }))).toBe(false);
    expect(hasCashBill(row({ kind: 'BILL', type: 'PAYMENT' }))).toBe(false);
  });

  it('prints a tip payout’s slip for the technician who signs it, from the receipt or the drawer line', () => {
    const payout = row({ type: 'TIP_PAYOUT', value: 800, code: 'B1-1-4', createdBy: 'Front Desk', paidTo: { technicianId: 't1', technicianName: 'Anna' } });
    const fromLine = hasCashBill(payout) ? rowToCashBill(payout, 'Downtown') : null;
    expect(fromLine).toMatchObject({ type: 'TIP_PAYOUT', paidTo: 'Anna', value: 800, staffName: 'Front Desk', branchName: 'Downtown' });
    const receipt: ReceiptRecord = {
      posActionId: 'p1', code: 'B1-1-4', type: 'TIP_PAYOUT', value: 800, note: '', actionTime: '2026-11-20 17:05', branchId: 'b1',
      branchName: 'Downtown', createdByName: 'Front Desk', checkoutMethodName: 'Cash', createdAt: 0, paidToName: 'Anna',
    };
    expect(toCashBillData(receipt)).toMatchObject({ type: 'TIP_PAYOUT', paidTo: 'Anna', actionTime: '2026-11-20 17:05', staffName: 'Front Desk' });
    // A receipt kept before payouts named their technician takes the name the drawer line knows.
    expect(toCashBillData({ ...receipt, paidToName: undefined }, 'Anna')?.paidTo).toBe('Anna');
    // A pay-out names nobody; a tip has no slip.
    expect(toCashBillData({ ...receipt, type: 'OUT', paidToName: undefined })?.paidTo).toBeNull();
    expect(toCashBillData({ ...receipt, type: 'TIP' })).toBeNull();
  });

  it('lists active methods by priority', () => {
    const methods = [
      { id: 'b', name: 'Card', priority: 2, active: true },
      { id: 'a', name: 'Cash', priority: 1, active: true },
      { id: 'c', name: 'Old', priority: 0, active: false },
    ];
    expect(tagMethods(methods).map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('treats ALL as no filter', () => {
    expect(toggleTag([], 'a')).toEqual(['a']);
    expect(toggleTag(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleTag(['a'], 'a')).toEqual([]);
    expect(toggleTag(['a', 'b'], null)).toEqual([]);
  });
});
