import { describe, expect, it } from 'vitest';
import { checkTipPayout, tipLedgerOfRows, tipsOwed, type TechnicianTipsOwed } from '../../src/domain/tip-payout';
import { tipPayoutArgs } from '../../src/domain/tip-payout-args';
import { TransactionKind, transactionOverview, type TransactionRow } from '../../src/domain/pos';
import { expectedByMethod } from '../../src/domain/day-close/day-close';
import { AppError, ErrorCode } from '../../src/domain/errors';

const CASH = '00000000-0000-4000-8000-000000000001';
const CARD = '00000000-0000-4000-8000-000000000002';
const ANNA = '00000000-0000-4000-8000-0000000000a1';
const BINH = '00000000-0000-4000-8000-0000000000b1';

function row(over: Partial<TransactionRow>): TransactionRow {
  return {
    id: crypto.randomUUID(), kind: TransactionKind.POS_ACTION, type: 'TIP', code: 'X', value: 0, changeBack: 0, checkoutMethodId: CASH,
    checkoutMethodName: 'Cash', note: '', actionTime: '2026-11-20 10:00', billId: null, bookingId: null, createdBy: 'Fiona', ...over,
  };
}

const anna = (value: number) => ({ technicianId: ANNA, technicianName: 'Anna', value });
const binh = (value: number) => ({ technicianId: BINH, technicianName: 'Binh', value });
const payout = (technician: { technicianId: string; technicianName: string }, value: number) =>
  row({ type: 'TIP_PAYOUT', value, paidTo: { technicianId: technician.technicianId, technicianName: technician.technicianName } });

// A cash tip of $10.00 split 6/4, a card tip of $5.00 all Binh's, and a pay-out that is no tip.
const day = [
  row({ value: 1000, tipShares: [anna(600), binh(400)] }),
  row({ value: 500, checkoutMethodId: CARD, checkoutMethodName: 'Card', tipShares: [binh(500)] }),
  row({ type: 'OUT', value: 2000 }),
];

const owedOf = (rows: readonly TransactionRow[], cardTipsInCash: boolean) => tipsOwed({ ledger: tipLedgerOfRows(rows), cashMethodId: CASH, cardTipsInCash });
const owedBy = (list: readonly TechnicianTipsOwed[]) => Object.fromEntries(list.map((o) => [o.technicianName, o.owed]));

describe('cash tips owed by the drawer', () => {
  it('owes each technician their share of the cash tips only, by default', () => {
    expect(owedOf(day, false)).toEqual([
      { technicianId: ANNA, technicianName: 'Anna', cashTips: 600, cardTips: 0, paidOut: 0, owed: 600 },
      { technicianId: BINH, technicianName: 'Binh', cashTips: 400, cardTips: 500, paidOut: 0, owed: 400 },
    ]);
  });

  it('adds the card tips when the branch pays them in cash', () => {
    expect(owedBy(owedOf(day, true))).toEqual({ Anna: 600, Binh: 900 });
  });

  it('takes off what was already paid out, a part or all of it', () => {
    const paid = [...day, payout(anna(0), 250), payout(binh(0), 400)];
    expect(owedOf(paid, false).map((o) => [o.technicianName, o.paidOut, o.owed])).toEqual([
      ['Anna', 250, 350],
      ['Binh', 400, 0],
    ]);
    // The card tips still owed once the setting is on.
    expect(owedBy(owedOf(paid, true))).toEqual({ Anna: 350, Binh: 500 });
  });

  it('counts a tip removed after its payout as owed back (below 0), and a tip without shares as nobody’s', () => {
    expect(owedBy(owedOf([payout(anna(0), 300), row({ value: 700 })], false))).toEqual({ Anna: -300 });
    expect(owedOf([row({ value: 700 })], false)).toEqual([]);
  });

  it('counts a tip in the card column when the branch has no cash method stored', () => {
    expect(tipsOwed({ ledger: tipLedgerOfRows(day), cashMethodId: null, cardTipsInCash: false }).map((o) => o.owed)).toEqual([0, 0]);
  });

  it('takes a payout out of the cash drawer: the balance and the close of the day count it', () => {
    const paid = [...day, payout(anna(0), 600)];
    expect(transactionOverview(paid)).toEqual({ amountReceived: 1500, amountBack: 2600, remainBalance: -1100 });
    expect(expectedByMethod(paid).get(CASH)).toBe(1000 - 2000 - 600);
  });
});

describe('a tip payout', () => {
  const owed = owedOf(day, true);

  it('may pay what is owed or less', () => {
    expect(() => checkTipPayout({ value: 900, technicianId: BINH, technicianName: 'Binh', owed })).not.toThrow();
    expect(() => checkTipPayout({ value: 1, technicianId: BINH, technicianName: 'Binh', owed })).not.toThrow();
  });

  it('is refused over what is owed, with the figures to say so', () => {
    const refusal = (() => {
      try {
        checkTipPayout({ value: 901, technicianId: BINH, technicianName: 'Binh', owed });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: ErrorCode.TIP_PAYOUT_OVER_OWED, facts: { technicianName: 'Binh', value: 901, owed: 900 } });
    // Nobody owed anything: even a cent is too much.
    expect(() => checkTipPayout({ value: 1, technicianId: crypto.randomUUID(), technicianName: 'Chi', owed })).toThrow(AppError);
  });

  it('takes whole positive cents, a note and the branch’s wall time only', () => {
    const good = {
      id: crypto.randomUUID(), branchId: crypto.randomUUID(), technicianId: ANNA, value: 600, note: ' tips ', actionTime: '2026-11-20 17:05', checkoutMethodId: CASH, code: 'DT-3-7',
    };
    expect(tipPayoutArgs.parse(good).note).toBe('tips');
    for (const bad of [{ value: 0 }, { value: -5 }, { value: 12.5 }, { actionTime: '2026-11-31 10:00' }, { technicianId: 'anna' }, { note: 'x'.repeat(501) }]) {
      expect(tipPayoutArgs.safeParse({ ...good, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
