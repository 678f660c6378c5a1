import { describe, expect, it } from 'vitest';
import { WorkingType } from '../../../src/domain/api';
import { expandRecurrence, RecurrenceEnd } from '../../../src/domain/booking/recurrence';
import { checkOccurrences, HOLIDAY, OccurrenceState, type OccurrenceDay } from '../../../src/domain/booking/series-check';
import { SchedulerCode } from '../../../src/domain/scheduler/codes';
import { board, NOW, other, technician, template, TZ } from './series-fixtures';

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

