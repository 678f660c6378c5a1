import { describe, expect, it } from 'vitest';
import { BookingStatus, type Booking, type Guest, type Segment } from '../../../../src/domain/api';
import { buildClipboardTree, guestDuration } from '../../../../src/features/appointment/panels/clipboard-tree';

function booking(id: string, over: Partial<Booking> = {}): Booking {
  return {
    id,
    code: `B1-1-${id}`,
    status: BookingStatus.WAITING,
    customerId: null,
    customerName: `CUSTOMER ${id.toUpperCase()}`,
    phone: '4165550100',
    email: null,
    startTime: '2026-11-20 10:00',
    endTime: '2026-11-20 11:00',
    createdTime: '2026-11-19 09:00',
    branchId: 'br',
    type: 'TYPE_BOOKING_OFFLINE',
    note: null,
    color: null,
    confirm: true,
    isCustomerNew: false,
    numberGuest: 1,
    totalAmount: 0,
    totalTime: 0,
    ...over,
  };
}

function seg(id: string, startTime: string, duration: number, displayIndex = 0): Segment {
  return {
    id,
    type: 'service',
    serviceId: 'svc',
    serviceName: `Service ${id}`,
    technicianId: 't',
    technicianName: 'T',
    startTime,
    endTime: startTime,
    duration,
    cleaning: 0,
    price: 1000,
    displayIndex,
    packageId: null,
  };
}

function guest(id: string, bookingId: string, over: Partial<Guest> = {}): Guest {
  return {
    id,
    bookingId,
    name: `GUEST ${id.toUpperCase()}`,
    status: BookingStatus.WAITING,
    gender: 'ANY',
    block: false,
    isReOrder: false,
    displayIndex: 0,
    billId: null,
    alreadyTip: false,
    segments: [seg(`${id}-1`, '2026-11-20 10:00', 30)],
    ...over,
  };
}

describe('clipboard tree', () => {
  it('groups waiting guests under their booking, by start time, dropping bookings with none', () => {
    const tree = buildClipboardTree({
      bookings: [booking('b', { startTime: '2026-11-20 11:00' }), booking('a'), booking('c')],
      guests: [
        guest('g2', 'a', { displayIndex: 1 }),
        guest('g1', 'a', { displayIndex: 0 }),
        guest('g3', 'b', { status: BookingStatus.NEW }),
        guest('g4', 'c', { status: BookingStatus.CANCEL }),
      ],
      pendingIds: ['g3'],
      query: '',
    });
    expect(tree.map((n) => n.booking.id)).toEqual(['a', 'b']);
    expect(tree[0]?.guests.map((g) => g.guest.id)).toEqual(['g1', 'g2']);
    expect(tree.map((n) => n.pending)).toEqual([false, true]);
  });

  it('searches customer and guest names, codes and phone digits', () => {
    const args = {
      bookings: [booking('a'), booking('b', { phone: '6475550199', customerName: 'ZOE' })],
      guests: [guest('g1', 'a'), guest('g2', 'b', { name: 'MIA' })],
      pendingIds: [],
    };
    expect(buildClipboardTree({ ...args, query: 'zoe' }).map((n) => n.booking.id)).toEqual(['b']);
    expect(buildClipboardTree({ ...args, query: 'mia' }).map((n) => n.booking.id)).toEqual(['b']);
    expect(buildClipboardTree({ ...args, query: 'b1-1-a' }).map((n) => n.booking.id)).toEqual(['a']);
    expect(buildClipboardTree({ ...args, query: '647 555' }).map((n) => n.booking.id)).toEqual(['b']);
    expect(buildClipboardTree({ ...args, query: 'nobody' })).toEqual([]);
  });

  it('times a guest by the span of their services, parallel ones counted once', () => {
    expect(guestDuration({ segments: [seg('1', '2026-11-20 10:00', 30), seg('2', '2026-11-20 10:30', 45)] })).toBe(75);
    expect(guestDuration({ segments: [seg('1', '2026-11-20 10:00', 60), seg('2', '2026-11-20 10:00', 60)] })).toBe(60);
    expect(guestDuration({ segments: [] })).toBe(0);
  });
});
