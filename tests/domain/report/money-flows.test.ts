import { describe, expect, it } from 'vitest';
import { moneyFlowTotals, netFlow, type MoneyFlowRow } from '../../../src/domain/report/money-flows';
import { sumFigures } from '../../../src/domain/report/figures';

const row = (date: string, method: string, f: Partial<MoneyFlowRow>): MoneyFlowRow => {
  const figures = { payments: 0, payIns: 0, tips: 0, payOuts: 0, cancellations: 0, ...f };
  return { date, branch: 'Downtown', checkoutMethodId: method, checkoutMethod: method.toUpperCase(), ...figures, net: netFlow(figures) };
};

describe('money flows', () => {
  it('nets what came in less what went out and was given back', () => {
    expect(netFlow({ payments: 9800, payIns: 10000, tips: 1000, payOuts: 2500, cancellations: 2000 })).toBe(16300);
  });

  it('totals the range and each method over it, in the order methods first appear', () => {
    const rows = [row('2026-12-01', 'cash', { payments: 9800, payIns: 10000, payOuts: 2500 }), row('2026-12-01', 'card', { payments: 5000, tips: 1000, cancellations: 2000 }), row('2026-12-02', 'cash', { payments: 1000 })];
    const totals = moneyFlowTotals(rows);
    expect(totals).toMatchObject({ payments: 15800, payIns: 10000, tips: 1000, payOuts: 2500, cancellations: 2000, net: 22300 });
    expect(totals.methods.map((m) => [m.checkoutMethod, m.payments, m.net])).toEqual([
      ['CASH', 10800, 18300],
      ['CARD', 5000, 4000],
    ]);
  });

  it('adds up only the figures asked for', () => {
    const rows = [{ a: 1, b: 2, c: 9 }, { a: 3, b: 4, c: 9 }];
    expect(sumFigures(rows, { a: 0, b: 0 })).toEqual({ a: 4, b: 6 });
  });
});
