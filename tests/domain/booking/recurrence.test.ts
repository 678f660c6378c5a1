import { describe, expect, it } from 'vitest';
import { BookingStatus, Gender, WorkingType, type ScheduleTechnician } from '../../../src/domain/api';
import { bookingSaveArgs, SegmentType, type BookingSaveArgs } from '../../../src/domain/booking/args';
import {
  bookingAt,
  checkOccurrences,
  derivedId,
  expandRecurrence,
  followingOccurrence,
  HOLIDAY,
  isOpenOccurrence,
  OccurrenceState,
  recurrenceRule,
  RecurrenceEnd,
  type OccurrenceDay,
} from '../../../src/domain/booking/recurrence';
import type { BookingBoard } from '../../../src/domain/booking/validate';
import { SchedulerCode } from '../../../src/domain/scheduler/codes';
import type { SchedulerItem } from '../../../src/domain/scheduler/items';
import { parseZonedDateTime } from '../../../src/domain/time';

const TZ = 'America/Toronto';
/** Monday 2026-02-23, 14:00 in Toronto (EST): the series is made before both DST changes. */
const NOW = new Date('2026-02-23T19:00:00Z');
const CONFIG = { startTime: '08:00', endTime: '17:00', workingOverTime: 0 };

const HOURS = 3_600_000;
const T1 = '10000000-0000-4000-8000-0000000000a1';
const NAILS = '10000000-0000-4000-8000-0000000000c1';

function technician(date: string, extra: ScheduleTechnician['technicianWorkings'] = []): ScheduleTechnician {
  return {
    id: T1,
    name: 'LINH',
    gender: 'FEMALE',
    avatar: null,
    fullService: false,
    priority: 1,
    technicianServiceMappings: [{ serviceId: NAILS }],
    technicianWorkings: [{ id: `w-${date}`, type: WorkingType.WORKING, startDate: `${date} 09:00`, endDate: `${date} 17:00`, note: null }, ...extra],
  };
}

function board(date: string, over: { technicians?: ScheduleTechnician[]; segments?: SchedulerItem[] } = {}): BookingBoard {
  return {
    date,
    config: CONFIG,
    technicians: over.technicians ?? [technician(date)],
    segments: over.segments ?? [],
    settings: { multitask: false, minuteOverlap: 0, readOnly: false },
  };
}

function other(date: string, start: string, end: string): SchedulerItem {
  return {
    id: `s-${date}`,
    bookingId: `b-${date}`,
    guestId: `g-${date}`,
    technicianId: T1,
    serviceId: NAILS,
    serviceName: 'Nails',
    status: BookingStatus.WAITING,
    startTime: `${date} ${start}`,
    endTime: `${date} ${end}`,
    serviceTime: 60,
    servicePrice: 4000,
    gender: Gender.ANY,
  };
}

const template: BookingSaveArgs = bookingSaveArgs.parse({
  id: '10000000-0000-4000-8000-000000000001',
  branchId: '10000000-0000-4000-8000-0000000000b1',
  code: 'DT-1-1',
  customer: { name: 'ANNA', phone: '4165550100', email: null },
  startTime: '2026-03-02 10:00',
  note: '',
  guests: [
    {
      id: '10000000-0000-4000-8000-000000000002',
      name: 'ANNA',
      displayIndex: 0,
      segments: [
        { id: '10000000-0000-4000-8000-000000000003', type: SegmentType.SERVICE, serviceId: NAILS, serviceName: 'Nails', technicianId: T1, startTime: '2026-03-02 10:00', duration: 45, price: 4500, displayIndex: 0 },
        { id: '10000000-0000-4000-8000-000000000004', type: SegmentType.EXTRA, serviceId: null, serviceName: 'Art', technicianId: T1, startTime: '2026-03-02 10:45', duration: 15, price: 1000, displayIndex: 1 },
      ],
    },
  ],
});

describe('expandRecurrence', () => {
  it('keeps the wall-clock time every week across the spring change (2026-03-08)', () => {
    const got = expandRecurrence({ startTime: '2026-03-02 10:00', rule: { everyWeeks: 1, end: { kind: RecurrenceEnd.COUNT, count: 3 } }, timeZone: TZ });
    expect(got.map((o) => o.startTime)).toEqual(['2026-03-02 10:00', '2026-03-09 10:00', '2026-03-16 10:00']);
    const [a, b] = got.map((o) => parseZonedDateTime(o.startTime, TZ).getTime());
    // One hour less than a week passed: 10:00 EST to 10:00 EDT.
    expect((b ?? 0) - (a ?? 0)).toBe(7 * 24 * HOURS - HOURS);
  });

  it('keeps it across the autumn change (2026-11-01), every 2 weeks until a date, inclusive', () => {
    const got = expandRecurrence({ startTime: '2026-10-20 09:30', rule: { everyWeeks: 2, end: { kind: RecurrenceEnd.UNTIL, until: '2026-11-17' } }, timeZone: TZ });
    expect(got.map((o) => o.startTime)).toEqual(['2026-10-20 09:30', '2026-11-03 09:30', '2026-11-17 09:30']);
    const [a, b] = got.map((o) => parseZonedDateTime(o.startTime, TZ).getTime());
    expect((b ?? 0) - (a ?? 0)).toBe(14 * 24 * HOURS + HOURS);
    expect(got.every((o) => !o.shifted)).toBe(true);
  });

  it('moves a time the spring change skips to the clock time, and says so', () => {
    const got = expandRecurrence({ startTime: '2026-03-01 02:30', rule: { everyWeeks: 1, end: { kind: RecurrenceEnd.COUNT, count: 2 } }, timeZone: TZ });
    expect(got[1]).toEqual({ index: 1, date: '2026-03-08', startTime: '2026-03-08 03:30', shifted: true });
  });

  it('stops at M times, and at the cap for a far date', () => {
    expect(expandRecurrence({ startTime: '2026-03-02 10:00', rule: { everyWeeks: 3, end: { kind: RecurrenceEnd.COUNT, count: 6 } }, timeZone: TZ })).toHaveLength(6);
    expect(expandRecurrence({ startTime: '2026-03-02 10:00', rule: { everyWeeks: 1, end: { kind: RecurrenceEnd.UNTIL, until: '2030-01-01' } }, timeZone: TZ })).toHaveLength(52);
  });

  it('refuses a rule out of range', () => {
    expect(recurrenceRule.safeParse({ everyWeeks: 0, end: { kind: 'count', count: 3 } }).success).toBe(false);
    expect(recurrenceRule.safeParse({ everyWeeks: 13, end: { kind: 'count', count: 3 } }).success).toBe(false);
    expect(recurrenceRule.safeParse({ everyWeeks: 1, end: { kind: 'count', count: 1 } }).success).toBe(false);
    expect(recurrenceRule.safeParse({ everyWeeks: 1, end: { kind: 'until', until: '2026-02-30' } }).success).toBe(false);
  });
});

