/**
 * Prebooking at checkout: once a booking's bill is paid, the front desk offers the customer's
 * next visit in 2, 4, 6 or 8 weeks, with the same services and technicians laid out as in this
 * visit, at the times of that day the board's own rules leave free (working time, breaks,
 * services offered, gender, MINUTE_OVERLAP; never over another appointment, as `findFreeSlots`).
 * Pure: the screen passes the day as the tablet holds it, `now` and the branch time zone.
 */
import { Gender, type Guest, type Booking } from '../api';
import { addDays, formatZonedDate, hourMinute, type IsoDate } from '../time';
import { dateTimeAt, minutesFromDay, nowOnDay } from '../scheduler/clock';
import type { SchedulerItem } from '../scheduler/items';
import { othersOf, placementRefusal, type RuleTechnician, type SchedulerSettings } from '../scheduler/placement';
import { dayBounds, SLOT_MINUTES, technicianDay, type DayHours } from '../scheduler/working-hours';
import { SegmentType, type BookingSaveInput } from './args';
import { isPackageBookable, type PackageWindow } from '../catalogue/package';
import { groupServiceLines, type TechnicianCountOf } from './service-lines';

export const PREBOOK_WEEKS = [2, 4, 6, 8] as const;
export type PrebookWeeks = (typeof PREBOOK_WEEKS)[number];

export type PrebookOffer = { weeks: PrebookWeeks; date: IsoDate };

/**
 * The dates offered: whole weeks of calendar days after the day of payment in the branch's
 * zone, so a change to or from daylight saving time in between moves no date.
 */
export function prebookOffers(now: Date, timeZone: string): PrebookOffer[] {
  const today = formatZonedDate(now, timeZone);
  return PREBOOK_WEEKS.map((weeks) => ({ weeks, date: addDays(today, weeks * 7) }));
}

/**
 * One line of the visit as it repeats: minutes after the visit's start, on its technician. A
 * service needing several technicians is one line per technician, as booking.create takes it:
 * the helpers name their first line (`helperOf`, its place in the guest's lines).
 */
export type VisitLine = {
  type: SegmentType;
  serviceId: string | null;
  serviceName: string;
  technicianId: string;
  offset: number;
  duration: number;
  price: number;
  helperOf: number | null;
  /** The package the line was booked in: the next visit is booked in it too. */
  packageId: string | null;
};

/** A paid guest as the next visit repeats them. */
export type VisitGuest = { name: string; gender: Gender; displayIndex: number; lines: VisitLine[] };

/**
 * The paid guests' lines, each at its distance from the first line's start, in board order,
 * a several-technician service's lines grouped as the booking form groups them (`countOf`:
 * the service tree's number of technicians, when the tablet holds it).
 */
export function visitOf(
  guests: readonly Pick<Guest, 'name' | 'gender' | 'displayIndex' | 'segments'>[],
  countOf: TechnicianCountOf = () => undefined,
): VisitGuest[] {
  const starts = guests.flatMap((g) => g.segments.map((s) => s.startTime));
  if (starts.length === 0) return [];
  const first = starts.reduce((a, b) => (a < b ? a : b));
  const date = first.slice(0, 10);
  const origin = minutesFromDay(first, date);
  return [...guests]
    .sort((a, b) => a.displayIndex - b.displayIndex)
    .map((g) => {
      const lines: VisitLine[] = [];
      for (const group of groupServiceLines(g.segments, countOf)) {
        const at = lines.length;
        for (const s of group) {
          lines.push({
            type: s.type,
            serviceId: s.serviceId,
            serviceName: s.serviceName,
            technicianId: s.technicianId,
            offset: minutesFromDay(s.startTime, date) - origin,
            duration: s.duration,
            price: s.price,
            helperOf: s === group[0] ? null : at,
            packageId: s.packageId,
          });
        }
      }
      return { name: g.name, gender: g.gender, displayIndex: g.displayIndex, lines };
    })
    .filter((g) => g.lines.length > 0);
}

export type PrebookDay = {
  date: IsoDate;
  config: DayHours & { isHoliday?: boolean };
  technicians: readonly RuleTechnician[];
  /** That day's lines on the board, pending changes included. */
  segments: readonly SchedulerItem[];
  settings: Pick<SchedulerSettings, 'multitask' | 'minuteOverlap'>;
};

/** A free start for the whole visit: "HH:mm" and the wall date-time the booking starts at. */
export type PrebookTime = { time: string; startTime: string };

/**
 * Every 15-minute start at which each line of the visit fits on its own technician that day.
 * None on a holiday, a past day, or when a technician is not on that day's board.
 */
