import { describe, expect, it } from 'vitest';
import { Gender, WorkingType, type Segment } from '../../../src/domain/api';
import { bookingSaveArgs } from '../../../src/domain/booking/args';
import { canPrebook, packageBookableTimes, prebookArgs, prebookFreeTimes, prebookOffers, prebookTimesWithinHours, visitOf, type PrebookDay } from '../../../src/domain/booking/prebook';
import { bookingFieldErrors } from '../../../src/domain/booking/validate';
import { PackageStatus } from '../../../src/domain/catalogue/package';
import { DEFAULT_PHONE_SETTING } from '../../../src/domain/phone';
import { CONFIG, item, technician, TZ } from '../scheduler/fixtures';

const PAID_ON = '2026-03-10';
const NEXT = '2026-04-07';
/** 14:00 in Toronto on the day of payment. */
const NOW = new Date('2026-03-10T18:00:00Z');

function segment(over: Partial<Segment> & { id: string; startTime: string; duration: number; technicianId: string }): Segment {
  return {
    type: 'service',
    serviceId: 'nails',
    serviceName: 'Nails',
    technicianName: over.technicianId.toUpperCase(),
    endTime: over.startTime,
    cleaning: 0,
    price: 3500,
    displayIndex: 0,
    packageId: null,
    ...over,
  };
}

/** A manicure with T1 then a haircut with T2 half an hour later, as paid on PAID_ON at 10:00. */
const paidGuests = [
  {
    name: 'LAN',
    gender: Gender.FEMALE,
    displayIndex: 0,
    segments: [
      segment({ id: 's2', startTime: `${PAID_ON} 10:30`, duration: 60, technicianId: 't2', serviceId: 'hair', serviceName: 'Hair', displayIndex: 1, price: 6000 }),
      segment({ id: 's1', startTime: `${PAID_ON} 10:00`, duration: 30, technicianId: 't1', displayIndex: 0 }),
    ],
  },
];

const working = (id: string) => [
  { id: `${id}-w`, type: WorkingType.WORKING, startDate: `${NEXT} 08:00`, endDate: `${NEXT} 17:00`, note: null },
  { id: `${id}-b`, type: WorkingType.BREAK_UNPAID, startDate: `${NEXT} 12:00`, endDate: `${NEXT} 12:30`, note: 'lunch' },
];

function day(over: Partial<PrebookDay> = {}): PrebookDay {
  return {
    date: NEXT,
    config: CONFIG,
    technicians: [technician({ id: 't1', technicianWorkings: working('t1') }), technician({ id: 't2', technicianWorkings: working('t2') })],
    // T1 is taken from 9:00 to 10:00 that day.
    segments: [item({ id: 'busy', technicianId: 't1', startTime: `${NEXT} 09:00`, endTime: `${NEXT} 10:00` })],
    settings: { multitask: false, minuteOverlap: 0 },
    ...over,
  };
}

const quarterHours = (from: string, to: string): string[] => {
  const out: string[] = [];
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  for (let m = minutes(from); m <= minutes(to); m += 15) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
};

describe('prebook offers', () => {
  it('counts 2, 4, 6 and 8 weeks of calendar days from the day of payment in the branch zone, across a DST change', () => {
    // 23:30 on 20 October in Toronto is already 21 October in UTC; daylight saving ends on 1 November.
    expect(prebookOffers(new Date('2026-10-21T03:30:00Z'), TZ)).toEqual([
      { weeks: 2, date: '2026-11-03' },
      { weeks: 4, date: '2026-11-17' },
      { weeks: 6, date: '2026-12-01' },
      { weeks: 8, date: '2026-12-15' },
    ]);
    // 05:30 UTC is 00:30 on 1 March in Toronto; daylight saving starts on 8 March.
    expect(prebookOffers(new Date('2026-03-01T05:30:00Z'), TZ).map((o) => o.date)).toEqual(['2026-03-15', '2026-03-29', '2026-04-12', '2026-04-26']);
    // The same instant in Vancouver is still 28 February.
    expect(prebookOffers(new Date('2026-03-01T05:30:00Z'), 'America/Vancouver')[0]).toEqual({ weeks: 2, date: '2026-03-14' });
  });
});

