import type { BookingStatus, Gender } from '../api';
import type { IsoDate } from '../time';
import { dateTimeAt } from './clock';
import { refuse, SchedulerCode, type Refusal } from './codes';
import { PAST_SLOT_GRACE_MINUTES } from './drop-rules';
import type { SchedulerItem } from './items';
import { othersOf, placementRefusal, type RuleTechnician, type SchedulerSettings } from './placement';
import { dayBounds, technicianDay, type DayHours } from './working-hours';

/** The board a clipboard drop is judged on; `clock` is now on the branch wall clock. */
export type ClipboardBoard = {
  date: IsoDate;
  config: DayHours;
  technicians: readonly RuleTechnician[];
  segments: readonly SchedulerItem[];
  settings: Pick<SchedulerSettings, 'multitask' | 'minuteOverlap'>;
  clock: { today: IsoDate; minute: number };
};

export type ClipboardLine = { id: string; serviceId: string | null; serviceName: string; duration: number; price: number };

/**
 * A clipboard guest dropped on a technician at `start` (minutes of the board's day): the
 * lines follow one another from there, in their order. The drop rules hold for each line, as
 * for a new booking: no past slot, working hours, no break, the service, the gender and,
 * unless forced, a free technician. Every line already on the board counts, the booking's
 * other guests included. The worker runs it for instant feedback, the server as the final word.
 */
export function clipboardPlacement(input: {
  board: ClipboardBoard;
  bookingId: string;
  guestId: string;
  status: BookingStatus;
  gender: Gender;
  technicianId: string;
  start: number;
  lines: readonly ClipboardLine[];
  force: boolean;
}): { ok: true; items: SchedulerItem[] } | Refusal {
  const { board } = input;
  const technician = board.technicians.find((t) => t.id === input.technicianId);
  if (!technician) return refuse(SchedulerCode.TECHNICIAN_NOT_FOUND);
  if (board.date === board.clock.today && board.clock.minute > input.start + PAST_SLOT_GRACE_MINUTES) return refuse(SchedulerCode.PAST_SLOT);
  const settings = input.force ? { ...board.settings, multitask: true } : board.settings;
  const bounds = dayBounds({ config: board.config });
  const tDay = technicianDay({ technician, date: board.date });
  const items: SchedulerItem[] = [];
  let cursor = input.start;
  for (const line of input.lines) {
    const item: SchedulerItem = {
      id: line.id,
      bookingId: input.bookingId,
      guestId: input.guestId,
      technicianId: technician.id,
      serviceId: line.serviceId,
      serviceName: line.serviceName,
      status: input.status,
      startTime: dateTimeAt(board.date, cursor),
      endTime: dateTimeAt(board.date, cursor + line.duration),
      serviceTime: line.duration,
      servicePrice: line.price,
      gender: input.gender,
    };
    const refusal = placementRefusal({
      technician,
      technicianDay: tDay,
      bounds,
      interval: { start: cursor, end: cursor + line.duration },
      serviceId: line.serviceId,
      gender: input.gender,
      others: othersOf({ segments: [...board.segments, ...items], technicianId: technician.id, itemId: line.id }),
      date: board.date,
      settings,
    });
    if (refusal) return refusal;
    items.push(item);
    cursor += line.duration;
  }
  return { ok: true, items };
}
