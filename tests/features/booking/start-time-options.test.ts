import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../src/domain/api';
import {
  dateLimits,
  defaultStartMinute,
  latestStartMinute,
  roundUpToSlot,
  startTimeMinutes,
  startTimeOptions,
} from '../../../src/features/booking/start-time-options';
import { CONFIG } from './fixtures';

describe('start time options', () => {
  it('steps 15 minutes through the day widened by overtime, leaving a minute before the end', () => {
    const minutes = startTimeMinutes({ config: CONFIG, maxMinute: null, current: null });
    expect(minutes[0]).toBe(8 * 60);
    expect(minutes[minutes.length - 1]).toBe(18 * 60 + 45);
    expect(minutes).not.toContain(19 * 60);
    expect(minutes.every((m, i) => i === 0 || m - (minutes[i - 1] ?? 0) === 15)).toBe(true);
  });

  it('uses the plain hours without overtime', () => {
    const minutes = startTimeMinutes({ config: { ...CONFIG, workingOverTime: 0 }, maxMinute: null, current: null });
    expect(minutes[0]).toBe(9 * 60);
    expect(minutes[minutes.length - 1]).toBe(17 * 60 + 45);
  });

  it('stops at the latest allowed minute', () => {
    const minutes = startTimeMinutes({ config: CONFIG, maxMinute: 10 * 60 + 7, current: null });
    expect(minutes[minutes.length - 1]).toBe(10 * 60);
  });

  it('keeps the current time listed even off the grid', () => {
    const minutes = startTimeMinutes({ config: CONFIG, maxMinute: null, current: 10 * 60 + 7 });
    expect(minutes).toContain(607);
    expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
  });

  it('labels options HH:mm with the minute as value', () => {
    expect(startTimeOptions({ config: CONFIG, maxMinute: 8 * 60 + 15, current: null })).toEqual([
      { value: '480', label: '08:00' },
      { value: '495', label: '08:15' },
    ]);
  });

  it('rounds now up to the next slot', () => {
    expect(roundUpToSlot(600)).toBe(600);
    expect(roundUpToSlot(601)).toBe(615);
    expect(roundUpToSlot(614)).toBe(615);
  });

  it('limits a Processing booking to now, on today only', () => {
    expect(latestStartMinute({ status: BookingStatus.PROCESSING, date: '2026-03-10', today: '2026-03-10', nowMinute: 700 })).toBe(700);
    expect(latestStartMinute({ status: BookingStatus.PROCESSING, date: '2026-03-09', today: '2026-03-10', nowMinute: 700 })).toBeNull();
    expect(latestStartMinute({ status: BookingStatus.WAITING, date: '2026-03-10', today: '2026-03-10', nowMinute: 700 })).toBeNull();
  });

  it('defaults a new booking to now on today and to the opening hour otherwise', () => {
    expect(defaultStartMinute({ config: CONFIG, date: '2026-03-10', today: '2026-03-10', nowMinute: 10 * 60 + 2 })).toBe(615);
    expect(defaultStartMinute({ config: CONFIG, date: '2026-03-10', today: '2026-03-10', nowMinute: 60 })).toBe(8 * 60);
    expect(defaultStartMinute({ config: CONFIG, date: '2026-03-11', today: '2026-03-10', nowMinute: 700 })).toBe(9 * 60);
  });
});

describe('date limits', () => {
  const base = { isNew: false, status: BookingStatus.WAITING, savedDate: '2026-03-10', today: '2026-03-10', readOnly: false, hasCompletedGuest: false, canAdmin: false };

  it('leaves a new booking free', () => {
    expect(dateLimits({ ...base, isNew: true, status: null })).toEqual({ maxDate: null, disabled: false });
  });

  it('caps a past booking at yesterday', () => {
    expect(dateLimits({ ...base, savedDate: '2026-03-01' }).maxDate).toBe('2026-03-09');
  });

  it('keeps a started booking from moving past today', () => {
    expect(dateLimits({ ...base, status: BookingStatus.PROCESSING }).maxDate).toBe('2026-03-10');
  });

  it('disables the date of a completed booking unless admin', () => {
    expect(dateLimits({ ...base, status: BookingStatus.COMPLETED }).disabled).toBe(true);
    expect(dateLimits({ ...base, hasCompletedGuest: true }).disabled).toBe(true);
    expect(dateLimits({ ...base, hasCompletedGuest: true, canAdmin: true }).disabled).toBe(false);
    expect(dateLimits({ ...base, readOnly: true, canAdmin: true }).disabled).toBe(true);
  });
});
