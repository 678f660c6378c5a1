/**
 * The drawer's tax summary on the tablet (issue 13): the server's totals plus the bills made here
 * and not yet sent, each bill once whether the server has it yet or not, whatever the method filter.
 */
import { describe, expect, it } from 'vitest';
import type { TaxLine } from '../../src/domain/bill/tax-lines';
import { applyPendingPosActions, TransactionKind, type TransactionRow } from '../../src/domain/pos';

const DATE = '2026-11-20';
const CASH = 'cash-id';
const CARD = 'card-id';

function billRow(billId: string, checkoutMethodId: string, value: number): TransactionRow {
  return {
    id: `${billId}:${checkoutMethodId}`,
    kind: TransactionKind.BILL,
    type: 'PAYMENT',
    code: `B-${billId}`,
    value,
    changeBack: 0,
    checkoutMethodId,
    checkoutMethodName: checkoutMethodId,
    note: '',
    actionTime: `${DATE} 10:00`,
    billId,
    bookingId: null,
    createdBy: 'Front desk',
  };
}

const qc = (base: number, gst: number, qst: number): TaxLine[] => [
  { kind: 'GST', name: '', rate: 5, registrationNumber: '', base, amount: gst },
  { kind: 'QST', name: '', rate: 9.975, registrationNumber: '', base, amount: qst },
];
// Bill A: $100.00 → TPS $5.00, TVQ $9.98 (on the server). Bill B: $24.00 → $1.20, $2.39 (made here).
const lines = { A: qc(10_000, 500, 998), B: qc(2400, 120, 239) };
const serverA = { taxes: [{ kind: 'GST' as const, name: '', rate: 5, base: 10_000, amount: 500 }, { kind: 'QST' as const, name: '', rate: 9.975, base: 10_000, amount: 998 }], billIds: ['A'] };
const amounts = (r: ReturnType<typeof applyPendingPosActions>) => r.taxes.map((t) => [t.kind, t.rate, t.amount]);

describe('drawer tax summary', () => {
  it('adds a bill made here and not yet sent to the server’s totals, whatever the method filter', () => {
    const input = { serverRows: [billRow('A', CASH, 11_498)], pending: [], pendingRows: [{ ...billRow('B', CARD, 2759), pending: true }], serverTaxes: serverA, billTaxLines: lines, date: DATE };
    const all = applyPendingPosActions({ ...input, checkoutIds: [] });
    expect(amounts(all)).toEqual([['GST', 5, 620], ['QST', 9.975, 1237]]);
    // Filtered to cash, the rows follow the filter but the day's tax does not: B was paid by card.
    const cash = applyPendingPosActions({ ...input, checkoutIds: [CASH] });
    expect(cash.actions.map((r) => r.billId)).toEqual(['A']);
    expect(cash.taxes).toEqual(all.taxes);
  });

  it('counts a bill once: merged from its push before the next fetch, then in the server’s totals', () => {
    const merged = applyPendingPosActions({ serverRows: [billRow('A', CASH, 11_498), billRow('B', CARD, 2759)], pending: [], serverTaxes: serverA, billTaxLines: lines, date: DATE, checkoutIds: [] });
    expect(amounts(merged)).toEqual([['GST', 5, 620], ['QST', 9.975, 1237]]);
    const serverAB = { taxes: [{ kind: 'GST' as const, name: '', rate: 5, base: 12_400, amount: 620 }, { kind: 'QST' as const, name: '', rate: 9.975, base: 12_400, amount: 1237 }], billIds: ['A', 'B'] };
    // The server has B now and the outbox still holds it (answered, not yet dropped): still once.
    const fetched = applyPendingPosActions({ serverRows: [billRow('A', CASH, 11_498), billRow('B', CARD, 2759)], pending: [], pendingRows: [{ ...billRow('B', CARD, 2759), pending: true }], serverTaxes: serverAB, billTaxLines: lines, date: DATE, checkoutIds: [] });
    expect(amounts(fetched)).toEqual([['GST', 5, 620], ['QST', 9.975, 1237]]);
  });

  it('takes off a bill cancelled here, and a tax none is left of disappears', () => {
    const r = applyPendingPosActions({ serverRows: [billRow('A', CASH, 11_498)], pending: [], removed: { billIds: ['A'], rowIds: [] }, serverTaxes: serverA, billTaxLines: lines, date: DATE, checkoutIds: [] });
    expect(r.actions).toEqual([]);
    expect(r.taxes).toEqual([]);
  });

  it('a day stored before the summary reads the server’s bills as no tax, and still adds what was made here', () => {
    const r = applyPendingPosActions({ serverRows: [billRow('A', CASH, 11_498)], pending: [], pendingRows: [{ ...billRow('B', CARD, 2759), pending: true }], billTaxLines: lines, date: DATE, checkoutIds: [] });
    expect(amounts(r)).toEqual([['GST', 5, 120], ['QST', 9.975, 239]]);
  });

  it('a tax charged at two rates in the day keeps its total and loses the one rate', () => {
    const old: TaxLine[] = [{ kind: 'HST', name: '', rate: 13, registrationNumber: '', base: 1000, amount: 130 }];
    const now: TaxLine[] = [{ kind: 'HST', name: '', rate: 15, registrationNumber: '', base: 1000, amount: 150 }];
    const r = applyPendingPosActions({ serverRows: [], pending: [], pendingRows: [billRow('X', CASH, 1130), billRow('Y', CASH, 1150)], billTaxLines: { X: old, Y: now }, date: DATE, checkoutIds: [] });
    expect(r.taxes).toEqual([{ kind: 'HST', name: '', rate: null, base: 2000, amount: 280 }]);
  });
});
