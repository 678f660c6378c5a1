import { BookingStatus, Gender, WorkingType, type ScheduleTechnician } from '../../../src/domain/api';
import type { SchedulerItem } from '../../../src/domain/scheduler/items';
import type { BoardContext } from '../../../src/domain/scheduler/drop-rules';

export const TZ = 'America/Toronto';
export const DATE = '2026-03-10';
/** 14:00 in Toronto (EDT, UTC−4) on DATE. */
export const NOW = new Date('2026-03-10T18:00:00Z');
export const CONFIG = { startTime: '08:00', endTime: '17:00', workingOverTime: 60 };

export function technician(overrides: Partial<ScheduleTechnician> & { id: string }): ScheduleTechnician {
  return {
    name: overrides.id.toUpperCase(),
    gender: 'FEMALE',
    avatar: null,
    fullService: false,
    priority: 1,
    technicianServiceMappings: [{ serviceId: 'nails' }, { serviceId: 'hair' }],
    technicianWorkings: [
      { id: `${overrides.id}-w`, type: WorkingType.WORKING, startDate: `${DATE} 08:00`, endDate: `${DATE} 17:00`, note: null },
      { id: `${overrides.id}-b`, type: WorkingType.BREAK_UNPAID, startDate: `${DATE} 12:00`, endDate: `${DATE} 12:30`, note: 'lunch' },
    ],
    ...overrides,
  };
}

export function item(overrides: Partial<SchedulerItem> & { id: string }): SchedulerItem {
  return {
    bookingId: `b-${overrides.id}`,
    guestId: `g-${overrides.id}`,
    technicianId: 't1',
    serviceId: 'nails',
    serviceName: 'Nails',
    status: BookingStatus.WAITING,
    startTime: `${DATE} 15:00`,
    endTime: `${DATE} 15:30`,
    serviceTime: 30,
    servicePrice: 3500,
    gender: Gender.ANY,
    ...overrides,
  };
}

export function board(overrides: Partial<BoardContext> = {}): BoardContext {
  return {
    day: { date: DATE, config: CONFIG },
    technicians: [technician({ id: 't1' }), technician({ id: 't2', gender: 'MALE' })],
    segments: [],
    settings: { multitask: false, minuteOverlap: 0, readOnly: false },
    now: NOW,
    timeZone: TZ,
    ...overrides,
  };
}
