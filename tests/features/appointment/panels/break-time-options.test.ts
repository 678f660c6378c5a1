import { describe, expect, it } from 'vitest';
import type { ScheduleTechnician } from '../../../../src/domain/api';
import {
  BreakRangeProblem,
  breakTimeOptions,
  checkBreakRange,
  initialBreakRange,
} from '../../../../src/features/appointment/panels/break-time-options';

const DATE = '2026-11-20';
const config = { startTime: '08:00', endTime: '17:00', workingOverTime: 0 };
const h = (hh: number, mm = 0) => hh * 60 + mm;

function tech(workings: ScheduleTechnician['technicianWorkings']): Pick<ScheduleTechnician, 'technicianWorkings'> {
  return { technicianWorkings: workings };
}

const shift = (id: string, from: string, to: string, type: 'WORKING' | 'BREAK_PAID' | 'BREAK_UNPAID' = 'WORKING') => ({
  id,
  type,
  startDate: `${DATE} ${from}`,
  endDate: `${DATE} ${to}`,
  note: null,
});

describe('break time options', () => {
  it('offers 15-minute edges inside the shift, clipped to the day', () => {
    const o = breakTimeOptions({ technician: tech([shift('w', '07:00', '10:00')]), date: DATE, config });
    expect(o.starts[0]).toBe(h(8));
    expect(o.starts[o.starts.length - 1]).toBe(h(9, 45));
    expect(o.ends[0]).toBe(h(8, 15));
    expect(o.ends[o.ends.length - 1]).toBe(h(10));
    expect(o.starts.every((m) => m % 15 === 0)).toBe(true);
  });

  it('offers no start inside an existing break', () => {
    const o = breakTimeOptions({ technician: tech([shift('w', '09:00', '12:00'), shift('b', '10:00', '10:30', 'BREAK_PAID')]), date: DATE, config });
    expect(o.starts).not.toContain(h(10));
    expect(o.starts).not.toContain(h(10, 15));
    expect(o.starts).toContain(h(10, 30));
  });

  it('opens on the asked slot, one slot long, or the nearest earlier start', () => {
    const o = breakTimeOptions({ technician: tech([shift('w', '09:00', '12:00')]), date: DATE, config });
    expect(initialBreakRange(o, `${DATE} 10:20`, DATE)).toEqual({ start: h(10, 15), end: h(10, 30) });
    expect(initialBreakRange(o, `${DATE} 08:00`, DATE)).toEqual({ start: h(9), end: h(9, 15) });
    expect(initialBreakRange(o, `${DATE} 16:00`, DATE)).toEqual({ start: h(11, 45), end: h(12) });
    expect(initialBreakRange(o, 'junk', DATE)).toEqual({ start: h(9), end: h(9, 15) });
  });

  it('has nothing to offer a technician with no working time', () => {
    const o = breakTimeOptions({ technician: tech([]), date: DATE, config });
    expect(o.starts).toEqual([]);
    expect(initialBreakRange(o, `${DATE} 10:00`, DATE)).toBeNull();
  });

  it('checks the end is after the start, inside one shift, clear of other breaks', () => {
    const o = breakTimeOptions({
      technician: tech([shift('a', '09:00', '11:00'), shift('b', '13:00', '16:00'), shift('x', '14:00', '14:30', 'BREAK_UNPAID')]),
      date: DATE,
      config,
    });
    expect(checkBreakRange(o, { start: h(10), end: h(10) })).toBe(BreakRangeProblem.END_NOT_AFTER_START);
    expect(checkBreakRange(o, { start: h(10), end: h(9, 45) })).toBe(BreakRangeProblem.END_NOT_AFTER_START);
    expect(checkBreakRange(o, { start: h(10, 30), end: h(13, 15) })).toBe(BreakRangeProblem.OUTSIDE_SHIFT);
    expect(checkBreakRange(o, { start: h(13, 45), end: h(14, 15) })).toBe(BreakRangeProblem.OVERLAPS_BREAK);
    expect(checkBreakRange(o, { start: h(13, 30), end: h(14) })).toBeNull();
  });
});
