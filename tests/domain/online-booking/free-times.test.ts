import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookingStatus, Gender, WorkingType, type ScheduleTechnician } from '../../../src/domain/api';
import { bookingPlacementRefusal } from '../../../src/domain/booking/validate';
import { bookableDates, linesFrom, onlineFreeTimes, type OnlineDay, type TimedService } from '../../../src/domain/online-booking/free-times';
import { dateTimeAt, nowOnDay } from '../../../src/domain/scheduler/clock';
import type { SchedulerItem } from '../../../src/domain/scheduler/items';
import { addDays, hourMinute, minutesOfDay } from '../../../src/domain/time';

const TZ = 'America/Toronto';
/** 2026-11-20 10:07 in Toronto (EST, UTC−5). */
const NOW = new Date('2026-11-20T15:07:00Z');
const TODAY = '2026-11-20';
const SERVICES: TimedService[] = [
  { id: 's1', name: 'Manicure', duration: 30 },
  { id: 's2', name: 'Pedicure', duration: 45 },
  { id: 's3', name: 'Polish', duration: 15 },
];

function tech(id: string, date: string, offers: readonly string[], shift: [number, number], brk: [number, number] | null): ScheduleTechnician {
  return {
    id,
    name: id,
    gender: 'FEMALE',
    avatar: null,
    fullService: false,
    priority: 1,
    technicianServiceMappings: offers.map((serviceId) => ({ serviceId })),
    technicianWorkings: [
      { id: `${id}-w`, type: WorkingType.WORKING, startDate: dateTimeAt(date, shift[0]), endDate: dateTimeAt(date, shift[1]), note: null },
      ...(brk ? [{ id: `${id}-b`, type: WorkingType.BREAK_UNPAID, startDate: dateTimeAt(date, brk[0]), endDate: dateTimeAt(date, brk[1]), note: null }] : []),
    ],
  };
}

function segment(id: string, date: string, technicianId: string, start: number, length: number, status: BookingStatus): SchedulerItem {
  return {
    id,
    bookingId: `b-${id}`,
    guestId: `g-${id}`,
    technicianId,
    serviceId: 's1',
    serviceName: 'Manicure',
    status,
    startTime: dateTimeAt(date, start),
    endTime: dateTimeAt(date, start + length),
    serviceTime: length,
    servicePrice: 3000,
    gender: Gender.ANY,
  };
}

const quarter = (min: number, max: number) => fc.integer({ min: min / 15, max: max / 15 }).map((n) => n * 15);
const minute = (min: number, max: number) => fc.integer({ min, max });

