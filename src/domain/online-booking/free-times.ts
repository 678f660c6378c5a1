/**
 * The times a customer may book online: the board's own placement rules (working time,
 * breaks, gender, services offered, MINUTE_OVERLAP), applied to the chosen services one after
 * another on one technician. Stricter than the desk in two ways: never a past time (the desk's
 * 15-minute grace is for the desk), and never over another appointment, even with
 * multitasking on (stacking work stays the desk's decision, as in `findFreeSlots`).
 */
import { Gender, type DayConfigResult } from '../api';
import { addDays, formatZonedDate, hourMinute, type IsoDate } from '../time';
import { dateTimeAt, nowOnDay } from '../scheduler/clock';
import type { SchedulerItem } from '../scheduler/items';
import { othersOf, placementRefusal, type RuleTechnician, type SchedulerSettings } from '../scheduler/placement';
import { dayBounds, SLOT_MINUTES, technicianDay } from '../scheduler/working-hours';

/** How far ahead a customer may book. */
export const ONLINE_HORIZON_DAYS = 60;

export type TimedService = { id: string; name: string; duration: number };

/** One line of the booking: a service at its start, on the technician. */
export type OnlineLine = { serviceId: string; serviceName: string; startTime: string; duration: number };

export type OnlineTime = { time: string; technicianId: string; lines: OnlineLine[] };

export type OnlineDay = {
  date: IsoDate;
  config: Pick<DayConfigResult, 'startTime' | 'endTime' | 'workingOverTime' | 'isHoliday'>;
  /** In the board's order: "anyone" takes the first one free. */
  technicians: readonly RuleTechnician[];
  segments: readonly SchedulerItem[];
  settings: Pick<SchedulerSettings, 'multitask' | 'minuteOverlap'>;
};

/** The first and last dates a customer may pick. */
export function bookableDates(now: Date, timeZone: string): { first: IsoDate; last: IsoDate } {
  const first = formatZonedDate(now, timeZone);
  return { first, last: addDays(first, ONLINE_HORIZON_DAYS) };
}

/** The services laid end to end from `start` (minutes of the day). */
export function linesFrom(input: { date: IsoDate; start: number; services: readonly TimedService[] }): (OnlineLine & { from: number })[] {
  let at = input.start;
  return input.services.map((s) => {
    const line = { serviceId: s.id, serviceName: s.name, startTime: dateTimeAt(input.date, at), duration: s.duration, from: at };
    at += s.duration;
    return line;
  });
}

/**
 * Every start (a 15-minute slot) at which the services fit one after another, with the
 * technician who would do them: only `technicianId` when given, else the first free in order.
 */
export function onlineFreeTimes(input: {
  day: OnlineDay;
  services: readonly TimedService[];
  technicianId: string | null;
  now: Date;
  timeZone: string;
}): OnlineTime[] {
  const { day, services } = input;
  const { first, last } = bookableDates(input.now, input.timeZone);
  if (services.length === 0 || day.config.isHoliday || day.date < first || day.date > last) return [];
  const bounds = dayBounds({ config: day.config });
  const earliest = day.date === first ? Math.ceil(nowOnDay(input.now, input.timeZone, day.date) / SLOT_MINUTES) * SLOT_MINUTES : bounds.start;
  const total = services.reduce((sum, s) => sum + s.duration, 0);
  const strict = { multitask: false, minuteOverlap: day.settings.multitask ? 0 : day.settings.minuteOverlap };
  const candidates = day.technicians.filter((t) => input.technicianId === null || t.id === input.technicianId);
  const columns = candidates.map((technician) => ({
    technician,
    tDay: technicianDay({ technician, date: day.date }),
    others: othersOf({ segments: day.segments, technicianId: technician.id, itemId: null }),
  }));
  const times: OnlineTime[] = [];
  for (let start = Math.max(bounds.start, earliest); start + Math.max(total, 1) <= bounds.end; start += SLOT_MINUTES) {
    const lines = linesFrom({ date: day.date, start, services });
    const free = columns.find((c) =>
      lines.every(
        (line) =>
          placementRefusal({
            technician: c.technician,
            technicianDay: c.tDay,
            bounds,
            interval: { start: line.from, end: line.from + line.duration },
            serviceId: line.serviceId,
            gender: Gender.ANY,
            others: c.others,
            date: day.date,
            settings: strict,
          }) === null,
      ),
    );
    if (free) times.push({ time: hourMinute(start), technicianId: free.technician.id, lines: lines.map(({ from: _from, ...line }) => line) });
  }
  return times;
}
