import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../src/domain/api';
import {
  backStatusOf,
  bookingStatusOf,
  canCancel,
  canCheckIn,
  canNoShow,
  canStart,
  isGuestReadOnly,
  progressOf,
  statusChangeRefusal,
  statusForNewGuest,
} from '../../../src/domain/booking/status';
import { ErrorCode } from '../../../src/domain/errors';

const { NEW, WAITING, CHECK_IN, PROCESSING, COMPLETED, CANCEL, NO_SHOW } = BookingStatus;
const ALL = [NEW, WAITING, CHECK_IN, PROCESSING, COMPLETED, CANCEL, NO_SHOW];
const holders = (pred: (s: BookingStatus) => boolean) => ALL.filter(pred);

/** Today, at 10:00, on a day that opens at 09:00. */
const TODAY = { date: '2026-11-20', today: '2026-11-20', nowMinute: 600, dayStartMinute: 540 };

describe('guest status rules', () => {
  it('Completed, Cancel and NoShow guests are read-only', () => {
    expect(holders(isGuestReadOnly)).toEqual([COMPLETED, CANCEL, NO_SHOW]);
  });

  it('which statuses allow cancel, no-show, check-in and start', () => {
    // Completed and Processing guests cannot be cancelled (spec §4).
    expect(holders(canCancel)).toEqual([NEW, WAITING, CHECK_IN]);
    expect(holders(canNoShow)).toEqual([NEW, WAITING]);
    expect(holders(canCheckIn)).toEqual([WAITING]);
    expect(holders(canStart)).toEqual([WAITING, CHECK_IN]);
  });

  it('back: CheckIn to Waiting, Processing to CheckIn only while no bill is linked', () => {
    expect(backStatusOf(CHECK_IN, false)).toBe(WAITING);
    expect(backStatusOf(CHECK_IN, true)).toBe(WAITING);
    expect(backStatusOf(PROCESSING, false)).toBe(CHECK_IN);
    expect(backStatusOf(PROCESSING, true)).toBeNull();
    for (const s of [NEW, WAITING, COMPLETED, CANCEL, NO_SHOW]) {
      expect(backStatusOf(s, false), s).toBeNull();
      expect(backStatusOf(s, true), s).toBeNull();
    }
  });
});

describe('statusChangeRefusal', () => {
  const refusal = (from: BookingStatus, to: BookingStatus, at: Partial<typeof TODAY> = {}) => statusChangeRefusal({ from, to, ...TODAY, ...at });

  it('allows nothing-changes and the menu’s transitions, refuses the rest', () => {
    for (const s of ALL) expect(refusal(s, s), s).toBeNull();
    const allowed: Record<string, BookingStatus[]> = {
      [CANCEL]: [NEW, WAITING, CHECK_IN],
      [NO_SHOW]: [NEW, WAITING],
      [CHECK_IN]: [WAITING],
      [PROCESSING]: [WAITING, CHECK_IN],
      [NEW]: [],
      [WAITING]: [],
      [COMPLETED]: [],
    };
    for (const to of ALL) {
      for (const from of ALL.filter((s) => s !== to)) {
        const expected = allowed[to]?.includes(from) ? null : ErrorCode.STATUS_NOT_ALLOWED;
        expect(refusal(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('starts only on today’s date and not before the schedule opens', () => {
    expect(refusal(WAITING, PROCESSING, { date: '2026-11-21' })).toBe(ErrorCode.ACTION_NOT_NOW);
    expect(refusal(CHECK_IN, PROCESSING, { date: '2026-11-19' })).toBe(ErrorCode.ACTION_NOT_NOW);
    expect(refusal(WAITING, PROCESSING, { nowMinute: 539 })).toBe(ErrorCode.ACTION_NOT_NOW);
    expect(refusal(WAITING, PROCESSING, { nowMinute: 540 })).toBeNull();
    // A status that cannot start says so, whatever the time.
    expect(refusal(COMPLETED, PROCESSING, { date: '2026-11-21' })).toBe(ErrorCode.STATUS_NOT_ALLOWED);
    // Other changes do not depend on the date or the hour.
    expect(refusal(WAITING, CANCEL, { date: '2026-11-19', nowMinute: 0 })).toBeNull();
    expect(refusal(WAITING, CHECK_IN, { date: '2026-11-21', nowMinute: 0 })).toBeNull();
  });
});

describe('statuses of new guests and of bookings', () => {
  it('a guest added to a booking dated before today is already Processing', () => {
    expect(statusForNewGuest('2026-11-19', '2026-11-20')).toBe(PROCESSING);
    expect(statusForNewGuest('2026-11-20', '2026-11-20')).toBe(WAITING);
    expect(statusForNewGuest('2026-11-21', '2026-11-20')).toBe(WAITING);
  });

  it('the booking shows the least advanced guest still on the schedule', () => {
    expect(bookingStatusOf([PROCESSING, WAITING])).toBe(WAITING);
    expect(bookingStatusOf([CHECK_IN, PROCESSING, COMPLETED])).toBe(CHECK_IN);
    expect(bookingStatusOf([NEW, WAITING])).toBe(NEW);
    expect(bookingStatusOf([COMPLETED, PROCESSING])).toBe(PROCESSING);
    expect(bookingStatusOf([COMPLETED, CANCEL, NO_SHOW])).toBe(COMPLETED);
    expect(bookingStatusOf([CANCEL, NO_SHOW])).toBe(NO_SHOW);
    expect(bookingStatusOf([CANCEL, CANCEL])).toBe(CANCEL);
    expect(bookingStatusOf([])).toBe(CANCEL);
  });

  it('the progress circle', () => {
    expect(ALL.map(progressOf)).toEqual([null, 25, 50, 75, 100, null, null]);
  });
});
