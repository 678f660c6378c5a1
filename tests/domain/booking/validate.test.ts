import { describe, expect, it } from 'vitest';
import { BookingStatus, Gender } from '../../../src/domain/api';
import { SegmentType, type GuestInput, type SegmentInput } from '../../../src/domain/booking/args';
import {
  assertBookingForm,
  bookingFieldErrors,
  bookingPlacementRefusal,
  segmentEnd,
  type BookingBoard,
  type ServiceFacts,
} from '../../../src/domain/booking/validate';
import { AppError, ErrorCode, isAppError } from '../../../src/domain/errors';
import { englishMessageOf } from '../../../src/domain/error-messages-en';
import { DEFAULT_PHONE_SETTING } from '../../../src/domain/phone';
import { SchedulerCode } from '../../../src/domain/scheduler/codes';
import { CONFIG, DATE, item, technician } from '../scheduler/fixtures';

/** 14:00 on DATE, as the fixtures' NOW. */
const NOW = { today: DATE, minute: 14 * 60 };

let counter = 0;
const uid = (): string => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

function line(overrides: Partial<SegmentInput> = {}): SegmentInput {
  return {
    id: uid(),
    type: SegmentType.SERVICE,
    serviceId: 'nails',
    serviceName: 'Nails',
    technicianId: 't1',
    startTime: `${DATE} 15:00`,
    duration: 30,
    price: 3500,
    displayIndex: 0,
    packageId: null,
    parentId: null,
    ...overrides,
  };
}

function guest(segments: SegmentInput[], overrides: Partial<GuestInput> = {}): GuestInput {
  return { id: uid(), name: 'ANNA', gender: Gender.ANY, block: false, isReOrder: false, displayIndex: 0, segments, ...overrides };
}

const customer = { name: 'ANNA', phone: '4165550100', email: null, birthDay: null };
const services = new Map<string, ServiceFacts>([
  ['nails', { id: 'nails', numberTechnician: 1 }],
  ['hair', { id: 'hair', numberTechnician: 1 }],
  ['couple', { id: 'couple', numberTechnician: 2 }],
]);

const form = (guests: GuestInput[], overrides: Partial<{ customer: typeof customer; startTime: string }> = {}) => ({
  args: { customer, startTime: `${DATE} 15:00`, guests, ...overrides },
  phone: DEFAULT_PHONE_SETTING,
  services,
});

describe('bookingFieldErrors', () => {
  it('has nothing to say about a complete booking', () => {
    expect(bookingFieldErrors(form([guest([line()]), guest([line({ technicianId: 't2' })])]))).toEqual({});
  });

  it('phone must match the branch pattern; spaces do not count', () => {
    expect(bookingFieldErrors(form([guest([line()])], { customer: { ...customer, phone: '416 555 0100' } }))).toEqual({});
    for (const phone of ['416555010', '41655501000', '416-555-0100', '']) {
      expect(bookingFieldErrors(form([guest([line()])], { customer: { ...customer, phone } })), phone).toEqual({ 'customer.phone': ErrorCode.PHONE_INVALID });
    }
  });

  it('customer name and start time are required; each guest needs a service', () => {
    expect(bookingFieldErrors(form([guest([line()])], { customer: { ...customer, name: '  ' } }))).toEqual({ 'customer.name': ErrorCode.BOOKING_INVALID });
    expect(bookingFieldErrors(form([guest([line()])], { startTime: '' }))).toEqual({ startTime: ErrorCode.BOOKING_INVALID });
    expect(bookingFieldErrors(form([guest([line()]), guest([])]))).toEqual({ 'guests.1.segments': ErrorCode.BOOKING_INVALID });
  });

  it('a service needing two technicians has exactly two lines on two different technicians', () => {
    const main = line({ serviceId: 'couple' });
    const second = line({ serviceId: 'couple', technicianId: 't2', parentId: main.id });
    expect(bookingFieldErrors(form([guest([main, second])]))).toEqual({});
    expect(bookingFieldErrors(form([guest([main])]))).toEqual({ [`guests.0.segments.${main.id}`]: ErrorCode.BOOKING_INVALID });
    expect(bookingFieldErrors(form([guest([main, { ...second, technicianId: 't1' }])]))).toEqual({ [`guests.0.segments.${main.id}`]: ErrorCode.BOOKING_INVALID });
    const third = line({ serviceId: 'couple', technicianId: 't3', parentId: main.id });
    expect(bookingFieldErrors(form([guest([main, second, third])]))).toEqual({ [`guests.0.segments.${main.id}`]: ErrorCode.BOOKING_INVALID });
  });

  it('a one-technician service has one line; an extra technician’s line needs its service line', () => {
    const main = line();
    const extra = line({ technicianId: 't2', parentId: main.id });
    expect(bookingFieldErrors(form([guest([main, extra])]))).toEqual({ [`guests.0.segments.${main.id}`]: ErrorCode.BOOKING_INVALID });
    // A line pointing at nothing, at another service, or at an extra line is not a valid second technician.
    const orphan = line({ serviceId: 'couple', parentId: uid() });
    expect(bookingFieldErrors(form([guest([orphan])]))).toEqual({ [`guests.0.segments.${orphan.id}`]: ErrorCode.BOOKING_INVALID });
    const couple = line({ serviceId: 'couple' });
    const wrongService = line({ serviceId: 'hair', technicianId: 't2', parentId: couple.id });
    expect(bookingFieldErrors(form([guest([couple, wrongService])]))).toMatchObject({ [`guests.0.segments.${wrongService.id}`]: ErrorCode.BOOKING_INVALID });
    // ... nor a line of another guest.
    const elsewhere = line({ serviceId: 'couple' });
    const child = line({ serviceId: 'couple', technicianId: 't2', parentId: elsewhere.id });
    expect(bookingFieldErrors(form([guest([elsewhere]), guest([child])]))).toMatchObject({ [`guests.1.segments.${child.id}`]: ErrorCode.BOOKING_INVALID });
  });

  it('extra lines and services the branch did not describe count as one technician', () => {
    expect(bookingFieldErrors(form([guest([line({ type: SegmentType.EXTRA, serviceId: null, serviceName: 'Tea' }), line({ serviceId: 'unknown' })])]))).toEqual({});
  });
});

