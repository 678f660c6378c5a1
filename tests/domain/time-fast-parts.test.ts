import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, zonedParts, zoneOffsetMinutes, zonedTimeToInstant } from '../../src/domain/time';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The reference: Intl's own reading of the instant, as zonedParts did before it cached offsets. */
function intlParts(instant: Date, timeZone: string) {
  const f = formats.get(timeZone) ?? new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  formats.set(timeZone, f);
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

const MINUTE = 60_000;

/** Every instant from `from` for `hours`, `stepMs` apart, read both ways. */
function mismatches(timeZone: string, from: string, hours: number, stepMs: number): string[] {
  const out: string[] = [];
  const start = Date.parse(from);
  for (let t = start; t < start + hours * 3_600_000; t += stepMs) {
    const instant = new Date(t);
    const fast = zonedParts(instant, timeZone);
    const ref = intlParts(instant, timeZone);
    if (JSON.stringify(fast) !== JSON.stringify(ref)) out.push(`${instant.toISOString()}: ${JSON.stringify(fast)} ≠ ${JSON.stringify(ref)}`);
  }
  return out;
}

describe('zonedParts reads the wall clock exactly as Intl does', () => {
  it('around Toronto’s spring-forward and fall-back, minute by minute and at odd seconds', () => {
    // 2026-03-08 02:00 EST → 03:00 EDT (07:00 UTC); 2026-11-01 02:00 EDT → 01:00 EST (06:00 UTC).
    expect(mismatches('America/Toronto', '2026-03-08T03:00:00Z', 8, MINUTE)).toEqual([]);
    expect(mismatches('America/Toronto', '2026-11-01T03:00:00Z', 8, MINUTE)).toEqual([]);
    expect(mismatches('America/Toronto', '2026-03-08T06:58:00Z', 0.1, 997)).toEqual([]);
    expect(mismatches('America/Toronto', '2026-11-01T05:58:00Z', 0.1, 997)).toEqual([]);
  });

  it('around the last second before and the first second of each Toronto transition, milliseconds included', () => {
    for (const edge of ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z']) {
      const t = Date.parse(edge);
      for (const ms of [t - 1001, t - 1000, t - 1, t, t + 1, t + 999, t + 1000]) {
        const instant = new Date(ms);
        expect(zonedParts(instant, 'America/Toronto'), instant.toISOString()).toEqual(intlParts(instant, 'America/Toronto'));
      }
    }
  });

  it('in zones with :30 and :45 offsets, and where DST changes off the hour (Adelaide, Lord Howe)', () => {
    expect(mismatches('Asia/Kolkata', '2026-03-08T00:00:00Z', 30, 7 * MINUTE)).toEqual([]);
    expect(mismatches('Asia/Kathmandu', '2026-03-08T00:00:00Z', 30, 7 * MINUTE)).toEqual([]);
    expect(mismatches('America/St_Johns', '2026-03-08T03:00:00Z', 8, MINUTE)).toEqual([]);
    // Adelaide: 2026-04-05 03:00 ACDT → 02:00 ACST (16:30 UTC); 2026-10-04 02:00 → 03:00 (16:30 UTC).
    expect(mismatches('Australia/Adelaide', '2026-04-04T14:00:00Z', 5, MINUTE)).toEqual([]);
    expect(mismatches('Australia/Adelaide', '2026-10-03T14:00:00Z', 5, MINUTE)).toEqual([]);
    // Lord Howe moves by 30 minutes, at 02:00 local (15:00 UTC in April, 15:30 UTC in October).
    expect(mismatches('Australia/Lord_Howe', '2026-04-04T13:00:00Z', 5, MINUTE)).toEqual([]);
    expect(mismatches('Australia/Lord_Howe', '2026-10-03T13:00:00Z', 5, MINUTE)).toEqual([]);
  });

  it('before 1970, at historic offsets with seconds, and outside the cached years', () => {
    expect(mismatches('America/Toronto', '1960-04-24T05:00:00Z', 4, 13 * MINUTE)).toEqual([]);
    // Toronto's local mean time (-5:17:32) ended in 1895: before the cached years, Intl answers.
    expect(mismatches('America/Toronto', '1895-01-01T00:00:00Z', 2, 13 * MINUTE)).toEqual([]);
    // Amsterdam kept +0:19:32 until 1937: a whole-second offset the cache must keep exactly.
    expect(mismatches('Europe/Amsterdam', '1935-05-15T00:00:00Z', 3, 997)).toEqual([]);
    expect(mismatches('America/Toronto', '2199-12-31T22:00:00Z', 4, 13 * MINUTE)).toEqual([]);
  });

  it('keeps the derived helpers right across a transition', () => {
    expect(formatZonedDateTime(new Date('2026-03-08T06:59:00Z'), 'America/Toronto')).toBe('2026-03-08 01:59');
    expect(formatZonedDateTime(new Date('2026-03-08T07:00:00Z'), 'America/Toronto')).toBe('2026-03-08 03:00');
    expect(zoneOffsetMinutes(new Date('2026-04-04T16:29:00Z'), 'Australia/Adelaide')).toBe(630);
    expect(zoneOffsetMinutes(new Date('2026-04-04T16:30:00Z'), 'Australia/Adelaide')).toBe(570);
    expect(zonedTimeToInstant('2026-11-01', '01:30', 'America/Toronto').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('refuses an unknown zone and an invalid date as Intl does', () => {
    expect(() => zonedParts(new Date(Date.UTC(2026, 0, 1)), 'Nowhere/Else')).toThrow(RangeError);
    expect(() => zonedParts(new Date(Number.NaN), 'America/Toronto')).toThrow(RangeError);
  });
});
