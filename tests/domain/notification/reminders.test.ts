import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../src/domain/api';
import { reminderAt, reminderDue, reminderWindowEnd, type ReminderCandidate } from '../../../src/domain/notification/reminders';

const ZONE = 'America/Toronto';
const H = 60 * 60_000;

function booking(start: string, over: Partial<ReminderCandidate> = {}): ReminderCandidate {
  return { status: BookingStatus.WAITING, confirm: true, startTime: new Date(start), remind: false, remindedStarts: [], ...over };
}

describe('reminderAt: the reminder hours before a booking on the branch wall clock', () => {
  it('is plain hours on an ordinary day', () => {
    expect(reminderAt(new Date('2026-11-21T19:00:00Z'), 24, ZONE)).toEqual(new Date('2026-11-20T19:00:00Z'));
    expect(reminderAt(new Date('2026-11-21T19:00:00Z'), 2, ZONE)).toEqual(new Date('2026-11-21T17:00:00Z'));
  });

  it('keeps the wall time across the fall-back change (25 real hours) and the spring-forward one (23)', () => {
    // Sunday 1 November 2026 10:00 EST; the day before 10:00 was EDT.
    expect(reminderAt(new Date('2026-11-01T15:00:00Z'), 24, ZONE)).toEqual(new Date('2026-10-31T14:00:00Z'));
    // Sunday 8 March 2026 10:00 EDT; the day before 10:00 was EST.
    expect(reminderAt(new Date('2026-03-08T14:00:00Z'), 24, ZONE)).toEqual(new Date('2026-03-07T15:00:00Z'));
    // A reminder falling in the skipped hour goes out when the clock reaches it (02:30 → 03:30 EDT).
    expect(reminderAt(new Date('2026-03-08T08:30:00Z'), 1, ZONE)).toEqual(new Date('2026-03-08T07:30:00Z'));
  });

  it('the database window is an hour wider than the hours, to hold the DST case', () => {
    const now = new Date('2026-10-31T14:00:00Z');
    expect(reminderWindowEnd(now, 24).getTime() - now.getTime()).toBe(25 * H);
    expect(new Date('2026-11-01T15:00:00Z').getTime()).toBeLessThanOrEqual(reminderWindowEnd(now, 24).getTime());
  });
});

describe('reminderDue', () => {
  const rule = (now: string, hours = 24) => ({ now: new Date(now), hours, timeZone: ZONE });

  it('is due from the reminder time until half an hour before the start', () => {
    const b = booking('2026-11-21T19:00:00Z');
    expect(reminderDue(b, rule('2026-11-20T18:59:00Z'))).toBe(false);
    expect(reminderDue(b, rule('2026-11-20T19:00:00Z'))).toBe(true);
    expect(reminderDue(b, rule('2026-11-21T18:30:00Z'))).toBe(true);
    expect(reminderDue(b, rule('2026-11-21T18:31:00Z'))).toBe(false);
  });

  it('across the fall-back night: 10:00 the day before, not 09:00', () => {
    const b = booking('2026-11-01T15:00:00Z');
    expect(reminderDue(b, rule('2026-10-31T13:59:00Z'))).toBe(false);
    expect(reminderDue(b, rule('2026-10-31T14:00:00Z'))).toBe(true);
  });

  it('a booking made inside the window is reminded at once, one made for within half an hour is not', () => {
    expect(reminderDue(booking('2026-11-20T21:00:00Z'), rule('2026-11-20T15:00:00Z'))).toBe(true);
    expect(reminderDue(booking('2026-11-20T15:20:00Z'), rule('2026-11-20T15:00:00Z'))).toBe(false);
  });

  it('only New and Waiting bookings the desk has confirmed', () => {
    const now = rule('2026-11-21T12:00:00Z');
    for (const status of [BookingStatus.CANCEL, BookingStatus.NO_SHOW, BookingStatus.COMPLETED, BookingStatus.CHECK_IN, BookingStatus.PROCESSING]) {
      expect(reminderDue(booking('2026-11-21T19:00:00Z', { status }), now)).toBe(false);
    }
    expect(reminderDue(booking('2026-11-21T19:00:00Z', { status: BookingStatus.NEW }), now)).toBe(true);
    expect(reminderDue(booking('2026-11-21T19:00:00Z', { status: BookingStatus.NEW, confirm: false }), now)).toBe(false);
  });

  it('once per start time: a moved booking is due again at its new time; a booking the desk marked reminded is not', () => {
    const now = rule('2026-11-21T12:00:00Z');
    expect(reminderDue(booking('2026-11-21T19:00:00Z', { remind: true, remindedStarts: [new Date('2026-11-21T19:00:00Z')] }), now)).toBe(false);
    expect(reminderDue(booking('2026-11-21T19:00:00Z', { remind: true, remindedStarts: [new Date('2026-11-21T16:00:00Z')] }), now)).toBe(true);
    expect(reminderDue(booking('2026-11-21T19:00:00Z', { remind: true }), now)).toBe(false);
  });

  it('0 reminder hours sends none', () => {
    expect(reminderDue(booking('2026-11-21T19:00:00Z'), rule('2026-11-21T18:00:00Z', 0))).toBe(false);
  });
});
