/**
 * Whether a technician can take a service line over an interval: the checks shared by
 * drag-and-drop, resize and the free-slot search. Status, date and read-only checks stay
 * with the gestures, because the search proposes new bookings rather than moving one.
 */
import { type Interval, minutesFromDay, overlapMinutes } from './clock';
import { refuse, type Refusal, SchedulerCode } from './codes';
import { Gender, type ScheduleTechnician } from '../api';
import type { IsoDate } from '../time';
import { isOnSchedule, type SchedulerItem } from './items';
import { Coverage, coverage, type DayBounds, type TechnicianDay } from './working-hours';

export type RuleTechnician = Pick<ScheduleTechnician, 'id' | 'gender' | 'technicianServiceMappings' | 'technicianWorkings'>;

export type SchedulerSettings = {
  /** MULTITASK: a technician may serve overlapping appointments. */
  multitask: boolean;
  /** MINUTE_OVERLAP: tolerated overlap without multitasking (0 when multitasking is on). */
  minuteOverlap: number;
  readOnly: boolean;
};

/** ANY goes anywhere; MALE or FEMALE only to a technician of that gender. */
export function genderAllows(guest: Gender, technician: RuleTechnician['gender']): boolean {
  return guest === Gender.ANY || guest === technician;
}

/** Extra lines (no serviceId) are free text: any technician can do them. */
export function offersService(technician: RuleTechnician, serviceId: string | null): boolean {
  return serviceId === null || technician.technicianServiceMappings.some((m) => m.serviceId === serviceId);
}

/** Largest overlap, in minutes, of `interval` with another line of the technician. */
export function worstOverlap({ interval, others, date }: { interval: Interval; others: readonly SchedulerItem[]; date: IsoDate }): number {
  let worst = 0;
  for (const o of others) {
    const other = { start: minutesFromDay(o.startTime, date), end: minutesFromDay(o.endTime, date) };
    worst = Math.max(worst, overlapMinutes(interval, other));
  }
  return worst;
}

/** The other lines on a technician's column that a placement of `itemId` would meet. */
export function othersOf({ segments, technicianId, itemId }: { segments: readonly SchedulerItem[]; technicianId: string; itemId: string | null }): SchedulerItem[] {
  return segments.filter((s) => s.technicianId === technicianId && s.id !== itemId && isOnSchedule(s.status));
}

export function placementRefusal(input: {
  technician: RuleTechnician;
  technicianDay: TechnicianDay;
  bounds: DayBounds;
  interval: Interval;
  serviceId: string | null;
  gender: Gender;
  others: readonly SchedulerItem[];
  date: IsoDate;
  settings: Pick<SchedulerSettings, 'multitask' | 'minuteOverlap'>;
}): Refusal | null {
  if (!genderAllows(input.gender, input.technician.gender)) return refuse(SchedulerCode.GENDER_MISMATCH);
  if (!offersService(input.technician, input.serviceId)) return refuse(SchedulerCode.SERVICE_NOT_OFFERED);
  const cover = coverage({ day: input.technicianDay, bounds: input.bounds, interval: input.interval });
  if (cover === Coverage.BREAK) return refuse(SchedulerCode.OVER_BREAK);
  if (cover === Coverage.NOT_WORKING) return refuse(SchedulerCode.NOT_WORKING_HOURS);
  // With multitasking on, MINUTE_OVERLAP is irrelevant: overlaps are allowed outright.
  if (!input.settings.multitask) {
    const tolerated = Math.max(0, input.settings.minuteOverlap);
    if (worstOverlap({ interval: input.interval, others: input.others, date: input.date }) > tolerated) {
      return refuse(SchedulerCode.NOT_ALLOW_MULTITASKING);
    }
  }
  return null;
}
