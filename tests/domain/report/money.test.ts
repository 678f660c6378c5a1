import { describe, expect, it } from 'vitest';
import { MoneyEntry, moneyRowsOfDay, sumMoney, type CloseFigures } from '../../../src/domain/report/money';

const close = (over: Partial<CloseFigures>): CloseFigures => ({ id: 'c1', correctsId: null, expected: 5520, tabletExpected: 5520, counted: 5020, note: '', closedBy: 'Fiona', ...over });
const day = { date: '2026-11-20', branch: 'Downtown', method: 'Cash', key: 'k', expected: 5520 };

describe('the money report’s rows', () => {
  it('puts a day’s close on its row and each correction on its own, the tablet’s figure only when it differs', () => {
    const rows = moneyRowsOfDay({ ...day, closes: [close({ tabletExpected: 6520 }), close({ id: 'c2', correctsId: 'c1', counted: 5520, note: 'found' })] });
    const where = { date: day.date, branch: day.branch, method: day.method };
    expect(rows).toEqual([
      { ...where, id: 'k', entry: MoneyEntry.CLOSED, expected: 5520, counted: 5020, overShort: -500, expectedAtClose: 5520, tabletExpected: 6520, note: '', closedBy: 'Fiona' },
      { ...where, id: 'c2', entry: MoneyEntry.CORRECTION, expected: null, counted: 5520, overShort: 0, expectedAtClose: 5520, tabletExpected: null, note: 'found', closedBy: 'Fiona' },
    ]);
  });

  it('adds up expected over the days, and counted and over/short of each day’s latest entry', () => {
    const rows = [
      ...moneyRowsOfDay({ ...day, closes: [close({}), close({ id: 'c2', correctsId: 'c1', counted: 5400 })] }),
      ...moneyRowsOfDay({ ...day, method: 'Card', key: 'k2', expected: 3000, closes: [] }),
      ...moneyRowsOfDay({ ...day, date: '2026-11-21', key: 'k3', expected: 1000, closes: [close({ id: 'c3', expected: 1000, counted: 1010 })] }),
    ];
    expect(sumMoney(rows)).toEqual({ expected: 9520, counted: 5400 + 1010, overShort: -120 + 10, closes: 2, open: 1 });
  });
});
