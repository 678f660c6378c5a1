import { describe, expect, it } from 'vitest';
import { resolveDayConfig } from '../../../src/domain/branchConfig';
import { DateSwitch, dateConfigEntries, dateConfigValuesSchema, EMPTY_DATE_CONFIG_VALUES } from '../../../src/domain/branch/date-config';
import { rangeProblem, datesOf } from '../../../src/domain/branch/date-range';
import { holidayValuesSchema } from '../../../src/domain/branch/holiday';
import { systemSettingsEntries, systemSettingsSchema } from '../../../src/domain/branch/system-settings';
import { weekdayOf, workingWeekEntries, workingWeekOf, workingWeekSchema, WEEKDAYS } from '../../../src/domain/branch/working-time';
import { problemsOf } from '../../../src/domain/schemas/problems';

// 2026-11-20 is a Friday; 2026-11-22 a Sunday; 2026-11-23 a Monday.
const FRIDAY = '2026-11-20';
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';

describe('a day of a branch with working time per weekday', () => {
  const branch = { startTime: '09:00', endTime: '19:00', WORKING_TIME_MONDAY: '10:00-18:30', WORKING_TIME_SUNDAY: 'CLOSED' };

  it('knows the weekday of a date whatever the host zone', () => {
    expect([FRIDAY, SUNDAY, MONDAY, '2024-02-29'].map(weekdayOf)).toEqual(['FRIDAY', 'SUNDAY', 'MONDAY', 'THURSDAY']);
  });

  it('takes a weekday’s own hours, else the branch’s, else 08:00–17:00', () => {
    expect(resolveDayConfig(MONDAY, branch, {})).toMatchObject({ startTime: '10:00', endTime: '18:30', isHoliday: false });
    expect(resolveDayConfig(FRIDAY, branch, {})).toMatchObject({ startTime: '09:00', endTime: '19:00', isHoliday: false });
    expect(resolveDayConfig(FRIDAY, {}, {})).toMatchObject({ startTime: '08:00', endTime: '17:00' });
  });

  it('lets a date override its weekday', () => {
    expect(resolveDayConfig(MONDAY, branch, { startTime: '12:00' })).toMatchObject({ startTime: '12:00', endTime: '18:30' });
  });

  it('reads a closed weekday as a closed day, as a holiday, unless the date sets hours of its own', () => {
    expect(resolveDayConfig(SUNDAY, branch, {})).toMatchObject({ isHoliday: true, holiday: null });
    expect(resolveDayConfig(SUNDAY, branch, { startTime: '11:00', endTime: '15:00' })).toMatchObject({ isHoliday: false, startTime: '11:00', endTime: '15:00' });
    expect(resolveDayConfig(MONDAY, branch, { isHoliday: 'true', holiday: 'Family Day' })).toMatchObject({ isHoliday: true, holiday: 'Family Day' });
  });

  it('ignores a weekday value it cannot read', () => {
    expect(resolveDayConfig(MONDAY, { WORKING_TIME_MONDAY: '18:00-09:00' }, {})).toMatchObject({ startTime: '08:00', endTime: '17:00', isHoliday: false });
  });

  it('keeps MINUTE_OVERLAP at 0 while multitasking, from the branch or the date', () => {
    expect(resolveDayConfig(FRIDAY, { MULTITASK: 'true', MINUTE_OVERLAP: '10' }, {}).MINUTE_OVERLAP).toBe(0);
    expect(resolveDayConfig(FRIDAY, { MULTITASK: 'false', MINUTE_OVERLAP: '10' }, { MULTITASK: 'true' }).MINUTE_OVERLAP).toBe(0);
    expect(resolveDayConfig(FRIDAY, { MULTITASK: 'true', MINUTE_OVERLAP: '10' }, { MULTITASK: 'false' }).MINUTE_OVERLAP).toBe(10);
  });
});

describe('the working-time form', () => {
  const week = workingWeekOf({ WORKING_TIME_SUNDAY: 'CLOSED' }, { startTime: '08:00', endTime: '17:00' });

  it('starts every weekday at the default hours, a closed one closed', () => {
    expect(week.days).toHaveLength(7);
    expect(week.days[0]).toEqual({ weekday: 'MONDAY', open: true, startTime: '08:00', endTime: '17:00' });
    expect(week.days[6]).toEqual({ weekday: 'SUNDAY', open: false, startTime: '08:00', endTime: '17:00' });
    expect(workingWeekEntries(week)).toMatchObject({ WORKING_TIME_MONDAY: '08:00-17:00', WORKING_TIME_SUNDAY: 'CLOSED' });
  });

  it('refuses times off the 15-minute grid and an end before the start, on open days only', () => {
    const days = week.days.map((d) => (d.weekday === 'MONDAY' ? { ...d, startTime: '08:10' } : d.weekday === 'TUESDAY' ? { ...d, endTime: '07:00' } : d));
    expect(problemsOf(workingWeekSchema, { days })).toEqual({ 'days.0.startTime': { code: 'TIME_INVALID' }, 'days.1.endTime': { code: 'TIME_INVALID' } });
    const closedWrong = week.days.map((d) => (d.weekday === 'SUNDAY' ? { ...d, startTime: 'x' } : d));
    expect(problemsOf(workingWeekSchema, { days: closedWrong })).toEqual({});
    expect(problemsOf(workingWeekSchema, { days: week.days.slice(1) })).toEqual({ days: { code: 'INVALID' } });
    expect(WEEKDAYS[0]).toBe('MONDAY');
  });
});

