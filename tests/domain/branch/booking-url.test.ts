import { describe, expect, it } from 'vitest';
import { publicBookingUrl } from '../../../src/domain/branch/booking-url';

describe('a branch’s public booking address (its QR code)', () => {
  it('is the origin, /book/ and the code: nothing else, so printed codes keep working', () => {
    expect(publicBookingUrl('https://salon.example', 'DT')).toBe('https://salon.example/book/DT');
    expect(publicBookingUrl('https://salon.example/', 'DT')).toBe('https://salon.example/book/DT');
  });

  it('escapes a code that is not URL-safe', () => {
    expect(publicBookingUrl('http://localhost:5173', 'Q W/1')).toBe('http://localhost:5173/book/Q%20W%2F1');
  });
});