export function prebookFreeTimes(input: { day: PrebookDay; visit: readonly VisitGuest[]; now: Date; timeZone: string }): PrebookTime[] {
  const { day } = input;
  const lines = input.visit.flatMap((g) => g.lines.map((line) => ({ ...line, gender: g.gender })));
  const today = formatZonedDate(input.now, input.timeZone);
  if (lines.length === 0 || day.config.isHoliday || day.date < today) return [];
  const columns = new Map(
    day.technicians.map((technician) => [
      technician.id,
      { technician, tDay: technicianDay({ technician, date: day.date }), others: othersOf({ segments: day.segments, technicianId: technician.id, itemId: null }) },
    ]),
  );
  if (lines.some((l) => !columns.has(l.technicianId))) return [];
  const bounds = dayBounds({ config: day.config });
  const earliest = day.date === today ? Math.ceil(nowOnDay(input.now, input.timeZone, day.date) / SLOT_MINUTES) * SLOT_MINUTES : bounds.start;
  const length = Math.max(1, ...lines.map((l) => l.offset + l.duration));
  const strict = { multitask: false, minuteOverlap: day.settings.multitask ? 0 : day.settings.minuteOverlap };
  const times: PrebookTime[] = [];
  for (let start = Math.max(bounds.start, earliest); start + length <= bounds.end; start += SLOT_MINUTES) {
    const fits = lines.every((line) => {
      const column = columns.get(line.technicianId);
      return (
        column !== undefined &&
        placementRefusal({
          technician: column.technician,
          technicianDay: column.tDay,
          bounds,
          interval: { start: start + line.offset, end: start + line.offset + line.duration },
          serviceId: line.serviceId,
          gender: line.gender,
          others: column.others,
          date: day.date,
          settings: strict,
        }) === null
      );
    });
    if (fits) times.push({ time: hourMinute(start), startTime: dateTimeAt(day.date, start) });
  }
  return times;
}

/**
 * A day this tablet does not hold (offline): every 15-minute start at which the visit ends
 * within the branch's opening hours. Nothing else is known; the server checks the booking
 * when it is sent, and a refusal goes to Needs attention like any booking made offline.
 */
export function prebookTimesWithinHours(input: { date: IsoDate; hours: DayHours; visit: readonly VisitGuest[] }): PrebookTime[] {
  const lines = input.visit.flatMap((g) => g.lines);
  if (lines.length === 0) return [];
  const { workStart, workEnd } = dayBounds({ config: input.hours });
  const length = Math.max(1, ...lines.map((l) => l.offset + l.duration));
  const times: PrebookTime[] = [];
  for (let start = Math.ceil(workStart / SLOT_MINUTES) * SLOT_MINUTES; start + length <= workEnd; start += SLOT_MINUTES) {
    times.push({ time: hourMinute(start), startTime: dateTimeAt(input.date, start) });
  }
  return times;
}

/**
 * The times at which each package of the visit can still be booked (enabled, the start within
 * its dates), as the server checks a new package line; a package this tablet does not hold is
 * left to the server.
 */
export function packageBookableTimes(times: readonly PrebookTime[], visit: readonly VisitGuest[], packages: ReadonlyMap<string, PackageWindow>): PrebookTime[] {
  const known = visit.flatMap((g) => g.lines.flatMap((l) => (l.packageId === null ? [] : (packages.get(l.packageId) ?? []))));
  return times.filter((time) => known.every((pkg) => isPackageBookable(pkg, time.startTime)));
}

/**
 * The new booking for the chosen start: the paid booking's customer, the visit's guests and
 * lines moved to that start, marked as prebooked from the bill. The code comes from the tablet's
 * counter when it is queued.
 */
export function prebookArgs(input: {
  booking: Pick<Booking, 'branchId' | 'customerId' | 'customerName' | 'phone' | 'email'>;
  visit: readonly VisitGuest[];
  startTime: string;
  billId: string;
  newId: () => string;
}): Omit<BookingSaveInput, 'code'> {
  const date = input.startTime.slice(0, 10);
  const start = minutesFromDay(input.startTime, date);
  return {
    id: input.newId(),
    branchId: input.booking.branchId,
    customerId: input.booking.customerId,
    customer: { name: input.booking.customerName, phone: input.booking.phone, email: input.booking.email, birthDay: null },
    startTime: input.startTime,
    note: '',
    guests: input.visit.map((g, gi) => {
      const ids = g.lines.map(() => input.newId());
      return {
        id: input.newId(),
        name: g.name,
        gender: g.gender,
        displayIndex: gi,
        segments: g.lines.map((l, li) => ({
          id: ids[li] ?? input.newId(),
          type: l.type,
          serviceId: l.type === SegmentType.SERVICE ? l.serviceId : null,
          serviceName: l.serviceName,
          technicianId: l.technicianId,
          startTime: dateTimeAt(date, start + l.offset),
          duration: l.duration,
          price: l.price,
          displayIndex: li,
          parentId: l.helperOf === null ? null : (ids[l.helperOf] ?? null),
          packageId: l.packageId,
        })),
      };
    }),
    prebookedFromBillId: input.billId,
  };
}

/**
 * Who may be offered a next visit: a paid booking with lines. Every booking has a customer on
 * the server; one the tablet has no customer id for yet (made offline and paid before its
 * first sync) is prebooked under the same name and phone, and the server takes the customer it
 * gave the paid booking through the bill (src/server/booking/bookingPrebook.ts).
 */
export function canPrebook(booking: Pick<Booking, 'id'> | null, visit: readonly VisitGuest[]): boolean {
  return booking !== null && visit.length > 0;
}
