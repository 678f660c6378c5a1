import { describe, expect, it } from 'vitest';
import { formDayOf, FormDaySource } from '../../../src/features/booking/form-day';
import { CAL, CONFIG, TECHNICIANS } from './fixtures';

const board = { date: '2026-03-10', config: CONFIG, technicians: TECHNICIANS };
const hours = { startTime: '10:00', endTime: '18:00', workingOverTime: 0 };
const otherDay = { config: { ...CONFIG, startTime: '07:00' }, technicians: [CAL], fetchedAt: 1 };

describe('the booking form’s day', () => {
  it('is the board’s own day while the form shows the board’s date', () => {
    const day = formDayOf({ date: '2026-03-10', board, stored: otherDay, loading: true, fallbackHours: hours });
    expect(day).toMatchObject({ source: FormDaySource.BOARD, config: CONFIG, technicians: TECHNICIANS });
  });

  it('follows another date through that day’s stored copy, even while a fresher one loads', () => {
    const day = formDayOf({ date: '2026-03-12', board, stored: otherDay, loading: true, fallbackHours: hours });
    expect(day).toMatchObject({ date: '2026-03-12', source: FormDaySource.STORED, config: otherDay.config, technicians: [CAL] });
  });

  it('waits for the server for a day not stored, with the board’s technicians and the branch’s hours meanwhile', () => {
    const loading = formDayOf({ date: '2026-03-12', board, stored: null, loading: true, fallbackHours: hours });
    expect(loading).toMatchObject({ source: FormDaySource.LOADING, config: hours, technicians: TECHNICIANS });
    expect(formDayOf({ date: '2026-03-12', board, stored: undefined, loading: false, fallbackHours: hours }).source).toBe(FormDaySource.LOADING);
  });

  it('knows a closed day from the board or the stored copy, never from a fallback of another day', () => {
    const closed = { ...CONFIG, isHoliday: true, holiday: 'Christmas Day' };
    expect(formDayOf({ date: '2026-03-12', board, stored: { ...otherDay, config: closed }, loading: false, fallbackHours: hours }).config).toMatchObject({ isHoliday: true, holiday: 'Christmas Day' });
    // The board's own config handed over as the fallback hours: its holiday is its own date's.
    const fallback = formDayOf({ date: '2026-03-12', board, stored: null, loading: false, fallbackHours: closed }).config;
    expect(fallback).toEqual({ startTime: closed.startTime, endTime: closed.endTime, workingOverTime: closed.workingOverTime });
  });

  it('says so when the day is not stored and cannot be loaded', () => {
    const day = formDayOf({ date: '2026-03-12', board, stored: null, loading: false, fallbackHours: hours });
    expect(day).toMatchObject({ source: FormDaySource.NOT_STORED, config: hours, technicians: TECHNICIANS });
    // Opened without a board (from Needs attention): nobody to offer but the stored day's.
    expect(formDayOf({ date: '2026-03-12', board: null, stored: null, loading: false, fallbackHours: hours }).technicians).toEqual([]);
    // A copy with the hours but not yet the technicians keeps its hours.
    const half = formDayOf({ date: '2026-03-12', board: null, stored: { ...otherDay, technicians: null }, loading: false, fallbackHours: hours });
    expect(half).toMatchObject({ source: FormDaySource.NOT_STORED, config: otherDay.config });
  });
});
