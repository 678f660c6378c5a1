import { describe, expect, it } from 'vitest';
import { BookingStatus, type Booking, type Guest, type ScheduleTechnician, type Segment } from '../../src/domain/api';
import { buildAgenda, technicianLabel } from '../../src/features/appointment/agenda';
import { statusColor } from '../../src/features/appointment/status-style';

function tech(id: string, overrides: Partial<ScheduleTechnician> = {}): ScheduleTechnician {
  return {
    id,
    name: id.toUpperCase(),
    gender: 'FEMALE',
    avatar: null,
    fullService: false,
    priority: 1,
    technicianServiceMappings: [],
    technicianWorkings: [{ id: `w-${id}`, type: 'WORKING', startDate: '2026-11-20 09:00', endDate: '2026-11-20 17:00', note: null }],
    ...overrides,
  };
}

function booking(id: string, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    code: id,
    status: BookingStatus.WAITING,
    customerId: null,
    customerName: `CUSTOMER ${id}`,
    phone: '4165550100',
    email: null,
    startTime: '2026-11-20 10:00',
    endTime: '2026-11-20 11:00',
    createdTime: '2026-11-19 10:00',
    branchId: 'b1',
    type: 'TYPE_BOOKING_OFFLINE',
    note: null,
    color: null,
    confirm: true,
    isCustomerNew: false,
    numberGuest: 1,
    totalAmount: 0,
    totalTime: 60,
    ...overrides,
  };
}

function seg(id: string, technicianId: string, start: string, end: string): Segment {
  return {
    id,
    type: 'service',
    serviceId: id,
    serviceName: `Service ${id}`,
    technicianId,
    technicianName: technicianId,
    startTime: `2026-11-20 ${start}`,
    endTime: `2026-11-20 ${end}`,
    duration: 30,
    cleaning: 0,
    price: 1000,
    displayIndex: 0,
  };
}

function guest(id: string, bookingId: string, segments: Segment[], status: BookingStatus = BookingStatus.WAITING): Guest {
  return { id, bookingId, name: 'GUEST', status, gender: 'ANY', block: false, isReOrder: false, displayIndex: 0, billId: null, alreadyTip: false, segments };
}

describe('agenda', () => {
  it('one column per working technician, by priority', () => {
    const off = tech('off', { technicianWorkings: [{ id: 'x', type: 'BREAK_PAID', startDate: '2026-11-20 12:00', endDate: '2026-11-20 13:00', note: null }] });
    const columns = buildAgenda([tech('b', { priority: 2 }), off, tech('a', { priority: 1 })], [], []);
    expect(columns.map((c) => c.technician.id)).toEqual(['a', 'b']);
    expect(columns[0]?.shifts).toEqual([{ start: '09:00', end: '17:00' }]);
  });

  it('groups a guest’s services per technician and skips cancelled and no-show guests', () => {
    const bookings = [booking('k1'), booking('k2'), booking('k3')];
    const guests = [
      guest('g1', 'k1', [seg('s2', 'a', '10:30', '11:00'), seg('s1', 'a', '10:00', '10:30'), seg('s3', 'b', '11:00', '11:30')]),
      guest('g2', 'k2', [seg('s4', 'a', '09:00', '09:30')], BookingStatus.CANCEL),
      guest('g3', 'k3', [seg('s5', 'a', '08:30', '09:00')], BookingStatus.NO_SHOW),
    ];
    const [a, b] = buildAgenda([tech('a'), tech('b')], bookings, guests);
    expect(a?.cards).toHaveLength(1);
    expect(a?.cards[0]).toMatchObject({ range: { start: '10:00', end: '11:00' }, services: ['Service s1', 'Service s2'] });
    expect(a?.bookingCount).toBe(1);
    expect(b?.cards[0]?.range).toEqual({ start: '11:00', end: '11:30' });
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
