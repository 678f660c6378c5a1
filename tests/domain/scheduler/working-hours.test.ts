import { describe, expect, it } from 'vitest';
import { WorkingType } from '../../../src/domain/api';
import { Coverage, coverage, dayBounds, daySlots, technicianDay, workingCells } from '../../../src/domain/scheduler/working-hours';
import { CONFIG, DATE, technician } from './fixtures';

describe('working hours', () => {
  it('widens the branch hours by the overtime on both sides', () => {
    expect(dayBounds({ config: CONFIG })).toEqual({ start: 420, end: 1080, workStart: 480, workEnd: 1020 });
    expect(dayBounds({ config: { startTime: '08:10', endTime: '17:00', workingOverTime: 0 } }).start).toBe(480);
    expect(dayBounds({ config: { startTime: '00:30', endTime: '23:50', workingOverTime: 120 } })).toMatchObject({ start: 0, end: 1440 });
  });

  it('cuts the day in 15-minute slots', () => {
    const slots = daySlots({ bounds: dayBounds({ config: CONFIG }) });
    expect(slots).toHaveLength(44);
    expect(slots[0]).toBe(420);
    expect(slots.at(-1)).toBe(1065);
  });

  it('marks shift cells working and break cells not, naming the break', () => {
    const cells = workingCells({ technician: technician({ id: 't1' }), date: DATE, bounds: dayBounds({ config: CONFIG }) });
    const at = (m: number) => cells.find((c) => c.start === m);
    expect(at(420)).toEqual({ start: 420, working: false, breakId: null });
    expect(at(480)?.working).toBe(true);
    expect(at(720)).toEqual({ start: 720, working: false, breakId: 't1-b' });
    expect(at(750)?.working).toBe(true);
    expect(at(1020)?.working).toBe(false);
  });

  it('merges back-to-back shifts so an appointment may span the seam', () => {
    const t = technician({
      id: 't',
      technicianWorkings: [
        { id: 'a', type: WorkingType.WORKING, startDate: `${DATE} 08:00`, endDate: `${DATE} 12:00`, note: null },
        { id: 'b', type: WorkingType.WORKING, startDate: `${DATE} 12:00`, endDate: `${DATE} 16:00`, note: null },
      ],
    });
    const day = technicianDay({ technician: t, date: DATE });
    expect(day.working).toEqual([{ start: 480, end: 960 }]);
    expect(coverage({ day, bounds: dayBounds({ config: CONFIG }), interval: { start: 700, end: 760 } })).toBe(Coverage.OK);
  });
});
