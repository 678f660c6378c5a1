import { describe, expect, it } from 'vitest';
import { addPayouts, withTechnicianTotals, type TipRow } from '../../../src/domain/report/technician-tip';

const line = (technicianId: string, technician: string, share: number): TipRow => ({ technicianId, technician, time: '2026-12-01 10:00', billCode: 'B1', checkoutMethod: 'Cash', share, percent: 50, paidOut: null, owed: null, subtotal: false });

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

  it('says on each total what was paid out in cash and what is still owed, branch days added up', () => {
    const payouts = addPayouts([
      [{ technicianId: 'a', paidOut: 500, owed: 100 }],
      [{ technicianId: 'a', paidOut: 200, owed: 0 }, { technicianId: 'b', paidOut: 0, owed: 400 }],
    ]);
    expect(payouts).toEqual([{ technicianId: 'a', paidOut: 700, owed: 100 }, { technicianId: 'b', paidOut: 0, owed: 400 }]);
    const rows = withTechnicianTotals([line('a', 'Anna', 600), line('b', 'Binh', 400), line('c', 'Chi', 50)], (name) => `Total ${name}`, payouts);
    expect(rows.filter((r) => r.subtotal).map((r) => [r.technician, r.paidOut, r.owed])).toEqual([
      ['Total Anna', 700, 100],
      ['Total Binh', 0, 400],
      ['Total Chi', 0, 0],
    ]);
    expect(rows[0]).toMatchObject({ paidOut: null, owed: null });
  });
});
