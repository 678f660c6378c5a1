import { describe, expect, it } from 'vitest';
import { PaymentCode } from '../../src/domain/bill/codes';
import { editTipRow, resetTipRows, splitTip, type TipRowInput } from '../../src/domain/tip';

const rows = (n: number): TipRowInput[] => Array.from({ length: n }, (_, i) => ({ technicianId: `t${i}`, segmentName: `s${i}` }));

describe('splitTip', () => {
  it('splits equally, giving leftover cents to the first rows', () => {
    const r = splitTip({ total: 1000, rows: rows(3) });
    expect(r.rows.map((x) => x.value)).toEqual([334, 333, 333]);
    expect(r.rows.map((x) => x.percent)).toEqual([33.4, 33.3, 33.3]);
    expect(r).toMatchObject({ distributed: 1000, ok: true });
  });

  it('keeps manual rows and spreads the rest over the others', () => {
    const edited = editTipRow({ rows: rows(3), index: 1, edit: { value: 500 } });
    expect(splitTip({ total: 1001, rows: edited }).rows.map((x) => [x.value, x.manual])).toEqual([[251, false], [500, true], [250, false]]);
    const byPercent = editTipRow({ rows: rows(2), index: 0, edit: { percent: 25 } });
    expect(splitTip({ total: 1000, rows: byPercent }).rows.map((x) => x.value)).toEqual([250, 750]);
    expect(resetTipRows({ rows: byPercent })).toEqual(rows(2));
  });

  it('validates the total, percents and values', () => {
    expect(splitTip({ total: 0, rows: rows(2) }).problems[0]).toMatchObject({ code: PaymentCode.TIP_VALUE_REQUIRED, message: 'Input tip value!' });
    const over = editTipRow({ rows: rows(2), index: 0, edit: { percent: 120 } });
    expect(splitTip({ total: 1000, rows: over }).problems.map((p) => p.code)).toContain(PaymentCode.TIP_PERCENT_OVER_100);
    const tooMuch = editTipRow({ rows: rows(2), index: 0, edit: { value: 1500 } });
    expect(splitTip({ total: 1000, rows: tooMuch }).problems.map((p) => p.code)).toEqual([PaymentCode.TIP_VALUE_OVER_TOTAL]);
    const negative = editTipRow({ rows: rows(2), index: 0, edit: { value: -1 } });
    expect(splitTip({ total: 1000, rows: negative }).problems.map((p) => p.code)).toEqual([PaymentCode.TIP_NEGATIVE]);
    const allManual = editTipRow({ rows: editTipRow({ rows: rows(2), index: 0, edit: { value: 100 } }), index: 1, edit: { value: 100 } });
    expect(splitTip({ total: 1000, rows: allManual }).problems.map((p) => p.code)).toEqual([PaymentCode.TIP_NOT_DISTRIBUTED]);
  });
});
