/**
 * The booking form's own state: close to what is saved (BookingSaveInput), but it allows the
 * gaps a half-filled form has (no technician yet, an empty price) and keeps a service that
 * needs several technicians as one line with several technician slots.
 */
import type { BookingStatus, Gender } from '../../domain/api';
import type { SegmentType } from '../../domain/booking/args';
import type { CustomerNote } from '../../domain/booking/reads';
import type { Cents } from '../../domain/money';
import type { IsoDate } from '../../domain/time';

/** One technician of a line: its segment id and who does it. */
export type LineSlot = { id: string; technicianId: string | null; technicianName: string };

export type FormLine = {
  type: SegmentType;
  serviceId: string | null;
  serviceName: string;
  /** One slot per technician the service needs; slot 0's id is the line's id (the parent). */
  slots: LineSlot[];
  /** Minutes; null while the field is empty. */
  duration: number | null;
  price: Cents | null;
  /** A read-only guest's lines stay where the server has them instead of following the start. */
  fixedStart: string | null;
  /** Booked as part of this package: its price is the line's share of the package price. */
  packageId: string | null;
};

export type FormGuest = {
  id: string;
  name: string;
  gender: Gender;
  block: boolean;
  isReOrder: boolean;
  /** Null for a guest added in this form (it gets its status on save). */
  status: BookingStatus | null;
  lines: FormLine[];
};

export type BookingFormState = {
  id: string;
  /** Null until the tablet or the server gives the new booking its code. */
  code: string | null;
  customerId: string | null;
  customerBlocked: boolean;
  customerNotes: CustomerNote[];
  phone: string;
  customerName: string;
  email: string;
  birthDay: string | null;
  date: IsoDate;
  /** Minutes after 00:00 of `date`, branch wall clock; null when not chosen. */
  time: number | null;
  color: string;
  note: string;
  /** guests[0] is the main guest: its gender, lock and reorder are the booking's own. */
  guests: FormGuest[];
  /** The technician of the board cell the form was opened from: the first service goes to them. */
  presetTechnicianId: string | null;
  /** A customer who walked in (issue 19): set when the booking is made, counted in the turn list. */
  walkIn: boolean;
};

export type NewId = () => string;

export const randomId: NewId = () => crypto.randomUUID();

export function lineId(line: Pick<FormLine, 'slots'>): string {
  return line.slots[0]?.id ?? '';
}
