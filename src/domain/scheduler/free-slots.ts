/**
 * First free slots for a service: for each technician who offers it (and suits the guest's
 * gender), the earliest slot start where the whole duration fits in working time, clear of
 * breaks and of other appointments. "Free" means free: the multitask setting lets staff
 * stack bookings by hand, but the search never proposes an occupied slot.
 */
import { dateTimeAt, nowOnDay } from './clock';
import { SchedulerCode } from './codes';
import { Gender } from '../api';
import { formatZonedDate, type IsoDate } from '../time';
import { PAST_SLOT_GRACE_MINUTES } from './drop-rules';
import type { SchedulerItem } from './items';
import { othersOf, placementRefusal, type RuleTechnician, type SchedulerSettings } from './placement';
import { dayBounds, type DayHours, SLOT_MINUTES, technicianDay } from './working-hours';

export type FreeSlot = { technicianId: string; startTime: string; endTime: string };

export function findFreeSlots(input: {
  serviceId: string | null;
  /** Minutes; a 0-minute line still needs its starting slot. */
  duration: number;
  gender?: Gender;
  day: { date: IsoDate; config: DayHours };
  /** In display order: ties on time go to the technician listed first. */
  technicians: readonly RuleTechnician[];
  segments: readonly SchedulerItem[];
  settings: Pick<SchedulerSettings, 'multitask' | 'minuteOverlap'>;
  now: Date;
  timeZone: string;
  /** At most this many answers (one per technician). */
  limit?: number;
}): FreeSlot[] {
  const { day } = input;
  const today = formatZonedDate(input.now, input.timeZone);
  if (day.date < today) return [];
  const bounds = dayBounds({ config: day.config });
  let from = bounds.start;
  if (day.date === today) {
    const earliest = nowOnDay(input.now, input.timeZone, day.date) - PAST_SLOT_GRACE_MINUTES;
    from = Math.max(from, Math.ceil(earliest / SLOT_MINUTES) * SLOT_MINUTES);
  }
  const duration = Math.max(0, Math.round(input.duration));
  const strict = { multitask: false, minuteOverlap: input.settings.multitask ? 0 : input.settings.minuteOverlap };
  const found: (FreeSlot & { start: number; order: number })[] = [];
  input.technicians.forEach((technician, order) => {
    const tDay = technicianDay({ technician, date: day.date });
    const others = othersOf({ segments: input.segments, technicianId: technician.id, itemId: null });
    for (let start = from; start + Math.max(duration, 1) <= bounds.end; start += SLOT_MINUTES) {
      const refusal = placementRefusal({
        technician,
        technicianDay: tDay,
        bounds,
        interval: { start, end: start + duration },
        serviceId: input.serviceId,
        gender: input.gender ?? Gender.ANY,
        others,
        date: day.date,
        settings: strict,
      });
      // Not this technician at all: no later slot can change that.
      if (refusal?.code === SchedulerCode.GENDER_MISMATCH || refusal?.code === SchedulerCode.SERVICE_NOT_OFFERED) return;
      if (!refusal) {
        found.push({
          technicianId: technician.id,
          startTime: dateTimeAt(day.date, start),
          endTime: dateTimeAt(day.date, start + duration),
          start,
          order,
        });
        return;
      }
    }
  });
  return found
    .sort((a, b) => a.start - b.start || a.order - b.order)
    .slice(0, input.limit ?? 10)
    .map(({ technicianId, startTime, endTime }) => ({ technicianId, startTime, endTime }));
}