describe('the visit repeated', () => {
  it('keeps each line on its technician at its distance from the first line, in board order', () => {
    expect(visitOf(paidGuests)).toEqual([
      {
        name: 'LAN',
        gender: Gender.FEMALE,
        displayIndex: 0,
        lines: [
          { type: 'service', serviceId: 'nails', serviceName: 'Nails', technicianId: 't1', offset: 0, duration: 30, price: 3500, helperOf: null, packageId: null },
          { type: 'service', serviceId: 'hair', serviceName: 'Hair', technicianId: 't2', offset: 30, duration: 60, price: 6000, helperOf: null, packageId: null },
        ],
      },
    ]);
    expect(visitOf([])).toEqual([]);
  });

  it('is offered for a paid booking with lines, even one the tablet knows no customer id for yet (made offline, the server names it)', () => {
    const visit = visitOf(paidGuests);
    expect(canPrebook({ id: 'b1' }, visit)).toBe(true);
    expect(canPrebook(null, visit)).toBe(false);
    expect(canPrebook({ id: 'b1' }, [])).toBe(false);
  });
});

describe('prebook free times', () => {
  const visit = visitOf(paidGuests);

  it('lists every start where each line fits its technician: working time, breaks and other bookings', () => {
    const times = prebookFreeTimes({ day: day(), visit, now: NOW, timeZone: TZ }).map((t) => t.time);
    // T1 (0–30 min) clear of 9:00–10:00 and of lunch; T2 (30–90 min) clear of lunch and in by 17:00.
    expect(times).toEqual([...quarterHours('08:00', '08:30'), ...quarterHours('10:00', '10:30'), ...quarterHours('12:30', '15:30')]);
    expect(prebookFreeTimes({ day: day(), visit, now: NOW, timeZone: TZ })[0]).toEqual({ time: '08:00', startTime: `${NEXT} 08:00` });
  });

  it('never proposes an occupied time, even with multitasking on', () => {
    const times = prebookFreeTimes({ day: day({ settings: { multitask: true, minuteOverlap: 0 } }), visit, now: NOW, timeZone: TZ }).map((t) => t.time);
    expect(times).not.toContain('09:00');
  });

  it('finds nothing on a holiday, a past day, or when a technician is not on that day', () => {
    expect(prebookFreeTimes({ day: day({ config: { ...CONFIG, isHoliday: true } }), visit, now: NOW, timeZone: TZ })).toEqual([]);
    expect(prebookFreeTimes({ day: day({ date: '2026-03-09' }), visit, now: NOW, timeZone: TZ })).toEqual([]);
    expect(prebookFreeTimes({ day: day({ technicians: [technician({ id: 't1', technicianWorkings: working('t1') })] }), visit, now: NOW, timeZone: TZ })).toEqual([]);
  });

  it('keeps to the wall clock on a day daylight saving time starts', () => {
    const dst = '2026-03-08';
    const techs = ['t1', 't2'].map((id) =>
      technician({ id, technicianWorkings: [{ id: `${id}-w`, type: WorkingType.WORKING, startDate: `${dst} 09:00`, endDate: `${dst} 11:00`, note: null }] }),
    );
    const times = prebookFreeTimes({ day: { ...day(), date: dst, technicians: techs, segments: [] }, visit, now: new Date('2026-03-01T15:00:00Z'), timeZone: TZ });
    expect(times.map((t) => t.startTime)).toEqual([`${dst} 09:00`, `${dst} 09:15`, `${dst} 09:30`]);
  });
});

