import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime, lastEmail, slotLabel } from '../../../../src/features/appointment/panels/display-format';
import {
  checkDuration,
  checkPrice,
  DurationProblem,
  parseDuration,
  PriceProblem,
} from '../../../../src/features/appointment/panels/duration-price-rules';

describe('change duration and price rules', () => {
  it('reads what NumberInput hands back', () => {
    expect(parseDuration(45)).toBe(45);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration(' 30 ')).toBe(30);
  });

  it('accepts whole minutes up to a day', () => {
    expect(checkDuration(15, 30)).toBeNull();
    expect(checkDuration(20, 30)).toBeNull();
    expect(checkDuration(1440, 30)).toBeNull();
    expect(checkDuration(null, 30)).toBe(DurationProblem.REQUIRED);
    expect(checkDuration(12.5, 30)).toBe(DurationProblem.NOT_WHOLE);
    expect(checkDuration(-15, 30)).toBe(DurationProblem.NOT_WHOLE);
    expect(checkDuration(1455, 30)).toBe(DurationProblem.TOO_LONG);
  });

  it('refuses a new length under one 15-minute slot, as the server does, but keeps the saved one', () => {
    expect(checkDuration(14, 30)).toBe(DurationProblem.TOO_SHORT);
    expect(checkDuration(5, 30)).toBe(DurationProblem.TOO_SHORT);
    expect(checkDuration(0, 30)).toBe(DurationProblem.TOO_SHORT);
    // A 10-minute line whose price alone changes is not refused for its length.
    expect(checkDuration(10, 10)).toBeNull();
    expect(checkDuration(0, 0)).toBeNull();
  });

  it('needs a price, free allowed', () => {
    expect(checkPrice(0)).toBeNull();
    expect(checkPrice(null)).toBe(PriceProblem.REQUIRED);
    expect(checkPrice(100_000_001)).toBe(PriceProblem.TOO_LARGE);
  });
});

describe('display formats', () => {
  it('shows wall times the spec way and leaves odd input alone', () => {
    expect(displayDateTime('2026-11-20 09:05')).toBe('20/11/2026 09:05');
    expect(displayDate('1990-02-03')).toBe('03/02/1990');
    expect(displayDate('2026-11-20 09:05')).toBe('20/11/2026');
    expect(displayDateTime('soon')).toBe('soon');
  });

  it('uses the last address of an email list', () => {
    expect(lastEmail('a@x.ca, b@y.ca')).toBe('b@y.ca');
    expect(lastEmail('a@x.ca,')).toBe('a@x.ca');
    expect(lastEmail(null)).toBeNull();
    expect(lastEmail(' , ')).toBeNull();
  });

  it('labels the end of the day 24:00', () => {
    expect(slotLabel(0)).toBe('00:00');
    expect(slotLabel(615)).toBe('10:15');
    expect(slotLabel(1440)).toBe('24:00');
  });
});
