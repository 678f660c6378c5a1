import { BookingStatus, Gender, type Booking, type Guest, type ScheduleTechnician, type Segment } from '../../../src/domain/api';
import type { ServiceLeaf } from '../../../src/domain/booking/reads';
import type { NewId } from '../../../src/features/booking/form-model';

export const uuid = (n: number): string => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** Ids 1000, 1001, ... in order of asking. */
export function idCounter(start = 1000): NewId {
  let n = start;
  return () => uuid(n++);
}

export const BRANCH = uuid(1);
export const NAILS = uuid(10);
export const COUPLES = uuid(11);
export const HAIR = uuid(12);

export function technician(n: number, over: Partial<ScheduleTechnician> = {}): ScheduleTechnician {
  return {
    id: uuid(100 + n),
    name: `Tech ${n}`,
    gender: 'FEMALE',
    avatar: null,
    fullService: false,
    priority: n,
    technicianServiceMappings: [{ serviceId: NAILS }, { serviceId: COUPLES }],
    technicianWorkings: [],
    ...over,
  };
}

export const ANNA = technician(1, { name: 'Anna' });
export const BEA = technician(2, { name: 'Bea', fullService: true });
export const CAL = technician(3, { name: 'Cal', gender: 'MALE', technicianServiceMappings: [{ serviceId: NAILS }, { serviceId: HAIR }, { serviceId: COUPLES }] });
export const TECHNICIANS = [ANNA, BEA, CAL];

export function leaf(id: string, over: Partial<ServiceLeaf> = {}): ServiceLeaf {
  return { id, groupId: uuid(50), code: 'S', name: 'Manicure', price: 2500, duration: 30, cleaning: 0, numberTechnician: 1, ...over };
}

export function segment(n: number, over: Partial<Segment> = {}): Segment {
  return {
    id: uuid(200 + n),
    type: 'service',
    serviceId: NAILS,
    serviceName: 'Manicure',
    technicianId: ANNA.id,
    technicianName: 'Anna',
    startTime: '2026-03-10 10:00',
    endTime: '2026-03-10 10:30',
    duration: 30,
    cleaning: 0,
    price: 2500,
    displayIndex: n,
    packageId: null,
    ...over,
  };
}

export function guest(n: number, over: Partial<Guest> = {}): Guest {
  return {
    id: uuid(300 + n),
    bookingId: uuid(400),
    name: `GUEST ${n}`,
    status: BookingStatus.WAITING,
    gender: Gender.ANY,
    block: false,
    isReOrder: false,
    displayIndex: n,
    billId: null,
    alreadyTip: false,
    segments: [],
    ...over,
  };
}

export function booking(over: Partial<Booking> = {}): Booking {
  return {
    id: uuid(400),
    code: 'B1-1-7',
    status: BookingStatus.WAITING,
    customerId: uuid(500),
    customerName: 'JANE DOE',
    phone: '4165550101',
    email: 'jane@example.com',
    startTime: '2026-03-10 10:00',
    endTime: '2026-03-10 11:00',
    createdTime: '2026-03-01 09:00',
    branchId: BRANCH,
    type: 'TYPE_BOOKING_OFFLINE',
    note: 'window seat',
    color: '#228be6',
    confirm: true,
    isCustomerNew: false,
    numberGuest: 1,
    totalAmount: 2500,
    totalTime: 30,
    ...over,
  };
}

export const CONFIG = { startTime: '09:00', endTime: '18:00', workingOverTime: 60 };
