import { describe, expect, it } from 'vitest';
import { clipAndMerge, WorkSource, workingDayMinutes, type Span } from '../../../src/domain/report/technician-working';

const at = (time: string) => new Date(`2026-12-01T${time}:00Z`).getTime();
const span = (from: string, to: string): Span => ({ start: at(from), end: at(to) });
const day = span('00:00', '23:59');

describe('a technician’s working day', () => {
  it('merges overlapping spans and cuts them to the day', () => {
    expect(clipAndMerge([span('10:00', '12:00'), span('11:00', '13:00'), span('13:00', '14:00'), span('20:00', '21:00')], span('09:00', '20:30'))).toEqual([
      span('10:00', '14:00'),
      span('20:00', '20:30'),
    ]);
  });

  it('counts the recorded spans, and the breaks only within them', () => {
    const minutes = workingDayMinutes({
      day,
      recorded: [span('09:00', '13:00'), span('14:00', '18:00')],
      scheduled: [span('08:00', '20:00')],
      paidBreaks: [span('10:00', '10:15')],
      // Half of it falls between the two spans, when the technician was not working anyway.
      unpaidBreaks: [span('12:30', '13:30')],
    });
    expect(minutes).toEqual({ source: WorkSource.TIME_SHEET, worked: 480, paidBreaks: 15, unpaidBreaks: 30, paidTime: 450 });
  });

  it('counts the schedule where nothing is recorded, and nothing where neither is', () => {
    expect(workingDayMinutes({ day, recorded: [], scheduled: [span('10:00', '14:00')], paidBreaks: [], unpaidBreaks: [span('12:00', '12:45')] })).toEqual({
      source: WorkSource.SCHEDULE,
      worked: 240,
      paidBreaks: 0,
      unpaidBreaks: 45,
      paidTime: 195,
    });
    expect(workingDayMinutes({ day, recorded: [], scheduled: [], paidBreaks: [span('12:00', '12:15')], unpaidBreaks: [] }).worked).toBe(0);
  });
});
