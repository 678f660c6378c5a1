import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PaymentCode } from '../../src/domain/bill/codes';
import { editTipShare, resetTipRows, splitByLargestRemainder, splitTip, tipPerTechnician, tipRowsFromSaved, tipTechnicians, type TipRowInput } from '../../src/domain/tip';

const rows = (n: number): TipRowInput[] => Array.from({ length: n }, (_, i) => ({ technicianId: `t${i}`, segmentName: `s${i}` }));
const edit = (r: TipRowInput[], i: number, e: Parameters<typeof editTipShare>[0]['edit']) => editTipShare({ rows: r, technicianId: `t${i}`, edit: e });

describe('splitTip', () => {
  it('splits equally, giving leftover cents to the first rows', () => {
    const r = splitTip({ total: 1000, rows: rows(3) });
    expect(r.rows.map((x) => x.value)).toEqual([334, 333, 333]);
    expect(r.rows.map((x) => x.percent)).toEqual([33.4, 33.3, 33.3]);
    expect(r).toMatchObject({ distributed: 1000, ok: true });
  });

  it('keeps manual rows and spreads the rest over the others', () => {
    const edited = edit(rows(3), 1, { value: 500 });
    expect(splitTip({ total: 1001, rows: edited }).rows.map((x) => [x.value, x.manual])).toEqual([[251, false], [500, true], [250, false]]);
    const byPercent = edit(rows(2), 0, { percent: 25 });
    expect(splitTip({ total: 1000, rows: byPercent }).rows.map((x) => x.value)).toEqual([250, 750]);
    expect(resetTipRows({ rows: byPercent })).toEqual(rows(2));
  });

  it('validates the total, percents and values', () => {
    expect(splitTip({ total: 0, rows: rows(2) }).problems[0]).toMatchObject({ code: PaymentCode.TIP_VALUE_REQUIRED, message: 'Input tip value!' });
    const over = edit(rows(2), 0, { percent: 120 });
    expect(splitTip({ total: 1000, rows: over }).problems.map((p) => p.code)).toContain(PaymentCode.TIP_PERCENT_OVER_100);
    const tooMuch = edit(rows(2), 0, { value: 1500 });
    expect(splitTip({ total: 1000, rows: tooMuch }).problems.map((p) => p.code)).toEqual([PaymentCode.TIP_VALUE_OVER_TOTAL]);
    const negative = edit(rows(2), 0, { value: -1 });
    expect(splitTip({ total: 1000, rows: negative }).problems.map((p) => p.code)).toEqual([PaymentCode.TIP_NEGATIVE]);
    const allManual = edit(edit(rows(2), 0, { value: 100 }), 1, { value: 100 });
    expect(splitTip({ total: 1000, rows: allManual }).problems.map((p) => p.code)).toEqual([PaymentCode.TIP_NOT_DISTRIBUTED]);
  });
});

describe('a technician with several services is one share', () => {
  // Anna did a manicure ($40) and a polish ($20); Bao a pedicure ($50).
  const bill: TipRowInput[] = [
    { technicianId: 'anna', segmentName: 'Manicure', price: 4000 },
    { technicianId: 'bao', segmentName: 'Pedicure', price: 5000 },
    { technicianId: 'anna', segmentName: 'Polish', price: 2000 },
  ];

  it('lists each technician once, their services under the name, in the order they first appear', () => {
    expect(tipTechnicians(bill)).toEqual([
      { technicianId: 'anna', segmentNames: ['Manicure', 'Polish'] },
      { technicianId: 'bao', segmentNames: ['Pedicure'] },
    ]);
  });

  it('shares equally per technician, then splits each share over their services by price, to the cent', () => {
    const r = splitTip({ total: 1001, rows: bill });
    expect(r.shares.map((s) => [s.technicianId, s.value, s.percent])).toEqual([['anna', 501, 50.05], ['bao', 500, 49.95]]);
    // Anna's 501 over 40:20 is 334 and 167; the stored rows stay per service, in the bill's order.
    expect(r.rows.map((x) => [x.technicianId, x.segmentName, x.value])).toEqual([['anna', 'Manicure', 334], ['bao', 'Pedicure', 500], ['anna', 'Polish', 167]]);
    expect(r).toMatchObject({ distributed: 1001, ok: true });
  });

  it('a typed share applies to the technician, and the rest goes to the others', () => {
    const r = splitTip({ total: 2000, rows: editTipShare({ rows: bill, technicianId: 'anna', edit: { value: 1500 } }) });
    expect(r.shares.map((s) => [s.value, s.manual])).toEqual([[1500, true], [500, false]]);
    expect(r.rows.map((x) => x.value)).toEqual([1000, 500, 500]);
  });

  it('a saved tip opens again with each technician holding what their rows add up to', () => {
    const saved = [
      { technicianId: 'anna', segmentName: 'Manicure', value: 800 },
      { technicianId: 'bao', segmentName: 'Pedicure', value: 800 },
      { technicianId: 'anna', segmentName: 'Polish', value: 400 },
    ];
    const again = tipRowsFromSaved(saved, (r) => bill.find((b) => b.segmentName === r.segmentName)?.price);
    const r = splitTip({ total: 2000, rows: again });
    expect(r.ok).toBe(true);
    expect(r.rows.map((x) => x.value)).toEqual([800, 800, 400]);
  });

  it('a saved tip reads one line per technician, what they got in all', () => {
    const saved = [
      { technicianId: 'anna', technicianName: 'Anna', value: 334 },
      { technicianId: 'bao', technicianName: 'Bao', value: 500 },
      { technicianId: 'anna', technicianName: 'Anna', value: 167 },
    ];
    expect(tipPerTechnician(saved)).toEqual([
      { technicianId: 'anna', technicianName: 'Anna', value: 501 },
      { technicianId: 'bao', technicianName: 'Bao', value: 500 },
    ]);
  });

  it('without prices the share is split equally, the odd cent to the first service', () => {
    expect(splitByLargestRemainder(101, [undefined, undefined])).toEqual([51, 50]);
    expect(splitByLargestRemainder(100, [0, 0, 0])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(10, [1, 2])).toEqual([3, 7]);
  });

  it('whatever the bill, the rows add up to the shares and the shares to the tip', () => {
    const row = fc.record({ technicianId: fc.constantFrom('a', 'b', 'c', 'd'), segmentName: fc.string({ maxLength: 5 }), price: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(row, { minLength: 1, maxLength: 12 }), (total, bill) => {
        const r = splitTip({ total, rows: bill });
        expect(r.ok).toBe(true);
        expect(r.rows.reduce((s, x) => s + x.value, 0)).toBe(total);
        expect(r.shares.reduce((s, x) => s + x.value, 0)).toBe(total);
        expect(new Set(r.shares.map((s) => s.technicianId)).size).toBe(r.shares.length);
        for (const share of r.shares) {
          expect(r.rows.filter((x) => x.technicianId === share.technicianId).reduce((s, x) => s + x.value, 0)).toBe(share.value);
        }
        expect(r.rows.every((x) => Number.isSafeInteger(x.value) && x.value >= 0)).toBe(true);
      }),
    );
  });
});
