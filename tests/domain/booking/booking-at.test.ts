import { describe, expect, it } from 'vitest';
import { bookingAt } from '../../../src/domain/booking/booking-at';
import { template } from './series-fixtures';

describe('bookingAt', () => {
  it('moves every line with the booking', () => {
    const moved = bookingAt(template, '2026-03-09 13:15');
    expect(moved.guests[0]?.segments.map((s) => s.startTime)).toEqual(['2026-03-09 13:15', '2026-03-09 14:00']);
  });
});