describe('prebook times of a day not stored on the tablet', () => {
  it('offers every start within opening hours at which the whole visit ends by closing time', () => {
    const times = prebookTimesWithinHours({ date: NEXT, hours: { startTime: '09:00', endTime: '12:00', workingOverTime: 60 }, visit: visitOf(paidGuests) });
    // The visit lasts 90 minutes: 10:30 is the last start; overtime is not offered blind.
    expect(times.map((t) => t.time)).toEqual(quarterHours('09:00', '10:30'));
    expect(times[0]?.startTime).toBe(`${NEXT} 09:00`);
    expect(prebookTimesWithinHours({ date: NEXT, hours: CONFIG, visit: [] })).toEqual([]);
  });
});

describe('the prebooked booking', () => {
  it('is the customer’s booking of the same lines at the chosen start, marked with the bill, and valid as a booking.create', () => {
    let n = 0;
    const args = prebookArgs({
      booking: { branchId: '00000000-0000-4000-8000-000000000001', customerId: '00000000-0000-4000-8000-000000000002', customerName: 'LAN', phone: '4165550100', email: null },
      visit: visitOf(paidGuests.map((g) => ({ ...g, segments: g.segments.map((s) => ({ ...s, technicianId: `00000000-0000-4000-8000-00000000010${s.technicianId.slice(1)}`, serviceId: `00000000-0000-4000-8000-00000000020${s.id.slice(1)}` })) }))),
      startTime: `${NEXT} 12:30`,
      billId: '00000000-0000-4000-8000-000000000009',
      newId: () => `00000000-0000-4000-8000-1000000000${String(++n).padStart(2, '0')}`,
    });
    const parsed = bookingSaveArgs.safeParse({ ...args, code: 'DT-1-7' });
    expect(parsed.success).toBe(true);
    expect(args.prebookedFromBillId).toBe('00000000-0000-4000-8000-000000000009');
    expect(args.customerId).toBe('00000000-0000-4000-8000-000000000002');
    expect(args.guests[0]?.segments.map((s) => [s.startTime, s.duration, s.technicianId])).toEqual([
      [`${NEXT} 12:30`, 30, '00000000-0000-4000-8000-000000000101'],
      [`${NEXT} 13:00`, 60, '00000000-0000-4000-8000-000000000102'],
    ]);
    expect(new Set([args.id, ...(args.guests.flatMap((g) => [g.id, ...g.segments.map((s) => s.id)]))]).size).toBe(4);
  });
});

const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COUPLES = uuid(301);
const PKG = uuid(401);

/**
 * A couples massage (two technicians at once, the price on the first's line, as the form saves
 * it) then, for the second guest, a manicure booked in a package; as the board holds them, with
 * nothing saying which line is the helper.
 */
const couplesGuests = [
  {
    name: 'LAN',
    gender: Gender.FEMALE,
    displayIndex: 0,
    segments: [
      segment({ id: 'c1', startTime: `${PAID_ON} 10:00`, duration: 60, technicianId: uuid(101), serviceId: COUPLES, serviceName: 'Couples', price: 20000, displayIndex: 0 }),
      segment({ id: 'c2', startTime: `${PAID_ON} 10:00`, duration: 60, technicianId: uuid(102), serviceId: COUPLES, serviceName: 'Couples', price: 0, displayIndex: 1 }),
    ],
  },
  {
    name: 'MAI',
    gender: Gender.FEMALE,
    displayIndex: 1,
    segments: [segment({ id: 'p1', startTime: `${PAID_ON} 10:00`, duration: 30, technicianId: uuid(103), serviceId: uuid(302), serviceName: 'Nails', price: 2500, packageId: PKG })],
  },
];
const technicianCount = (serviceId: string): number | undefined => (serviceId === COUPLES ? 2 : serviceId === uuid(302) ? 1 : undefined);

