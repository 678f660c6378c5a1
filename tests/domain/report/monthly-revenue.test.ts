import { describe, expect, it } from 'vitest';
import { addMonths, changePercent, chartDays, chartMonths, monthlyRevenueRows } from '../../../src/domain/report/monthly-revenue';

describe('the monthly revenue chart’s months', () => {
  it('counts months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -24)).toBe('2024-03');
  });

  it('ends with the month of `to` and reads the year before too', () => {
    expect(chartMonths('2026-02-14')).toEqual(['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(chartDays('2028-02-03')).toEqual({ from: '2026-03-01', to: '2028-02-29' });
    expect(chartDays('2026-12-31')).toEqual({ from: '2025-01-01', to: '2026-12-31' });
  });

  it('compares with the year before in percent, and not with nothing', () => {
    expect(changePercent(1500, 1000)).toBe(50);
    expect(changePercent(2, 3)).toBe(-33.3);
    expect(changePercent(100, 0)).toBeNull();
  });

  it('fills the months nothing was paid in with zeros, month by month and branch by branch', () => {
    const nets = new Map([['b', new Map([['2026-12', 300], ['2025-12', 100]])]]);
    const { rows, totals } = monthlyRevenueRows({ to: '2026-12-01', branches: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], nets });
    expect(rows).toHaveLength(24);
    expect(rows.slice(-2)).toEqual([
      { month: '2026-12', branchId: 'a', branch: 'A', net: 0, previousNet: 0, change: null },
      { month: '2026-12', branchId: 'b', branch: 'B', net: 300, previousNet: 100, change: 200 },
    ]);
    expect(totals).toEqual({ net: 300, previousNet: 100, change: 200 });
  });
});
