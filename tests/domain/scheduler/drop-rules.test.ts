import { describe, expect, it } from 'vitest';
import { BookingStatus, Gender } from '../../../src/domain/api';
import { errorMessages } from '../../../src/domain/error-messages-en';
import { SchedulerCode } from '../../../src/domain/scheduler/codes';
import { validateDrop, validateResize } from '../../../src/domain/scheduler/drop-rules';
import { board, DATE, item, technician } from './fixtures';

const drop = (target: { technicianId: string; start: string }, ctx = board(), moved = item({ id: 'm' })) =>
  validateDrop({ ...ctx, item: moved, target });

const codeOf = (r: { ok: boolean; code?: string }) => (r.ok ? 'OK' : r.code);

describe('validateDrop', () => {
  it('accepts a free working cell and keeps the length', () => {
    expect(drop({ technicianId: 't1', start: `${DATE} 15:30` })).toEqual({
      ok: true,
      technicianId: 't1',
      startTime: `${DATE} 15:30`,
      endTime: `${DATE} 16:00`,
    });
  });

  it('refuses when read-only, on a past date, or for statuses that cannot move', () => {
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 15:30` }, board({ settings: { multitask: false, minuteOverlap: 0, readOnly: true } })))).toBe(
      SchedulerCode.READ_ONLY,
    );
    const past = board({ day: { date: '2026-03-09', config: board().day.config } });
    expect(codeOf(drop({ technicianId: 't1', start: '2026-03-09 15:30' }, past, item({ id: 'm', startTime: '2026-03-09 10:00', endTime: '2026-03-09 10:30' })))).toBe(
      SchedulerCode.PAST_DATE,
    );
    for (const status of [BookingStatus.NEW, BookingStatus.COMPLETED, BookingStatus.CANCEL, BookingStatus.NO_SHOW]) {
      expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 15:30` }, board(), item({ id: 'm', status })))).toBe(SchedulerCode.STATUS_NOT_MOVABLE);
    }
    for (const status of [BookingStatus.WAITING, BookingStatus.CHECK_IN, BookingStatus.PROCESSING]) {
      expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 15:30` }, board(), item({ id: 'm', status })))).toBe('OK');
    }
  });

  it('lets a slot be booked until 15 minutes after it starts', () => {
    // now is 14:00
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 13:45` }))).toBe('OK');
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 13:30` }))).toBe(SchedulerCode.PAST_SLOT);
  });

  it('refuses an unknown technician, the wrong gender and a service not offered', () => {
    expect(codeOf(drop({ technicianId: 'nobody', start: `${DATE} 15:30` }))).toBe(SchedulerCode.TECHNICIAN_NOT_FOUND);
    const female = item({ id: 'm', gender: Gender.FEMALE });
    expect(codeOf(drop({ technicianId: 't2', start: `${DATE} 15:30` }, board(), female))).toBe(SchedulerCode.GENDER_MISMATCH);
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 15:30` }, board(), female))).toBe('OK');
    expect(codeOf(drop({ technicianId: 't2', start: `${DATE} 15:30` }, board(), item({ id: 'm', gender: Gender.MALE })))).toBe('OK');
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 15:30` }, board(), item({ id: 'm', serviceId: 'massage' })))).toBe(
      SchedulerCode.SERVICE_NOT_OFFERED,
    );
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 15:30` }, board(), item({ id: 'm', serviceId: null })))).toBe('OK');
  });

  it('refuses breaks and cells outside the shift', () => {
    const tomorrow = '2026-03-11';
    const ctx = board({
      day: { date: tomorrow, config: board().day.config },
      technicians: [technician({ id: 't1', technicianWorkings: [
        { id: 'w', type: 'WORKING', startDate: `${tomorrow} 08:00`, endDate: `${tomorrow} 17:00`, note: null },
        { id: 'b', type: 'BREAK_PAID', startDate: `${tomorrow} 12:00`, endDate: `${tomorrow} 12:30`, note: null },
      ] })],
    });
    const moved = item({ id: 'm', startTime: `${tomorrow} 09:00`, endTime: `${tomorrow} 09:30` });
    expect(codeOf(drop({ technicianId: 't1', start: `${tomorrow} 11:45` }, ctx, moved))).toBe(SchedulerCode.OVER_BREAK);
    expect(codeOf(drop({ technicianId: 't1', start: `${tomorrow} 12:30` }, ctx, moved))).toBe('OK');
    expect(codeOf(drop({ technicianId: 't1', start: `${tomorrow} 07:30` }, ctx, moved))).toBe(SchedulerCode.NOT_WORKING_HOURS);
    expect(codeOf(drop({ technicianId: 't1', start: `${tomorrow} 16:45` }, ctx, moved))).toBe(SchedulerCode.NOT_WORKING_HOURS);
  });

  it('without multitasking refuses overlaps beyond MINUTE_OVERLAP; with it, allows them', () => {
    const busy = item({ id: 'busy', startTime: `${DATE} 15:00`, endTime: `${DATE} 16:00` });
    const strict = board({ segments: [busy] });
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 15:45` }, strict))).toBe(SchedulerCode.NOT_ALLOW_MULTITASKING);
    // The spec's words for it, which the server answers with (the board translates the code).
    expect(errorMessages[SchedulerCode.NOT_ALLOW_MULTITASKING]).toBe('Not allow multitasking!');
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 16:00` }, strict))).toBe('OK');
    const tolerant = board({ segments: [busy], settings: { multitask: false, minuteOverlap: 15, readOnly: false } });
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 15:45` }, tolerant))).toBe('OK');
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 15:30` }, tolerant))).toBe(SchedulerCode.NOT_ALLOW_MULTITASKING);
    const multi = board({ segments: [busy], settings: { multitask: true, minuteOverlap: 0, readOnly: false } });
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 15:00` }, multi))).toBe('OK');
    // Cancelled lines and the moved line itself occupy nothing.
    const ghosts = board({ segments: [item({ id: 'c', status: BookingStatus.CANCEL }), item({ id: 'm' })] });
    expect(codeOf(drop({ technicianId: 't1', start: `${DATE} 15:00` }, ghosts))).toBe('OK');
  });
});

describe('validateResize', () => {
  it('reports whether the new length differs from the service time', () => {
    const moved = item({ id: 'm' });
    expect(validateResize({ ...board(), item: moved, endTime: `${DATE} 15:30` })).toEqual({ ok: true, endTime: `${DATE} 15:30`, duration: 30, durationChanged: false });
    expect(validateResize({ ...board(), item: moved, endTime: `${DATE} 16:15` })).toMatchObject({ ok: true, duration: 75, durationChanged: true });
  });

  it('refuses too short, over another line, past the shift, and on locked items', () => {
    const moved = item({ id: 'm' });
    expect(codeOf(validateResize({ ...board(), item: moved, endTime: `${DATE} 15:00` }))).toBe(SchedulerCode.DURATION_TOO_SHORT);
    const ctx = board({ segments: [item({ id: 'o', startTime: `${DATE} 16:00`, endTime: `${DATE} 16:30` })] });
    expect(codeOf(validateResize({ ...ctx, item: moved, endTime: `${DATE} 16:15` }))).toBe(SchedulerCode.NOT_ALLOW_MULTITASKING);
    expect(codeOf(validateResize({ ...board(), item: moved, endTime: `${DATE} 17:15` }))).toBe(SchedulerCode.NOT_WORKING_HOURS);
    expect(codeOf(validateResize({ ...board(), item: item({ id: 'm', status: BookingStatus.COMPLETED }), endTime: `${DATE} 16:00` }))).toBe(
      SchedulerCode.STATUS_NOT_MOVABLE,
    );
  });
});
