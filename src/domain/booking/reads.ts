/**
 * The read side of the appointment screen beyond the day itself (spec part 1 §7): the service
 * tree, customer search and detail, booking search and detail, and the booking history.
 * Paths and answer shapes shared by the browser and the server.
 */
import { z } from '../schemas/zod';
import { wholeNumber } from '../schemas/numbers';
import { text } from '../schemas/text';
import type { Booking, BookingStatus, Gender, Guest } from '../api';
import type { Cents } from '../money';

/** The booking search list reaches this many days back (spec part 1 §2). */
export const BOOKING_SEARCH_DAYS_BACK = 30;
/** Customer search page size (spec part 1 §9). */
export const CUSTOMER_SEARCH_LIMIT = 100;

// ---- service tree: GET ?branchId ----

export type ServiceLeaf = {
  id: string;
  groupId: string;
  code: string;
  name: string;
  price: Cents;
  /** Minutes. */
  duration: number;
  cleaning: number;
  /** Technicians the service needs at once (a couples massage needs two). */
  numberTechnician: number;
  /** The main service this one is a variant of, shown just after it; null for a main service. */
  parentId?: string | null;
};

export type ServiceGroupNode = { id: string; name: string; children: ServiceLeaf[] };

export const serviceTreeQuery = z.object({ branchId: z.uuid() });

// ---- customer search: POST ----

export const customerSearchBody = z.object({
  start: z._default(wholeNumber(0, 1_000_000), 0),
  limit: z._default(wholeNumber(1, CUSTOMER_SEARCH_LIMIT), CUSTOMER_SEARCH_LIMIT),
  query: z._default(text({ max: 100 }), ''),
  branchId: z.uuid(),
  /** The customer already chosen: always included so the combo can show it. */
  customerId: z.optional(z.nullable(z.uuid())),
});
export type CustomerSearchBody = z.input<typeof customerSearchBody>;

export type CustomerNote = { id: string; note: string; createdTime: string };

export type CustomerOption = {
  /** "NAME - 416 555 0101" style label for the combo. */
  label: string;
  /** The customer id. */
  value: string;
  name: string;
  /** Digits only. */
  phone: string;
  email: string | null;
  notes: CustomerNote[];
  /** A blocked customer: the booking form warns before booking them. */
  block: boolean;
  gender?: Gender;
};

export type CustomerSearchResult = { options: CustomerOption[]; total: number };

// ---- customer detail: GET /{id} ----

export type CustomerDetail = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  birthDay: string | null;
  block: boolean;
  level: string | null;
  notes: CustomerNote[];
  /** Integer cents the customer has spent (loyalty). */
  amountMoney: Cents;
  createdTime: string;
  /** The latest visits, newest first, at most 10. */
  recentBookings: { id: string; code: string; startTime: string; status: BookingStatus; totalAmount: Cents }[];
};

// ---- booking search: GET ?query&branch ----

export const bookingSearchQuery = z.object({
  query: text({ min: 3, max: 100 }),
  branch: z.uuid(),
});

export type BookingSearchRow = {
  bookingId: string;
  guestId: string;
  code: string;
  customerName: string;
  phone: string;
  /** "YYYY-MM-DD HH:mm", branch wall clock. */
  startTime: string;
  status: BookingStatus;
  technicianNames: string[];
};

// ---- booking detail: GET /{id} ----

export type BookingDetail = {
  booking: Booking & { customer: { id: string; name: string; phone: string; email: string | null; block: boolean; notes: CustomerNote[] } | null; gender: Gender; block: boolean; isReOrder: boolean };
  /** Every guest of the booking, clipboard and cancelled ones included. */
  guests: (Guest & { clipboard: boolean })[];
};

// ---- history: GET ?id ----

export type HistoryEntry = {
  id: string;
  action: string;
  actionTime: string;
  user: { fullName: string };
  entityType: string;
  entityId: string | null;
  editInfo: Record<string, unknown>;
};
