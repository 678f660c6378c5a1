import { describe, expect, it } from 'vitest';
import { checkCloseDay, dayCloseArgs, expectedByMethod, overShort } from '../../../src/domain/day-close/day-close';
import { TransactionKind, type TransactionRow } from '../../../src/domain/pos';
import { AppError } from '../../../src/domain/errors';

const CASH = '00000000-0000-4000-8000-000000000001';
const CARD = '00000000-0000-4000-8000-000000000002';

function row(over: Partial<TransactionRow>): TransactionRow {
  return {
    id: crypto.randomUUID(), kind: TransactionKind.POS_ACTION, type: 'IN', code: 'X', value: 0, changeBack: 0, checkoutMethodId: CASH,
    checkoutMethodName: 'Cash', note: '', actionTime: '2026-11-20 10:00', billId: null, bookingId: null, createdBy: 'Fiona', ...over,
  };
}

describe('the close of the day’s figures', () => {
  it('expects of each method the drawer’s balance: payments less change, pay-ins and tips, less pay-outs', () => {
    const rows = [
      row({ kind: TransactionKind.BILL, type: 'PAYMENT', value: 4500, changeBack: 480 }),
      row({ kind: TransactionKind.BILL, type: 'PAYMENT', value: 3000, checkoutMethodId: CARD }),
      row({ type: 'IN', value: 2500 }),
      row({ type: 'OUT', value: 1000 }),
      row({ type: 'TIP', value: 300, checkoutMethodId: CARD }),
      // A bill paid all by gift card holds nothing in any method.
      row({ kind: TransactionKind.BILL, type: 'PAYMENT', value: 0, changeBack: 0, checkoutMethodId: null }),
    ];
    expect(Object.fromEntries(expectedByMethod(rows))).toEqual({ [CASH]: 4500 - 480 + 2500 - 1000, [CARD]: 3300 });
    expect(expectedByMethod([]).size).toBe(0);
  });

  it('says over when positive and short when negative', () => {
    expect(overShort(5020, 5520)).toBe(-500);
    expect(overShort(5600, 5520)).toBe(80);
    expect(overShort(0, 0)).toBe(0);
  });

  it('closes a day once it has begun in the branch’s zone, not before', () => {
    // 02:30 UTC on the 21st is still the 20th in Toronto.
    const now = new Date('2026-11-21T02:30:00Z');
    expect(() => checkCloseDay('2026-11-20', now, 'America/Toronto')).not.toThrow();
    expect(() => checkCloseDay('2026-11-21', now, 'America/Toronto')).toThrow(AppError);
    expect(() => checkCloseDay('2026-11-21', now, 'UTC')).not.toThrow();
  });

  it('takes whole cents, a count of zero or more, and no correction by default', () => {
    const good = { id: CASH, branchId: CASH, date: '2026-11-20', checkoutMethodId: CARD, expected: -300, counted: 0, note: ' counted ' };
    expect(dayCloseArgs.parse(good)).toEqual({ ...good, note: 'counted', correctsId: null });
    expect(dayCloseArgs.safeParse({ ...good, counted: -1 }).success).toBe(false);
    expect(dayCloseArgs.safeParse({ ...good, counted: 10.5 }).success).toBe(false);
    expect(dayCloseArgs.safeParse({ ...good, date: '2026-02-30' }).success).toBe(false);
  });
});