describe('dates, holidays, settings by date and system settings', () => {
  it('checks a range: the end on or after the start, at most a year', () => {
    expect(rangeProblem({ from: MONDAY, to: MONDAY })).toBeNull();
    expect(rangeProblem({ from: MONDAY, to: FRIDAY })).toEqual({ field: 'to', problem: { code: 'DATE_INVALID' } });
    expect(rangeProblem({ from: '', to: '' })).toEqual({ field: 'from', problem: { code: 'REQUIRED' } });
    expect(rangeProblem({ from: '2026-01-01', to: '2027-01-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2027-01-02' })).toEqual({ field: 'to', problem: { code: 'NUMBER_TOO_LARGE', max: 366 } });
    expect(datesOf({ from: '2026-12-30', to: '2027-01-02' })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('checks a holiday’s dates and note', () => {
    expect(problemsOf(holidayValuesSchema, { from: SUNDAY, to: MONDAY, note: 'Long weekend' })).toEqual({});
    expect(problemsOf(holidayValuesSchema, { from: '2026-02-30', to: '', note: 'x'.repeat(201) })).toEqual({ from: { code: 'DATE_INVALID' }, note: { code: 'TOO_LONG', max: 200 } });
  });

  it('writes only what a date sets, and the overlap 0 when multitasking is on', () => {
    const values = { ...EMPTY_DATE_CONFIG_VALUES, from: MONDAY, to: MONDAY, multitask: DateSwitch.ON, minuteOverlap: 15, startTime: '10:00' };
    expect(dateConfigEntries(values)).toEqual({ MULTITASK: 'true', MINUTE_OVERLAP: '0', startTime: '10:00' });
    expect(dateConfigEntries({ ...values, multitask: DateSwitch.OFF })).toEqual({ MULTITASK: 'false', MINUTE_OVERLAP: '15', startTime: '10:00' });
    expect(dateConfigEntries({ ...EMPTY_DATE_CONFIG_VALUES, from: MONDAY, to: MONDAY })).toEqual({});
    expect(problemsOf(dateConfigValuesSchema, { ...values, startTime: '10:00', endTime: '09:00', workingOverTime: 500 })).toEqual({
      endTime: { code: 'TIME_INVALID' }, workingOverTime: { code: 'NUMBER_TOO_LARGE', max: 240 },
    });
  });

  it('checks system settings: whole hours and minutes, overlap ignored under multitasking (the taxes are the branch form\'s)', () => {
    const settings = { reminderHours: 24, startTime: '08:00', endTime: '17:00', multitask: false, minuteOverlap: 10, printBillSlip: true, confirmBookingOnline: false, cardTipsInCash: false, walkInTurns: false, fullTurnPrice: null };
    expect(problemsOf(systemSettingsSchema, settings)).toEqual({});
    expect(problemsOf(systemSettingsSchema, { ...settings, reminderHours: 1.5, minuteOverlap: null })).toEqual({
      reminderHours: { code: 'WHOLE_NUMBER' }, minuteOverlap: { code: 'REQUIRED' },
    });
    expect(problemsOf(systemSettingsSchema, { ...settings, multitask: true, minuteOverlap: null })).toEqual({});
    expect(systemSettingsEntries({ ...settings, multitask: true })).toMatchObject({ MULTITASK: 'true', MINUTE_OVERLAP: '0', REMINDER_HOURS: '24' });
    expect(systemSettingsEntries(settings)).not.toHaveProperty('HST');
    expect(systemSettingsEntries({ ...settings, cardTipsInCash: true })).toMatchObject({ CARD_TIPS_IN_CASH: 'true' });
  });

  it('asks the full-turn price only while the walk-in turn list is on, in whole cents', () => {
    const settings = { reminderHours: 24, startTime: '08:00', endTime: '17:00', multitask: false, minuteOverlap: 10, printBillSlip: true, confirmBookingOnline: false, cardTipsInCash: false, walkInTurns: true, fullTurnPrice: 3500 };
    expect(problemsOf(systemSettingsSchema, settings)).toEqual({});
    expect(problemsOf(systemSettingsSchema, { ...settings, fullTurnPrice: null })).toEqual({ fullTurnPrice: { code: 'REQUIRED' } });
    expect(problemsOf(systemSettingsSchema, { ...settings, fullTurnPrice: -1 })).toEqual({ fullTurnPrice: { code: 'NUMBER_TOO_SMALL', min: 0 } });
    expect(problemsOf(systemSettingsSchema, { ...settings, walkInTurns: false, fullTurnPrice: null })).toEqual({});
    expect(systemSettingsEntries(settings)).toMatchObject({ WALK_IN_TURNS: 'true', FULL_TURN_PRICE: '3500' });
  });
});
