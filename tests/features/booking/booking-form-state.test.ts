import { describe, expect, it } from 'vitest';
import { BookingStatus, Gender } from '../../../src/domain/api';
import { lineId } from '../../../src/features/booking/form-model';
import {
  clonedBookingState,
  existingBookingState,
  linesOf,
  newBookingState,
  nextBookingState,
  parsePresetStart,
} from '../../../src/features/booking/initial-form-state';
import { ANNA, BEA, booking, CONFIG, COUPLES, guest, idCounter, segment, uuid } from './fixtures';

const none = () => undefined;

describe('new booking', () => {
  it('starts now on today with one empty main guest', () => {
    const state = newBookingState({ date: '2026-03-10', today: '2026-03-10', nowMinute: 601, config: CONFIG, preset: null, newId: idCounter() });
    expect(state).toMatchObject({ id: uuid(1000), code: null, customerId: null, date: '2026-03-10', time: 615, presetTechnicianId: null });
    expect(state.guests).toEqual([{ id: uuid(1001), name: '', gender: Gender.ANY, block: false, isReOrder: false, status: null, lines: [] }]);
  });

  it('takes the board cell time and technician', () => {
    const state = newBookingState({
      date: '2026-03-10',
      today: '2026-03-09',
      nowMinute: 601,
      config: CONFIG,
      preset: { technicianId: ANNA.id, startTime: '2026-03-10 14:30' },
      newId: idCounter(),
    });
    expect(state).toMatchObject({ date: '2026-03-10', time: 870, presetTechnicianId: ANNA.id });
  });

  it('reads a preset time as HH:mm or a full wall time', () => {
    expect(parsePresetStart('09:45', '2026-03-10')).toEqual({ date: '2026-03-10', minute: 585 });
    expect(parsePresetStart('2026-03-11 08:00', '2026-03-10')).toEqual({ date: '2026-03-11', minute: 480 });
    expect(parsePresetStart('soon', '2026-03-10')).toBeNull();
  });

  it('clears the customer and guests for the next booking at the same time', () => {
    const first = { ...newBookingState({ date: '2026-03-10', today: '2026-03-10', nowMinute: 601, config: CONFIG, preset: null, newId: idCounter() }), phone: '4165550101', customerName: 'JANE' };
    const next = nextBookingState(first, idCounter(3000));
    expect(next).toMatchObject({ id: uuid(3000), phone: '', customerName: '', date: first.date, time: first.time });
    expect(next.guests[0]?.id).toBe(uuid(3001));
  });
});

describe('saved lines', () => {
  it('groups helpers by parentId', () => {
    const lines = linesOf(
      [
        segment(0, { serviceId: COUPLES, price: 8000 }),
        { ...segment(1, { serviceId: COUPLES, technicianId: BEA.id, price: 0 }), parentId: uuid(200) },
        segment(2, { startTime: '2026-03-10 10:30' }),
      ],
      none,
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]?.slots.map((s) => s.technicianId)).toEqual([ANNA.id, BEA.id]);
    expect(lines[0]?.price).toBe(8000);
  });

  it('groups a same-service line starting at the same time when the source has no parentId', () => {
    const segs = [segment(0, { serviceId: COUPLES }), segment(1, { serviceId: COUPLES, technicianId: BEA.id })];
    expect(linesOf(segs, none)).toHaveLength(1);
    // The tree says one technician: they are two separate lines.
    expect(linesOf(segs, () => 1)).toHaveLength(2);
    // The same technician twice is two lines.
    expect(linesOf([segment(0), segment(1, { duration: 0 })], none)).toHaveLength(2);
  });

  it('sorts by display index', () => {
    const lines = linesOf([segment(1, { serviceName: 'B', startTime: '2026-03-10 10:30' }), segment(0, { serviceName: 'A' })], none);
    expect(lines.map((l) => l.serviceName)).toEqual(['A', 'B']);
  });
});

describe('existing booking', () => {
  const source = {
    booking: { ...booking(), gender: Gender.FEMALE, customer: { block: true, notes: [{ id: 'n', note: 'VIP', createdTime: '' }] } },
    guests: [
      guest(1, { displayIndex: 1, status: BookingStatus.COMPLETED, segments: [segment(5, { startTime: '2026-03-10 09:00' })] }),
      guest(0, { displayIndex: 0, gender: Gender.FEMALE, segments: [segment(0), segment(1, { startTime: '2026-03-10 10:30' })] }),
    ],
  };

  it('copies the booking, main guest first, with customer warnings', () => {
    const state = existingBookingState(source, none);
    expect(state).toMatchObject({
      id: uuid(400),
      code: 'B1-1-7',
      customerId: uuid(500),
      phone: '4165550101',
      customerName: 'JANE DOE',
      email: 'jane@example.com',
      date: '2026-03-10',
      time: 600,
      color: '#228be6',
      note: 'window seat',
      customerBlocked: true,
    });
    expect(state.guests.map((g) => g.id)).toEqual([uuid(300), uuid(301)]);
    expect(state.guests[0]?.gender).toBe(Gender.FEMALE);
  });

  it('lets open guests follow the start and keeps read-only guests where they are', () => {
    const state = existingBookingState(source, none);
    expect(state.guests[0]?.lines.map((l) => l.fixedStart)).toEqual([null, null]);
    expect(state.guests[1]?.lines.map((l) => l.fixedStart)).toEqual(['2026-03-10 09:00']);
  });

  it('duplicates with new ids, Waiting, and a start of now rounded up', () => {
    const clone = clonedBookingState(source, { today: '2026-03-12', nowMinute: 662, newId: idCounter(8000), countOf: none });
    expect(clone).toMatchObject({ code: null, date: '2026-03-12', time: 675, customerId: uuid(500), phone: '4165550101' });
    expect(clone.id).not.toBe(uuid(400));
    expect(clone.guests.every((g) => g.status === BookingStatus.WAITING)).toBe(true);
    const oldIds = new Set([uuid(300), uuid(301), uuid(200), uuid(201), uuid(205)]);
    const newIds = [clone.id, ...clone.guests.map((g) => g.id), ...clone.guests.flatMap((g) => g.lines.map(lineId))];
    expect(newIds.some((id) => oldIds.has(id))).toBe(false);
    expect(new Set(newIds).size).toBe(newIds.length);
    expect(clone.guests.flatMap((g) => g.lines).every((l) => l.fixedStart === null)).toBe(true);
  });
});
