/** A one-technician branch in Toronto and a booking of two lines, for the series tests. */
import { BookingStatus, Gender, WorkingType, type ScheduleTechnician } from '../../../src/domain/api';
import { bookingSaveArgs, SegmentType, type BookingSaveArgs } from '../../../src/domain/booking/args';
import type { BookingBoard } from '../../../src/domain/booking/validate';
import type { SchedulerItem } from '../../../src/domain/scheduler/items';

export const TZ = 'America/Toronto';
/** Monday 2026-02-23, 14:00 in Toronto (EST): the series is made before both DST changes. */
export const NOW = new Date('2026-02-23T19:00:00Z');
export const CONFIG = { startTime: '08:00', endTime: '17:00', workingOverTime: 0 };

export const HOURS = 3_600_000;
export const T1 = '10000000-0000-4000-8000-0000000000a1';
export const NAILS = '10000000-0000-4000-8000-0000000000c1';

export function technician(date: string, extra: ScheduleTechnician['technicianWorkings'] = []): ScheduleTechnician {
  return {
    id: T1,
    name: 'LINH',
    gender: 'FEMALE',
    avatar: null,
    fullService: false,
    priority: 1,
    technicianServiceMappings: [{ serviceId: NAILS }],
    technicianWorkings: [{ id: `w-${date}`, type: WorkingType.WORKING, startDate: `${date} 09:00`, endDate: `${date} 17:00`, note: null }, ...extra],
  };
}

export function board(date: string, over: { technicians?: ScheduleTechnician[]; segments?: SchedulerItem[] } = {}): BookingBoard {
  return {
    date,
    config: CONFIG,
    technicians: over.technicians ?? [technician(date)],
    segments: over.segments ?? [],
    settings: { multitask: false, minuteOverlap: 0, readOnly: false },
  };
}

export function other(date: string, start: string, end: string): SchedulerItem {
  return {
    id: `s-${date}`,
    bookingId: `b-${date}`,
    guestId: `g-${date}`,
    technicianId: T1,
    serviceId: NAILS,
    serviceName: 'Nails',
    status: BookingStatus.WAITING,
    startTime: `${date} ${start}`,
    endTime: `${date} ${end}`,
    serviceTime: 60,
    servicePrice: 4000,
    gender: Gender.ANY,
  };
}

export const template: BookingSaveArgs = bookingSaveArgs.parse({
  id: '10000000-0000-4000-8000-000000000001',
  branchId: '10000000-0000-4000-8000-0000000000b1',
  code: 'DT-1-1',
  customer: { name: 'ANNA', phone: '4165550100', email: null },
  startTime: '2026-03-02 10:00',
  note: '',
  guests: [
    {
      id: '10000000-0000-4000-8000-000000000002',
      name: 'ANNA',
      displayIndex: 0,
      segments: [
        { id: '10000000-0000-4000-8000-000000000003', type: SegmentType.SERVICE, serviceId: NAILS, serviceName: 'Nails', technicianId: T1, startTime: '2026-03-02 10:00', duration: 45, price: 4500, displayIndex: 0 },
        { id: '10000000-0000-4000-8000-000000000004', type: SegmentType.EXTRA, serviceId: null, serviceName: 'Art', technicianId: T1, startTime: '2026-03-02 10:45', duration: 15, price: 1000, displayIndex: 1 },
      ],
    },
  ],
});
