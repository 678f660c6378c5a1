import { describe, expect, it } from 'vitest';
import { BookingStatus, type Booking, type Guest, type ScheduleTechnician } from '../../../src/domain/api';
import { applyPendingBoardChanges, type BoardMutation, type BoardView } from '../../../src/domain/booking/apply';
import { bookingSaveArgs } from '../../../src/domain/booking/args';
import { derivedId } from '../../../src/domain/booking/series-following';
import { MutationName } from '../../../src/domain/sync-protocol';

/** The tablet's prediction of "this and the following" on a later day of the series it holds. */
const DATE = '2026-11-27';
const EARLIER = '2026-11-20';
const BRANCH = '00000000-0000-4000-8000-000000000001';
const ANNA = '00000000-0000-4000-8000-00000000000a';
const BEN = '00000000-0000-4000-8000-00000000000b';
const SERVICE = '00000000-0000-4000-8000-0000000000c1';
const SERIES = '00000000-0000-4000-8000-0000000000e1';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const LATER = uuid(1);
const OTHER = uuid(3);

function technician(id: string, name: string): ScheduleTechnician {
  return {
    id, name, gender: 'FEMALE', avatar: null, fullService: false, priority: 0,
    technicianServiceMappings: [{ serviceId: SERVICE }],
    technicianWorkings: [{ id: uuid(900), type: 'WORKING', startDate: `${DATE} 09:00`, endDate: `${DATE} 19:00`, note: null }],
  };
}

function booking(id: string, seriesId: string | null): Booking {
  return {
    id, code: `DT-1-${id.slice(-1)}`, status: BookingStatus.WAITING, customerId: null, customerName: 'JANE DOE', phone: '4165550101', email: null,
    startTime: `${DATE} 10:00`, endTime: `${DATE} 10:45`, createdTime: `${EARLIER} 08:00`, branchId: BRANCH, type: 'TYPE_BOOKING_OFFLINE', note: null, color: null,
    confirm: true, isCustomerNew: false, numberGuest: 1, totalAmount: 3000, totalTime: 45, seriesId,
  };
}

function guest(id: string, bookingId: string, technicianId: string): Guest {
  return {
    id, bookingId, name: 'JANE DOE', status: BookingStatus.WAITING, gender: 'ANY', block: false, isReOrder: false, displayIndex: 0, billId: null, alreadyTip: false,
    segments: [{ id: uuid(Number(id.slice(-2)) + 100), type: 'service', serviceId: SERVICE, serviceName: 'Manicure', technicianId, technicianName: '', startTime: `${DATE} 10:00`, endTime: `${DATE} 10:45`, duration: 45, cleaning: 0, price: 3000, displayIndex: 0, packageId: null }],
  };
}

function view(): Omit<BoardView, 'pendingIds'> {
  return {
    date: DATE,
    bookings: [booking(LATER, SERIES), booking(OTHER, null)],
    guests: [guest(uuid(11), LATER, ANNA), guest(uuid(13), OTHER, BEN)],
    technicians: [technician(ANNA, 'Anna'), technician(BEN, 'Ben')],
    clipboard: { bookings: [], guests: [] },
  };
}

/** The occurrence changed, a week earlier: now 11:15 with Ben, for 30 minutes. */
const changed = bookingSaveArgs.parse({
  id: uuid(2), branchId: BRANCH, code: 'DT-1-2', customer: { name: 'JANE DOE', phone: '4165550101' }, startTime: `${EARLIER} 11:15`,
  guests: [{ id: uuid(12), name: '', displayIndex: 0, segments: [{ id: uuid(22), type: 'service', serviceId: SERVICE, serviceName: 'Manicure', technicianId: BEN, startTime: `${EARLIER} 11:15`, duration: 30, price: 2500, displayIndex: 0 }] }],
});

const apply = (pending: BoardMutation[]) => applyPendingBoardChanges({ view: view(), pending, today: EARLIER, createdTime: `${EARLIER} 09:30` });

describe('this and the following, on the tablet', () => {
  it('moves a later occurrence of the series to the new time and technician, with the ids the server derives', () => {
    const out = apply([{ id: uuid(500), name: MutationName.SERIES_UPDATE, args: { seriesId: SERIES, from: `${EARLIER} 10:00`, booking: changed } }]);
    const later = out.bookings.find((b) => b.id === LATER);
    expect(later).toMatchObject({ startTime: `${DATE} 11:15`, endTime: `${DATE} 11:45`, totalAmount: 2500, code: 'DT-1-1', seriesId: SERIES });
    const g = out.guests.filter((x) => x.bookingId === LATER);
    expect(g.map((x) => x.id)).toEqual([derivedId(LATER, uuid(12))]);
    expect(g[0]?.segments[0]).toMatchObject({ id: derivedId(LATER, uuid(22)), technicianId: BEN, technicianName: 'Ben', startTime: `${DATE} 11:15` });
    // A booking outside the series stays as it was.
    expect(out.bookings.find((b) => b.id === OTHER)).toMatchObject({ startTime: `${DATE} 10:00` });
  });

  it('cancels a later occurrence, not an earlier one nor another booking', () => {
    const cancel = (from: string): BoardMutation => ({ id: uuid(501), name: MutationName.SERIES_CANCEL, args: { seriesId: SERIES, bookingId: uuid(2), branchId: BRANCH, from, note: '' } });
    const statuses = (v: BoardView) => v.guests.map((g) => [g.bookingId, g.status]);
    expect(statuses(apply([cancel(`${EARLIER} 10:00`)]))).toEqual([[LATER, BookingStatus.CANCEL], [OTHER, BookingStatus.WAITING]]);
    expect(statuses(apply([cancel(`${DATE} 10:30`)]))).toEqual([[LATER, BookingStatus.WAITING], [OTHER, BookingStatus.WAITING]]);
  });
});