describe('a service of several technicians and a package, repeated', () => {
  const visit = visitOf(couplesGuests, technicianCount);

  it('keeps the helper technician with its service, as the booking form groups it', () => {
    expect(visit[0]?.lines.map((l) => [l.technicianId, l.helperOf, l.price])).toEqual([
      [uuid(101), null, 20000],
      [uuid(102), 0, 0],
    ]);
    expect(visit[1]?.lines.map((l) => [l.technicianId, l.helperOf, l.packageId])).toEqual([[uuid(103), null, PKG]]);
    // A service the tree says needs one technician: two such lines at once are two services.
    const twice = visitOf([{ ...couplesGuests[0]!, segments: couplesGuests[0]!.segments.map((s) => ({ ...s, serviceId: uuid(302) })) }], technicianCount);
    expect(twice[0]?.lines.map((l) => l.helperOf)).toEqual([null, null]);
  });

  it('is booked as booking.create takes it: the helper names its first line, the package line its package', () => {
    let n = 0;
    const args = prebookArgs({
      booking: { branchId: uuid(1), customerId: null, customerName: 'LAN', phone: '4165550100', email: null },
      visit,
      startTime: `${NEXT} 10:00`,
      billId: uuid(9),
      newId: () => uuid(1000 + ++n),
    });
    const parsed = bookingSaveArgs.parse({ ...args, code: 'DT-1-8' });
    const [first, helper] = parsed.guests[0]?.segments ?? [];
    expect(helper?.parentId).toBe(first?.id);
    expect(first?.parentId).toBeNull();
    expect(parsed.guests[1]?.segments.map((s) => [s.packageId, s.price])).toEqual([[PKG, 2500]]);
    // The same rule the server applies: the couples service has its two technicians.
    const services = new Map([
      [COUPLES, { id: COUPLES, numberTechnician: 2 }],
      [uuid(302), { id: uuid(302), numberTechnician: 1 }],
    ]);
    expect(bookingFieldErrors({ args: parsed, phone: DEFAULT_PHONE_SETTING, services })).toEqual({});
    const apart = { ...parsed, guests: parsed.guests.map((g) => ({ ...g, segments: g.segments.map((s) => ({ ...s, parentId: null })) })) };
    expect(Object.keys(bookingFieldErrors({ args: apart, phone: DEFAULT_PHONE_SETTING, services }))).not.toEqual([]);
  });

  it('offers only the times at which every technician of the service is free', () => {
    const three = [uuid(101), uuid(102), uuid(103)].map((id) =>
      technician({ id, technicianWorkings: working(id), technicianServiceMappings: [{ serviceId: COUPLES }, { serviceId: uuid(302) }] }),
    );
    const free = (segments: PrebookDay['segments']) =>
      prebookFreeTimes({ day: day({ technicians: three, segments }), visit, now: NOW, timeZone: TZ }).map((t) => t.time);
    expect(free([])).toContain('09:00');
    // The helper technician is taken from 9:00 to 10:00: the couples service cannot start before 10:00.
    const busy = free([item({ id: 'busy2', technicianId: uuid(102), startTime: `${NEXT} 09:00`, endTime: `${NEXT} 10:00` })]);
    expect(busy.filter((t) => t < '10:00')).toEqual(['08:00']);
  });

  it('offers a package line only while its package may be booked, leaving a package the tablet does not hold to the server', () => {
    const times = prebookTimesWithinHours({ date: NEXT, hours: { startTime: '09:00', endTime: '12:00', workingOverTime: 0 }, visit });
    const until = (endTime: string) => new Map([[PKG, { status: PackageStatus.ENABLED, startTime: `${PAID_ON} 00:00`, endTime }]]);
    expect(packageBookableTimes(times, visit, until(`${NEXT} 10:00`)).map((t) => t.time)).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00']);
    expect(packageBookableTimes(times, visit, new Map([[PKG, { status: PackageStatus.DISABLED, startTime: `${PAID_ON} 00:00`, endTime: `${NEXT} 23:59` }]]))).toEqual([]);
    expect(packageBookableTimes(times, visit, new Map())).toEqual(times);
  });
});
