import { describe, expect, it } from 'vitest';
import { withTechnicianTotals, type TipRow } from '../../../src/domain/report/technician-tip';

const line = (technicianId: string, technician: string, share: number): TipRow => ({ technicianId, technician, time: '2026-12-01 10:00', billCode: 'B1', checkoutMethod: 'Cash', share, percent: 50, subtotal: false });

describe('the tip table', () => {
  it('puts each technician’s total under their shares', () => {
    const rows = withTechnicianTotals([line('a', 'Anna', 600), line('a', 'Anna', 300), line('b', 'Binh', 400)], (name) => `Total ${name}`);
    expect(rows.map((r) => [r.technician, r.share, r.subtotal])).toEqual([
      ['Anna', 600, false],
      ['Anna', 300, false],
      ['Total Anna', 900, true],
      ['Binh', 400, false],
      ['Total Binh', 400, true],
    ]);
    expect(rows[2]).toMatchObject({ time: '', billCode: '', percent: null });
    expect(withTechnicianTotals([], (name) => name)).toEqual([]);
  });
});
