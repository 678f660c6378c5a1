/**
 * The customers screen's /api contract (spec part 2 §2 /customer, §7 Customers): paths, the
 * list's request with its filters (also the CSV export's), and answer shapes, shared by the
 * browser and the server. The booking form's customer search and detail stay in
 * ../booking/reads.ts.
 */
import { z } from '../schemas/zod';
import type { Cents } from '../money';
import { listRequestSchema } from '../admin/list-request';
import type { BookingStatus, LoyaltyType } from '../api';
import { CUSTOMER_LEVELS, type CustomerLevel } from './customer';

export const CustomerPath = {
  LIST: '/api/customer/list',
  /** GET with the list's filters: every matching row as CSV, not only a page. */
  EXPORT: '/api/customer/export',
  CREATE: '/api/customer/create',
  UPDATE: '/api/customer/update',
  /** GET {DETAIL}/{id}: the record with its visits, bills, gift cards, loyalty and spending. */
  DETAIL: '/api/customer/detail',
  /** POST ?id= */
  DELETE: '/api/customer/delete',
  /** GET ?branchId=: the branch's technicians, for the main technician. */
  FORM_OPTIONS: '/api/customer/form-options',
} as const;

export const CUSTOMER_SORT = ['name', 'phone', 'code', 'level', 'birthDay', 'createdAt'] as const;
export type CustomerSort = (typeof CUSTOMER_SORT)[number];

const yesNo = z.enum(['true', 'false']);
export const customerFilterFields = {
  branchId: z.uuid(),
  level: z.optional(z.enum(CUSTOMER_LEVELS)),
  blocked: z.optional(yesNo),
  active: z.optional(yesNo),
  technicianId: z.optional(z.uuid()),
  /** "true": only birthdays in the branch's month today. */
  birthdayThisMonth: z.optional(z.literal('true')),
};
export const customerListQuery = listRequestSchema(CUSTOMER_SORT, customerFilterFields);
export type CustomerListQuery = z.output<typeof customerListQuery>;

/** The list's filters as the screen holds them; null is "any". */
export type CustomerFilters = {
  level: CustomerLevel | null;
  blocked: boolean | null;
  active: boolean | null;
  technicianId: string | null;
  birthdayThisMonth: boolean;
};
export const NO_CUSTOMER_FILTERS: CustomerFilters = { level: null, blocked: null, active: null, technicianId: null, birthdayThisMonth: false };

/** The filters as query parameters (left out when "any"). */
export function customerFilterParams(filters: CustomerFilters): Record<string, string | undefined> {
  const flag = (v: boolean | null) => (v === null ? undefined : String(v));
  return {
    level: filters.level ?? undefined,
    blocked: flag(filters.blocked),
    active: flag(filters.active),
    technicianId: filters.technicianId ?? undefined,
    birthdayThisMonth: filters.birthdayThisMonth ? 'true' : undefined,
  };
}

export type NamedRef = { id: string; name: string };

export type CustomerRow = {
  id: string;
  branchId: string;
  name: string;
  /** Digits. */
  phone: string;
  code: string | null;
  /** The email used: the last of the list. */
  email: string | null;
  level: CustomerLevel | null;
  mainTechnician: NamedRef | null;
  birthDay: string | null;
  active: boolean;
  blocked: boolean;
  createdAt: string;
};

export type CustomerNoteRow = { id: string; note: string; createdAt: string };

export type CustomerBookingRow = {
  id: string;
  code: string;
  /** "YYYY-MM-DD HH:mm", the branch's wall clock. */
  startTime: string;
  status: BookingStatus;
  total: Cents;
  upcoming: boolean;
};

export type CustomerBillRow = { id: string; code: string; status: string; actionTime: string; total: Cents };

export const GiftCardRole = { BOUGHT: 'BOUGHT', HELD: 'HELD' } as const;
export type GiftCardRole = (typeof GiftCardRole)[keyof typeof GiftCardRole];
export type CustomerGiftCardRow = { id: string; code: string; role: GiftCardRole; value: Cents; left: Cents };

export type CustomerLoyaltyFigures = {
  /** The customer's branch's rule now: the standing below is under it. */
  type: LoyaltyType;
  /** The branch date the rule applies from; null: every bill. */
  applyFrom: string | null;
  /** Loyalty money (POINT_BASED; kept whatever the rule becomes). */
  amountMoney: Cents;
  /** BOOKING_BASED: paid bills still needed for the next reward. */
  bookingsToReward: number;
};

export type CustomerAdminDetail = CustomerRow & {
  emails: string;
  address: string | null;
  description: string | null;
  receiveEmail: boolean;
  receiveSms: boolean;
  notes: CustomerNoteRow[];
  /** No booking and no bill: the delete is offered. */
  deletable: boolean;
  loyalty: CustomerLoyaltyFigures;
  spentThisMonth: Cents;
  spentThisYear: Cents;
  bookings: CustomerBookingRow[];
  bills: CustomerBillRow[];
  giftCards: CustomerGiftCardRow[];
};

export type CustomerFormOptions = { technicians: NamedRef[] };

/** The CSV's file name and its column heads (English: the file goes to other software). */
export const CUSTOMER_CSV_FILE = 'customers.csv';