describe('checkOccurrences', () => {
  const occurrences = expandRecurrence({ startTime: template.startTime, rule: { everyWeeks: 1, end: { kind: RecurrenceEnd.COUNT, count: 6 } }, timeZone: TZ });
  const [d0, d1, d2, d3, d4, d5] = occurrences.map((o) => o.date);
  const days = new Map<string, OccurrenceDay>([
    [d0 ?? '', { isHoliday: false, holiday: null, board: board(d0 ?? '') }],
    // Another booking 10:00–11:00: 09:00 and 11:00 are both an hour away; the tie goes to the later one.
    [d1 ?? '', { isHoliday: false, holiday: null, board: board(d1 ?? '', { segments: [other(d1 ?? '', '10:00', '11:00')] }) }],
    // A break 10:30–11:00.
    [d2 ?? '', { isHoliday: false, holiday: null, board: board(d2 ?? '', { technicians: [technician(d2 ?? '', [{ id: 'br', type: WorkingType.BREAK_UNPAID, startDate: `${d2} 10:30`, endDate: `${d2} 11:00`, note: null }])] }) }],
    [d3 ?? '', { isHoliday: true, holiday: 'Good Friday', board: board(d3 ?? '') }],
    // Works only 13:00–17:00.
    [d4 ?? '', { isHoliday: false, holiday: null, board: board(d4 ?? '', { technicians: [{ ...technician(d4 ?? ''), technicianWorkings: [{ id: 'w', type: WorkingType.WORKING, startDate: `${d4} 13:00`, endDate: `${d4} 17:00`, note: null }] }] }) }],
  ]);
  const checks = checkOccurrences({ template, occurrences, dayOf: (date) => days.get(date) ?? null, now: NOW, timeZone: TZ });

  it('finds the first day free', () => {
    expect(checks[0]).toMatchObject({ state: OccurrenceState.FREE, reason: null, proposal: null });
  });

  it('finds another booking and proposes the nearest free start the same day', () => {
    expect(checks[1]).toMatchObject({ state: OccurrenceState.CONFLICT, reason: SchedulerCode.NOT_ALLOW_MULTITASKING, proposal: `${d1} 11:00` });
  });

  it('finds a break; the whole booking (45 + 15 min) must clear it', () => {
    expect(checks[2]).toMatchObject({ state: OccurrenceState.CONFLICT, reason: SchedulerCode.OVER_BREAK, proposal: `${d2} 09:30` });
  });

  it('finds a holiday, with no proposal', () => {
    expect(checks[3]).toMatchObject({ state: OccurrenceState.CONFLICT, reason: HOLIDAY, proposal: null });
  });

  it('finds time off outside working time and proposes the first start inside it', () => {
    expect(checks[4]).toMatchObject({ state: OccurrenceState.CONFLICT, reason: SchedulerCode.NOT_WORKING_HOURS, proposal: `${d4} 13:00` });
  });

  it('says a day it does not hold is unchecked', () => {
    expect(checks[5]).toMatchObject({ state: OccurrenceState.UNCHECKED, occurrence: { date: d5 } });
  });

  it('proposes none when the day is full', () => {
    const full = board(d1 ?? '', { segments: [other(d1 ?? '', '09:00', '17:00')] });
    const [check] = checkOccurrences({ template, occurrences: [occurrences[1]].flatMap((o) => (o ? [o] : [])), dayOf: () => ({ isHoliday: false, holiday: null, board: full }), now: NOW, timeZone: TZ });
    expect(check).toMatchObject({ state: OccurrenceState.CONFLICT, proposal: null });
  });
});

describe('bookingAt and followingOccurrence', () => {
  it('moves every line with the booking', () => {
    const moved = bookingAt(template, '2026-03-09 13:15');
    expect(moved.guests[0]?.segments.map((s) => s.startTime)).toEqual(['2026-03-09 13:15', '2026-03-09 14:00']);
  });

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
