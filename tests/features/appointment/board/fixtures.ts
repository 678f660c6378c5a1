import { BookingStatus, Gender } from '../../../../src/domain/api';
import type { BoardCard } from '../../../../src/features/appointment/board/board-types';

export const DATE = '2026-03-10';
export const BOUNDS = { start: 7 * 60, end: 18 * 60, workStart: 8 * 60, workEnd: 17 * 60 };

export function card(id: string, overrides: { technicianId?: string; start?: string; end?: string; top?: number; height?: number } = {}): BoardCard {
  const technicianId = overrides.technicianId ?? 't1';
  return {
    item: {
      id,
      bookingId: `b-${id}`,
      guestId: `g-${id}`,
      technicianId,
      serviceId: 'nails',
      serviceName: 'Manicure',
      status: BookingStatus.WAITING,
      startTime: `${DATE} ${overrides.start ?? '10:00'}`,
      endTime: `${DATE} ${overrides.end ?? '11:00'}`,
      serviceTime: 60,
      servicePrice: 3000,
      gender: Gender.ANY,
    },
    event: { id, technicianId, top: overrides.top ?? 180, height: overrides.height ?? 60, lane: 0, lanes: 1 },
    customerName: 'ANNA',
    phoneLabel: '416 555 0100',
    statusColor: 'yellow',
    color: null,
    bookingCode: 'B1',
    pending: false,
    progress: 25,
    guestCountOfBooking: 1,
    packageName: null,
  };
}
