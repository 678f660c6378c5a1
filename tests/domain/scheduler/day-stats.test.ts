import { describe, expect, it } from 'vitest';
import type { DayBookingsResult, Guest, Segment } from '../../../src/domain/api';
import { BookingStatus, Gender } from '../../../src/domain/api';
import { dayStats } from '../../../src/domain/scheduler/day-stats';
import { toSchedulerItems } from '../../../src/domain/scheduler/items';
import { dayBounds } from '../../../src/domain/scheduler/working-hours';
import { CONFIG, DATE } from './fixtures';

const segment = (id: string, technicianId: string, from: string, to: string, price: number): Segment => ({
  id, type: 'service', serviceId: 'nails', serviceName: 'Nails', technicianId, technicianName: technicianId,
  startTime: `${DATE} ${from}`, endTime: `${DATE} ${to}`, duration: 30, cleaning: 0, price, displayIndex: 0, packageId: null,
});
const guest = (id: string, bookingId: string, status: BookingStatus, segments: Segment[]): Guest => ({
  id, bookingId, name: id, status, gender: Gender.ANY, block: false, isReOrder: false, displayIndex: 0, billId: null, alreadyTip: false, segments,
});
const booking = (id: string, status: BookingStatus) => ({
  id, code: id, status, customerId: null, customerName: 'X', phone: '4165550000', email: null, startTime: `${DATE} 09:00`, endTime: `${DATE} 10:00`,
  createdTime: `${DATE} 08:00`, branchId: 'br', type: 'TYPE_BOOKING_OFFLINE' as const, note: null, color: null, confirm: true, isCustomerNew: false,
  numberGuest: 1, totalAmount: 0, totalTime: 0,
});

const day: DayBookingsResult = {
  bookings: [booking('b1', BookingStatus.WAITING), booking('b2', BookingStatus.CANCEL)],
  guests: [
    guest('g1', 'b1', BookingStatus.WAITING, [segment('s1', 't1', '09:30', '10:30', 4000), segment('s2', 't2', '10:30', '10:45', 1500)]),
    guest('g2', 'b1', BookingStatus.PROCESSING, [segment('s3', 't1', '09:00', '09:00', 500)]),
    guest('g3', 'b2', BookingStatus.CANCEL, [segment('s4', 't1', '09:00', '10:00', 9900)]),
  ],
};

describe('dayStats', () => {
  const stats = dayStats({ day, date: DATE, bounds: dayBounds({ config: CONFIG }) });

  it('counts bookings and guests by status', () => {
    expect(stats.bookingsByStatus).toMatchObject({ Waiting: 1, Cancel: 1, Processing: 0 });
    expect(stats.guestsByStatus).toMatchObject({ Waiting: 1, Processing: 1, Cancel: 1 });
    expect(stats.totalGuests).toBe(3);
  });

  it('counts distinct guests in service per hour, leaving out cancelled ones', () => {
    const byHour = Object.fromEntries(stats.guestsInServicePerHour.map((h) => [h.hour, h.guests]));
    expect(byHour['07:00']).toBe(0);
    expect(byHour['09:00']).toBe(2);
    expect(byHour['10:00']).toBe(1);
    expect(byHour['11:00']).toBe(0);
  });

  it('sums scheduled revenue and per-technician counts in cents', () => {
    expect(stats.revenueScheduled).toBe(6000);
    expect(stats.perTechnician.find((t) => t.technicianId === 't1')).toEqual({ technicianId: 't1', bookings: 1, guests: 2, segments: 2, revenue: 4500 });
  });

  it('turns guests into scheduler items without cancelled or no-show guests', () => {
    expect(toSchedulerItems({ day }).map((i) => i.id)).toEqual(['s3', 's1', 's2']);
  });
});
