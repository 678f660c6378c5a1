import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../src/domain/api';
import { bookingSaveArgs } from '../../../src/domain/booking/args';
import { bookingAt } from '../../../src/domain/booking/booking-at';
import { derivedId, followingOccurrence, isOpenOccurrence } from '../../../src/domain/booking/series-following';
import { template } from './series-fixtures';

describe('followingOccurrence', () => {
  it('gives a later occurrence the change on its own date, id and code, with ids the server derives the same way', () => {
    const changed = bookingAt(template, '2026-03-02 11:00');
    const later = followingOccurrence(changed, { id: '20000000-0000-4000-8000-000000000001', code: 'DT-1-9', date: '2026-03-16' });
    expect(later).toMatchObject({ id: '20000000-0000-4000-8000-000000000001', code: 'DT-1-9', startTime: '2026-03-16 11:00' });
    expect(later.guests[0]?.segments.map((s) => s.startTime)).toEqual(['2026-03-16 11:00', '2026-03-16 11:45']);
    expect(later.guests[0]?.id).toBe(derivedId('20000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002'));
    expect(bookingSaveArgs.safeParse(later).success).toBe(true);
    expect(derivedId('a', 'b')).not.toBe(derivedId('b', 'a'));
  });

  it('leaves paid and wholly cancelled occurrences alone', () => {
    expect(isOpenOccurrence([BookingStatus.WAITING, BookingStatus.CANCEL])).toBe(true);
    expect(isOpenOccurrence([BookingStatus.WAITING, BookingStatus.COMPLETED])).toBe(false);
    expect(isOpenOccurrence([BookingStatus.CANCEL])).toBe(false);
  });
});
