import { describe, expect, it } from 'vitest';
import { resolveDayConfig } from '../../../src/domain/branchConfig';
import { problemsOf } from '../../../src/domain/schemas/problems';
import { configOn, DaySource, workedMinutes, workingDay, WorkType, type WorkingTimeConfig } from '../../../src/domain/technician/working-time';
import { notPastProblem, parseShiftsText, quickTimesheetValuesSchema, timeOffValuesSchema, workingTimeValuesSchema } from '../../../src/domain/technician/working-time-rules';

const BRANCH = { startTime: '09:00', endTime: '18:00' };
const day = (date: string, dateValues: Record<string, string> = {}) => resolveDayConfig(date, BRANCH, dateValues);
const config = (over: Partial<WorkingTimeConfig>): WorkingTimeConfig => ({
  id: 'c1', workType: WorkType.FULL_TIME, shifts: [], fromDate: '2026-11-20', toDate: null, applyDate: '2026-11-20', savedAt: 1, savedOrder: 1, ...over,
});

describe('a day of working time', () => {
  it('full time is the branch hours of that date, an override of the date included; a closed day has none', () => {
    const full = [config({})];
    expect(workingDay({ date: '2026-11-23', day: day('2026-11-23'), configs: full, timeOff: [], manual: null })).toMatchObject({
      source: DaySource.CONFIG, workType: WorkType.FULL_TIME, shifts: [{ start: '09:00', end: '18:00' }],
    });
    expect(workingDay({ date: '2026-11-24', day: day('2026-11-24', { startTime: '11:00' }), configs: full, timeOff: [], manual: null }).shifts).toEqual([{ start: '11:00', end: '18:00' }]);
    const holiday = workingDay({ date: '2026-12-25', day: day('2026-12-25', { isHoliday: 'true', holiday: 'Christmas' }), configs: full, timeOff: [], manual: null });
    expect(holiday).toMatchObject({ source: DaySource.CONFIG, shifts: [] });
  });

  it('shift work is its shifts, sorted; off is nothing; before the from date nothing governs', () => {
    const shifts = [config({ workType: WorkType.SHIFT, shifts: [{ start: '14:00', end: '18:00' }, { start: '09:00', end: '12:00' }] })];
    const d = workingDay({ date: '2026-11-21', day: day('2026-11-21'), configs: shifts, timeOff: [], manual: null });
    expect(d.shifts).toEqual([{ start: '09:00', end: '12:00' }, { start: '14:00', end: '18:00' }]);
    expect(workedMinutes(d.shifts)).toBe(420);
    expect(workingDay({ date: '2026-11-21', day: day('2026-11-21'), configs: [config({ workType: WorkType.OFF })], timeOff: [], manual: null }).shifts).toEqual([]);
    expect(workingDay({ date: '2026-11-19', day: day('2026-11-19'), configs: shifts, timeOff: [], manual: null }).source).toBe(DaySource.NONE);
  });

  it('a bounded range ends on its to date; an open one goes on', () => {
    const week = config({ toDate: '2026-11-26' });
    expect(configOn('2026-11-26', [week])?.id).toBe('c1');
    expect(configOn('2026-11-27', [week])).toBeNull();
    expect(configOn('2030-01-01', [config({})])?.id).toBe('c1');
  });

  it('the apply date: a later configuration takes over from it, the days before keep the earlier one', () => {
    const fullTime = config({ id: 'full', savedAt: 1 });
    const shifts = config({ id: 'shift', workType: WorkType.SHIFT, shifts: [{ start: '10:00', end: '14:00' }], fromDate: '2026-11-01', applyDate: '2026-11-25', savedAt: 2 });
    expect(configOn('2026-11-24', [fullTime, shifts])?.id).toBe('full');
    expect(configOn('2026-11-25', [fullTime, shifts])?.id).toBe('shift');
  });

  it('overlapping configurations: the one saved last wins on the days they share', () => {
    const open = config({ id: 'open', savedAt: 5 });
    const quickWeek = config({ id: 'week', workType: WorkType.OFF, fromDate: '2026-11-23', toDate: '2026-11-27', applyDate: '2026-11-23', savedAt: 9 });
    expect(configOn('2026-11-24', [quickWeek, open])?.id).toBe('week');
    expect(configOn('2026-11-30', [quickWeek, open])?.id).toBe('open');
    // Saved before the open one: the open one wins its days.
    expect(configOn('2026-11-24', [{ ...quickWeek, savedAt: 1 }, open])?.id).toBe('open');
    // Saved in the same millisecond: the order of saving decides.
    expect(configOn('2026-11-24', [{ ...quickWeek, savedAt: 5, savedOrder: 2 }, open])?.id).toBe('week');
    expect(configOn('2026-11-24', [{ ...quickWeek, savedAt: 5, savedOrder: 0 }, open])?.id).toBe('open');
  });

  it('time off wins over everything; the day own rows win only when saved after the configuration', () => {
    const timeOff = [{ id: 'off', type: 'PAID' as const, fromDate: '2026-11-21', toDate: '2026-11-21', note: null }];
    expect(workingDay({ date: '2026-11-21', day: day('2026-11-21'), configs: [config({})], timeOff, manual: { shifts: [{ start: '09:00', end: '10:00' }], savedAt: 99 } })).toMatchObject({
      source: DaySource.TIME_OFF, shifts: [], timeOff: { id: 'off', type: 'PAID' },
    });
    const manual = { shifts: [{ start: '12:00', end: '16:00' }], savedAt: 50 };
    expect(workingDay({ date: '2026-11-22', day: day('2026-11-22'), configs: [config({ savedAt: 10 })], timeOff, manual }).source).toBe(DaySource.MANUAL);
    expect(workingDay({ date: '2026-11-22', day: day('2026-11-22'), configs: [config({ savedAt: 60 })], timeOff, manual }).source).toBe(DaySource.CONFIG);
    expect(workingDay({ date: '2026-11-22', day: day('2026-11-22'), configs: [], timeOff: [], manual }).shifts).toEqual(manual.shifts);
  });
});

