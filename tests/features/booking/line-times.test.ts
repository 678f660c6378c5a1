import { describe, expect, it } from 'vitest';
import { lineStartTimes, sequentialStarts } from '../../../src/features/booking/line-times';

describe('line times', () => {
  it('lays lines one after another from the start', () => {
    expect(sequentialStarts([30, 45, 0, 15], 600)).toEqual([600, 630, 675, 675]);
  });

  it('treats an empty duration as zero', () => {
    expect(sequentialStarts([null, 30], 600)).toEqual([600, 600]);
  });

  it('writes wall times and keeps fixed ones', () => {
    const lines = [
      { duration: 30, fixedStart: null },
      { duration: 60, fixedStart: '2026-03-10 15:00' },
      { duration: 15, fixedStart: null },
    ];
    expect(lineStartTimes(lines, '2026-03-10', 600)).toEqual(['2026-03-10 10:00', '2026-03-10 15:00', '2026-03-10 11:30']);
  });

  it('has no times without a start, except fixed ones', () => {
    expect(lineStartTimes([{ duration: 30, fixedStart: null }, { duration: 5, fixedStart: '2026-03-10 09:00' }], '2026-03-10', null)).toEqual([
      null,
      '2026-03-10 09:00',
    ]);
  });

  it('runs past midnight into the next day', () => {
    expect(lineStartTimes([{ duration: 90, fixedStart: null }, { duration: 30, fixedStart: null }], '2026-03-10', 23 * 60)).toEqual([
      '2026-03-10 23:00',
      '2026-03-11 00:30',
    ]);
  });
});