/** What `run` throws: a coded error, whose English the server answers with. */
function thrown(run: () => void): { error: AppError; english: string } {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return { error, english: englishMessageOf(error) };
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('assertBookingForm', () => {
  it("answers 'Phone is invalid!' first, whatever else is wrong", () => {
    const { error, english } = thrown(() => assertBookingForm(form([guest([])], { customer: { ...customer, phone: '1' } })));
    expect(error.code).toBe(ErrorCode.PHONE_INVALID);
    expect(english).toBe('Phone is invalid!');
    expect(error.fields).toEqual({ 'customer.phone': ErrorCode.PHONE_INVALID, 'guests.0.segments': ErrorCode.BOOKING_INVALID });
  });

  it("answers 'Booking invalid!' for any other rule, and nothing for a good form", () => {
    const { error, english } = thrown(() => assertBookingForm(form([guest([])])));
    expect(error.code).toBe(ErrorCode.BOOKING_INVALID);
    expect(english).toBe('Booking invalid!');
    expect(() => assertBookingForm(form([guest([line()])]))).not.toThrow();
  });
});

describe('segmentEnd', () => {
  it('adds the duration on the wall clock, past midnight if need be', () => {
    expect(segmentEnd({ startTime: `${DATE} 15:00`, duration: 45 }, DATE)).toBe(`${DATE} 15:45`);
    expect(segmentEnd({ startTime: `${DATE} 23:30`, duration: 60 }, DATE)).toBe('2026-03-11 00:30');
    expect(segmentEnd({ startTime: `${DATE} 09:00`, duration: 0 }, DATE)).toBe(`${DATE} 09:00`);
  });
});

describe('bookingPlacementRefusal', () => {
  const BOOKING = 'booking-1';
  const board = (overrides: Partial<BookingBoard> = {}): BookingBoard => ({
    date: DATE,
    config: CONFIG,
    technicians: [technician({ id: 't1' }), technician({ id: 't2', gender: 'MALE', technicianServiceMappings: [{ serviceId: 'hair' }] })],
    segments: [],
    settings: { multitask: false, minuteOverlap: 0, readOnly: false },
    ...overrides,
  });
  type Input = Parameters<typeof bookingPlacementRefusal>[0];
  const check = (guests: GuestInput[], overrides: Partial<Omit<Input, 'args'>> & { force?: boolean } = {}) => {
    const { force = false, ...rest } = overrides;
    const result = bookingPlacementRefusal({
      args: { id: BOOKING, guests, force },
      board: board(),
      guestStatuses: new Map(),
      savedLines: new Map(),
      now: NOW,
      ...rest,
    });
    return result?.code ?? 'OK';
  };

  it('places a new booking on a free working technician', () => {
    expect(check([guest([line()]), guest([line({ technicianId: 't2', serviceId: 'hair' })])])).toBe('OK');
  });

  it('refuses a technician not on the board, a break, off hours, the wrong gender, a service not offered', () => {
    expect(check([guest([line({ technicianId: 't9' })])])).toBe(SchedulerCode.TECHNICIAN_NOT_FOUND);
    // Seen from the day before, so that the morning is not in the past.
    expect(check([guest([line({ startTime: `${DATE} 11:45` })])], { now: { today: '2026-03-09', minute: 600 } })).toBe(SchedulerCode.OVER_BREAK);
    expect(check([guest([line({ startTime: `${DATE} 16:45` })])])).toBe(SchedulerCode.NOT_WORKING_HOURS);
    expect(check([guest([line()], { gender: Gender.MALE })])).toBe(SchedulerCode.GENDER_MISMATCH);
    expect(check([guest([line({ technicianId: 't2' })])])).toBe(SchedulerCode.SERVICE_NOT_OFFERED);
  });

  it('refuses a slot taken by another booking unless forced; tolerates MINUTE_OVERLAP', () => {
    const taken = board({ segments: [item({ id: 'other', startTime: `${DATE} 15:00`, endTime: `${DATE} 15:30` })] });
    expect(check([guest([line({ startTime: `${DATE} 15:15` })])], { board: taken })).toBe(SchedulerCode.NOT_ALLOW_MULTITASKING);
    expect(check([guest([line({ startTime: `${DATE} 15:15` })])], { board: taken, force: true })).toBe('OK');
    expect(check([guest([line({ startTime: `${DATE} 15:15` })])], { board: { ...taken, settings: { multitask: true, minuteOverlap: 0, readOnly: false } } })).toBe('OK');
    expect(check([guest([line({ startTime: `${DATE} 15:20` })])], { board: { ...taken, settings: { multitask: false, minuteOverlap: 10, readOnly: false } } })).toBe('OK');
    expect(check([guest([line({ startTime: `${DATE} 15:15` })])], { board: { ...taken, settings: { multitask: false, minuteOverlap: 10, readOnly: false } } })).toBe(
      SchedulerCode.NOT_ALLOW_MULTITASKING,
    );
    // Cancelled and no-show guests occupy nothing.
    const gone = board({ segments: [item({ id: 'other', status: BookingStatus.CANCEL })] });
    expect(check([guest([line()])], { board: gone })).toBe('OK');
  });

  it('two lines of the booking itself may not overlap on one technician, but its own saved lines are replaced', () => {
    expect(check([guest([line()]), guest([line({ startTime: `${DATE} 15:15` })])])).toBe(SchedulerCode.NOT_ALLOW_MULTITASKING);
    const mine = line();
    const saved = board({ segments: [item({ id: mine.id, bookingId: BOOKING, startTime: `${DATE} 15:00`, endTime: `${DATE} 15:30` })] });
    expect(check([guest([{ ...mine, startTime: `${DATE} 15:15` }])], { board: saved })).toBe('OK');
  });

  it('past slots: refused today beyond 15 minutes; a past date is not checked at all', () => {
    expect(check([guest([line({ startTime: `${DATE} 13:45` })])])).toBe('OK');
    expect(check([guest([line({ startTime: `${DATE} 13:30` })])])).toBe(SchedulerCode.PAST_SLOT);
    expect(check([guest([line({ startTime: `${DATE} 11:45` })])], { now: { today: '2026-03-11', minute: 600 } })).toBe('OK');
  });

  it('only lines that moved are checked: an unchanged line over a break stays', () => {
    const kept = line({ startTime: `${DATE} 12:00` });
    const savedLines = new Map([[kept.id, { technicianId: 't1', startTime: kept.startTime, duration: kept.duration }]]);
    expect(check([guest([kept])], { savedLines })).toBe('OK');
    expect(check([guest([{ ...kept, duration: 45 }])], { savedLines })).toBe(SchedulerCode.OVER_BREAK);
    // Lengthening a line that started in the past is not booking a past slot; moving its start is.
    const running = line({ startTime: `${DATE} 13:00`, duration: 60 });
    const runningSaved = new Map([[running.id, { technicianId: 't1', startTime: running.startTime, duration: 60 }]]);
    expect(check([guest([{ ...running, duration: 90 }])], { savedLines: runningSaved })).toBe('OK');
    expect(check([guest([{ ...running, startTime: `${DATE} 13:15` }])], { savedLines: runningSaved })).toBe(SchedulerCode.PAST_SLOT);
  });

  it('read-only guests are skipped, and a completed guest’s saved line still occupies its technician', () => {
    const done = guest([line({ startTime: `${DATE} 12:00` })]);
    const statuses = new Map([[done.id, BookingStatus.COMPLETED]]);
    expect(check([done], { guestStatuses: statuses })).toBe('OK');
    const completedLine = item({ id: 'done-line', bookingId: BOOKING, guestId: done.id, status: BookingStatus.COMPLETED });
    const newcomer = guest([line()]);
    expect(check([done, newcomer], { guestStatuses: statuses, board: board({ segments: [completedLine] }) })).toBe(SchedulerCode.NOT_ALLOW_MULTITASKING);
  });
});