describe('the working-time forms', () => {
  const valid = { workType: WorkType.SHIFT, shifts: [{ start: '09:00', end: '12:00' }], fromDate: '2026-11-20', toDate: '', applyDate: '2026-11-20' };

  it('shift work needs a shift; required fields say "This fill is required"', () => {
    expect(problemsOf(workingTimeValuesSchema, valid)).toEqual({});
    expect(problemsOf(workingTimeValuesSchema, { ...valid, shifts: [] })).toEqual({ shifts: { code: 'SHIFTS_REQUIRED' } });
    expect(problemsOf(workingTimeValuesSchema, { ...valid, workType: WorkType.FULL_TIME, shifts: [] })).toEqual({});
    expect(problemsOf(workingTimeValuesSchema, { ...valid, fromDate: '', applyDate: '', shifts: [{ start: '', end: '10:00' }] })).toEqual({
      fromDate: { code: 'FILL_REQUIRED' }, applyDate: { code: 'FILL_REQUIRED' }, 'shifts.0.start': { code: 'FILL_REQUIRED' },
    });
  });

  it('shifts step by 15 minutes, end after they start and do not overlap; to date not before from date', () => {
    expect(problemsOf(workingTimeValuesSchema, { ...valid, shifts: [{ start: '09:10', end: '12:00' }] })).toEqual({ 'shifts.0.start': { code: 'QUARTER_HOUR' } });
    expect(problemsOf(workingTimeValuesSchema, { ...valid, shifts: [{ start: '12:00', end: '09:00' }] })).toEqual({ 'shifts.0.end': { code: 'SHIFT_ORDER' } });
    expect(problemsOf(workingTimeValuesSchema, { ...valid, shifts: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] })).toEqual({ 'shifts.1.start': { code: 'SHIFT_OVERLAP' } });
    expect(problemsOf(workingTimeValuesSchema, { ...valid, toDate: '2026-11-19' })).toMatchObject({ toDate: { code: 'DATE_ORDER' } });
  });

  it('quick timesheet: to date must be greater than from date; time off may be one day', () => {
    const quick = { technicianId: '7d7c2f4e-58a4-4f36-9d5c-7bb3c4a1f001', workType: WorkType.FULL_TIME, shifts: [], fromDate: '2026-11-23', toDate: '2026-11-23' };
    expect(problemsOf(quickTimesheetValuesSchema, quick)).toEqual({ toDate: { code: 'TO_DATE_AFTER_FROM' } });
    expect(problemsOf(quickTimesheetValuesSchema, { ...quick, toDate: '2026-11-27' })).toEqual({});
    expect(problemsOf(quickTimesheetValuesSchema, { ...quick, technicianId: '' })).toMatchObject({ technicianId: { code: 'FILL_REQUIRED' } });
    const off = { technicianId: quick.technicianId, type: 'UNPAID', fromDate: '2026-11-23', toDate: '2026-11-23', note: '' };
    expect(problemsOf(timeOffValuesSchema, off)).toEqual({});
    expect(problemsOf(timeOffValuesSchema, { ...off, toDate: '2026-11-22' })).toEqual({ toDate: { code: 'DATE_ORDER' } });
  });

  it('a change starts today or later in the branch; shifts travel as one text line', () => {
    expect(notPastProblem('2026-11-19', '2026-11-20')).toEqual({ code: 'DATE_PAST' });
    expect(notPastProblem('2026-11-20', '2026-11-20')).toBeUndefined();
    expect(parseShiftsText('09:00-12:00, 13:00-17:00')).toEqual([{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }]);
    expect(parseShiftsText('')).toEqual([]);
  });
});
