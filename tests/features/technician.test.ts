import { describe, expect, it } from 'vitest';
import { BookingStatus, type ScheduleTechnician } from '../../src/domain/api';
import { isWorking, technicianLabel } from '../../src/features/appointment/technician';
import { statusColor } from '../../src/features/appointment/status-style';

function tech(overrides: Partial<ScheduleTechnician> = {}): ScheduleTechnician {
  return {
    id: 'anna',
    name: 'ANNA',
    gender: 'FEMALE',
    avatar: null,
    fullService: false,
    priority: 1,
    technicianServiceMappings: [],
    technicianWorkings: [{ id: 'w-anna', type: 'WORKING', startDate: '2026-11-20 09:00', endDate: '2026-11-20 17:00', note: null }],
    ...overrides,
  };
}

describe('technicians on the scheduler', () => {
  it('works when a WORKING shift exists; a break alone is not work', () => {
    expect(isWorking(tech())).toBe(true);
    expect(isWorking(tech({ technicianWorkings: [{ id: 'b', type: 'BREAK_PAID', startDate: '2026-11-20 12:00', endDate: '2026-11-20 13:00', note: null }] }))).toBe(false);
  });

  it('labels full-service technicians with -FS', () => {
    expect(technicianLabel({ name: 'ANNA', fullService: true })).toBe('ANNA-FS');
    expect(technicianLabel({ name: 'ANNA', fullService: false })).toBe('ANNA');
  });

  it('colours statuses per spec', () => {
    const offline = { type: 'TYPE_BOOKING_OFFLINE', confirm: true } as const;
    expect(statusColor(BookingStatus.WAITING, offline)).toBe('yellow');
    expect(statusColor(BookingStatus.WAITING, { type: 'TYPE_BOOKING_ONLINE', confirm: false })).toBe('orange');
    expect(statusColor(BookingStatus.WAITING, { type: 'TYPE_BOOKING_ONLINE', confirm: true })).toBe('yellow');
    expect(statusColor(BookingStatus.CHECK_IN, offline)).toBe('grape');
    expect(statusColor(BookingStatus.PROCESSING, offline)).toBe('blue');
    expect(statusColor(BookingStatus.COMPLETED, offline)).toBe('green');
    expect(statusColor(BookingStatus.CANCEL, offline)).toBe('gray');
    expect(statusColor(BookingStatus.NO_SHOW, offline)).toBe('gray');
  });
});