/** A random day of up to three technicians with shifts, breaks and appointments, some cancelled. */
const dayCase = fc
  .record({
    dayOffset: fc.constantFrom(0, 0, 1, 2, 61),
    technicians: fc.array(
      fc.record({
        offers: fc.oneof(fc.constant(['s1', 's2', 's3']), fc.subarray(['s1', 's2', 's3'])),
        start: quarter(360, 720),
        length: minute(60, 600),
        brk: fc.option(fc.tuple(minute(600, 900), minute(5, 60)), { nil: null }),
        work: fc.array(fc.tuple(minute(420, 1200), minute(0, 120), fc.constantFrom(BookingStatus.WAITING, BookingStatus.NEW, BookingStatus.CANCEL, BookingStatus.PROCESSING)), { maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    services: fc.subarray(SERVICES, { minLength: 1 }),
    multitask: fc.boolean(),
    minuteOverlap: fc.constantFrom(0, 0, 10, 20),
    workingOverTime: fc.constantFrom(0, 30),
    isHoliday: fc.constantFrom(false, false, false, true),
    nowShift: minute(-600, 600),
    pick: fc.nat(3),
  })
  .map((c) => {
    const date = addDays(TODAY, c.dayOffset);
    const now = new Date(NOW.getTime() + c.nowShift * 60_000);
    const technicians = c.technicians.map((t, i) => tech(`t${i}`, date, t.offers, [t.start, t.start + t.length], t.brk ? [t.brk[0], t.brk[0] + t.brk[1]] : null));
    const segments = c.technicians.flatMap((t, i) => t.work.map(([start, length, status], j) => segment(`x${i}${j}`, date, `t${i}`, start, length, status)));
    const day: OnlineDay = {
      date,
      config: { startTime: '08:00', endTime: '19:00', workingOverTime: c.workingOverTime, isHoliday: c.isHoliday },
      technicians,
      segments,
      settings: { multitask: c.multitask, minuteOverlap: c.minuteOverlap },
    };
    const technicianId = c.pick < technicians.length ? (technicians[c.pick]?.id ?? null) : null;
    return { day, now, services: c.services, technicianId };
  });

/** What the desk's save would say of this booking, with the search's "free means free" overlap rule. */
function deskAccepts(input: { day: OnlineDay; services: readonly TimedService[]; technicianId: string; start: number; now: Date }): boolean {
  const { day } = input;
  const lines = linesFrom({ date: day.date, start: input.start, services: input.services });
  const refusal = bookingPlacementRefusal({
    args: {
      id: 'new',
      force: false,
      guests: [
        {
          id: 'guest',
          name: '',
          gender: Gender.ANY,
          block: false,
          isReOrder: false,
          displayIndex: 0,
          segments: lines.map((l, i) => ({
            id: `line-${i}`,
            type: 'service' as const,
            serviceId: l.serviceId,
            serviceName: l.serviceName,
            technicianId: input.technicianId,
            startTime: l.startTime,
            duration: l.duration,
            price: 0,
            displayIndex: i,
            parentId: null,
            packageId: null,
          })),
        },
      ],
    },
    board: {
      date: day.date,
      config: day.config,
      technicians: day.technicians,
      segments: day.segments,
      settings: { multitask: false, minuteOverlap: day.settings.multitask ? 0 : day.settings.minuteOverlap, readOnly: false },
    },
    guestStatuses: new Map(),
    savedLines: new Map(),
    now: { today: TODAY, minute: nowOnDay(input.now, TZ, TODAY) },
  });
  return refusal === null;
}

describe('onlineFreeTimes', () => {
  it('offers exactly the future times at which the scheduler accepts the services end to end, on the technician it names', () => {
    fc.assert(
      fc.property(dayCase, ({ day, now, services, technicianId }) => {
        const offered = onlineFreeTimes({ day, services, technicianId, now, timeZone: TZ });
        const offeredAt = new Map(offered.map((t) => [minutesOfDay(t.time), t.technicianId]));
        const { first, last } = bookableDates(now, TZ);
        const nowMinute = day.date === first ? nowOnDay(now, TZ, day.date) : -1;
        const candidates = day.technicians.filter((t) => technicianId === null || t.id === technicianId);
        for (let start = 0; start < 1440; start += 15) {
          const open = !day.config.isHoliday && day.date >= first && day.date <= last && start >= nowMinute;
          const able = candidates.filter((t) => deskAccepts({ day, services, technicianId: t.id, start, now }));
          const given = offeredAt.get(start);
          if (given === undefined) {
            // Refused by the scheduler, past, a holiday or beyond the horizon: not offered.
            expect(open && able.length > 0, `${hourMinute(start)} not offered`).toBe(false);
          } else {
            expect(open, `${hourMinute(start)} offered while closed or past`).toBe(true);
            expect(able.map((t) => t.id), `${hourMinute(start)} offered on ${given}`).toContain(given);
            // "Anyone" takes the first technician free, in the board's order.
            expect(given).toBe(able[0]?.id);
          }
        }
      }),
      { numRuns: 300, seed: 17 },
    );
    // The cases do offer times (the property is not proved on empty answers alone).
    const offeredSome = fc.sample(dayCase, { numRuns: 100, seed: 17 }).filter((c) => onlineFreeTimes({ ...c, timeZone: TZ }).length > 0);
    expect(offeredSome.length).toBeGreaterThan(30);
  });

  it('lays the services end to end and starts no earlier than now', () => {
    const day: OnlineDay = {
      date: TODAY,
      config: { startTime: '08:00', endTime: '19:00', workingOverTime: 0, isHoliday: false },
      technicians: [tech('t0', TODAY, ['s1', 's2'], [480, 1140], [720, 750])],
      segments: [segment('a', TODAY, 't0', 690, 30, BookingStatus.WAITING)],
      settings: { multitask: false, minuteOverlap: 0 },
    };
    const times = onlineFreeTimes({ day, services: [SERVICES[0]!, SERVICES[1]!], technicianId: null, now: NOW, timeZone: TZ });
    // Now is 10:07, so 10:15 first; from 10:30 the 75 minutes run into the 11:30 appointment or the 12:00 break.
    expect(times.map((t) => t.time).slice(0, 3)).toEqual(['10:15', '12:30', '12:45']);
    expect(times[0]?.lines).toEqual([
      { serviceId: 's1', serviceName: 'Manicure', startTime: `${TODAY} 10:15`, duration: 30 },
      { serviceId: 's2', serviceName: 'Pedicure', startTime: `${TODAY} 10:45`, duration: 45 },
    ]);
  });
});
