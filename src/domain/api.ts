/**
 * The /api contract shared by the browser and the server: paths, request schemas
 * (zod, validated on both sides) and answer shapes. Every answer is an Envelope.
 */
import type { ErrorCode } from './errors';
import type { PhoneSetting } from './phone';
import type { FieldProblem } from './schemas/problems';
import type { RefusalFacts } from './refusal-facts';
import type { DayTurns } from './turns/turn-order';

export const API_BASE = '/api';

export const ApiPath = {
  CHECK_LOGIN: '/api/check-login',
  LOGIN: '/api/login',
  LOGOUT: '/bff/logout',
  UPDATE_PASSWORD: '/api/user/update-password',
  MENU: '/api/menu/index-flat',
  LOAD_CONFIG: '/api/identity/load-config',
  SET_CURRENT_BRANCH: '/api/set-current-branch',
  CHANGE_BRANCH: '/api/identity/change-branch',
  EXTERNAL_LINK: '/api/identity/external-link',
  GET_LANGUAGE: '/api/branch/get-language',
  GET_CONFIG: '/api/branch/get-config',
  UPDATE_BRANCH_CONFIG: '/api/branch/update-config',
  DAY_CONFIG: '/api/booking/get-config-branch-by-date',
  DAY_TECHNICIANS: '/api/technician/schedule-technician-date',
  DAY_BOOKINGS: '/api/booking/web-schedule-booking',
  CLIPBOARD: '/api/booking/clipboard-booking',
} as const;

/** The double-submit CSRF cookie and the header that must repeat it on every POST. */
export { XSRF_COOKIE, XSRF_HEADER } from './xsrf';

/** The server's clock in ms on every answer no cache reuses: tablets set their drifting clocks by it. */
export const SERVER_NOW_HEADER = 'X-Server-Now';

export type Envelope<T> = {
  success: boolean;
  message: string | null;
  result: T;
  /** Set on failures so the UI can show its own translated message. */
  code?: ErrorCode;
  /** A VALIDATION refusal: each field at fault and its problem in English words. */
  fields?: Record<string, string>;
  /** The same fields' problems as codes, for the form to say at the field in the user's language. */
  problems?: Record<string, FieldProblem>;
  /** A refusal's figures and names by its code (refusal-facts.ts); older servers send none. */
  facts?: RefusalFacts;
};

export const Language = { EN: 'en', FR: 'fr', VI: 'vi' } as const;
export type Language = (typeof Language)[keyof typeof Language];
export const LANGUAGES: readonly Language[] = Object.values(Language);

export const BranchType = { BRANCH: 'BRANCH', TENANT: 'TENANT' } as const;
export type BranchType = (typeof BranchType)[keyof typeof BranchType];

export const LoyaltyType = { BOOKING_BASED: 'BOOKING_BASED', POINT_BASED: 'POINT_BASED' } as const;
export type LoyaltyType = (typeof LoyaltyType)[keyof typeof LoyaltyType];

// ---- answers ----

export type AuthData = {
  userId: string;
  fullName: string;
  /** The sign-in name suffixed with the tenant id, as the identity server reports it. */
  userName: string;
  tenantId: string;
  branchId: string | null;
  isTenantSelection: boolean;
};

export type BranchSummary = { id: string; name: string; code: string; timeZone: string };

export type CheckLoginResult = {
  isAuthenticated: boolean;
  authData: AuthData | null;
  branch: BranchSummary | null;
  rights: { rights: string[]; rightsPM: string[] };
};

export type MenuItem = {
  id: string;
  parentId: string | null;
  /** Stable key the UI translates (menu.appointment, ...). */
  key: string;
  path: string;
  order: number;
  /** Shown as a count; the UI caps it at 99+. */
  badge: number | null;
  /** The plan does not license it: shown with a lock, opens the upgrade page. */
  locked: boolean;
  /** Opens in a new tab through the sign-in redirect. */
  external: boolean;
  requiredRights: string[];
  requiredPlanRights: string[];
};

export type MenuResult = { menu: MenuItem[]; headerMenu: MenuItem[] };

export type BranchOption = { id: string; name: string; code: string };

export type LoadConfigResult = {
  branchOptions: BranchOption[];
  /** A tenant-wide user may select the whole tenant. */
  canSelectTenant: boolean;
  tenant: { id: string; name: string };
};

export type SetCurrentBranchResult = {
  branch: BranchSummary | null;
  loyalty: { type: LoyaltyType };
};

export type LanguageResult = {
  language: Language;
  /** Branch-specific label overrides, keyed by message id. */
  dictionary: Record<string, string>;
  dateFormat: string;
  dateTimeFormat: string;
};

export type BranchConfigResult = {
  branchId: string;
  language: Language;
  timeZone: string;
  moneySymbol: string;
  phone: PhoneSetting;
  startTime: string;
  endTime: string;
  workingOverTime: number;
  multitask: boolean;
  minuteOverlap: number;
  printBillSlip: boolean;
  confirmBookingOnline: boolean;
  /** Card tips are owed in cash from the drawer too (off by default). */
  cardTipsInCash: boolean;
};

export const BookingStatus = {
  NEW: 'New',
  WAITING: 'Waiting',
  CHECK_IN: 'CheckIn',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  CANCEL: 'Cancel',
  NO_SHOW: 'NoShow',
} as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];

export const WorkingType = {
  WORKING: 'WORKING',
  BREAK_PAID: 'BREAK_PAID',
  BREAK_UNPAID: 'BREAK_UNPAID',
} as const;
export type WorkingType = (typeof WorkingType)[keyof typeof WorkingType];

export const Gender = { ANY: 'ANY', MALE: 'MALE', FEMALE: 'FEMALE' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

/** GET DAY_CONFIG ?branchId&date (YYYY-MM-DD). Times are HH:mm in the branch time zone. */
export type DayConfigResult = {
  date: string;
  startTime: string;
  endTime: string;
  workingOverTime: number;
  isHoliday: boolean;
  holiday: string | null;
  MULTITASK: boolean;
  MINUTE_OVERLAP: number;
  PRINT_BILL_SLIP: boolean;
  CONFIRM_BOOKING_ONLINE: boolean;
  /** The walk-in turn list is on (issue 19). */
  WALK_IN_TURNS: boolean;
  /** Cents: a walk-in at or above it is a full turn, below it half a turn. */
  FULL_TURN_PRICE: number;
};

/** GET DAY_TECHNICIANS ?branchId&date: technicians with a working or break on that date, or booked that day (then kept even when off). */
export type ScheduleTechnician = {
  id: string;
  name: string;
  gender: 'MALE' | 'FEMALE';
  avatar: string | null;
  fullService: boolean;
  priority: number;
  technicianServiceMappings: { serviceId: string }[];
  /** startDate/endDate are "YYYY-MM-DD HH:mm" in the branch time zone. */
  technicianWorkings: {
    id: string;
    type: WorkingType;
    startDate: string;
    endDate: string;
    note: string | null;
  }[];
};

export type Segment = {
  id: string;
  type: 'service' | 'extra';
  serviceId: string | null;
  serviceName: string;
  technicianId: string;
  technicianName: string;
  startTime: string;
  endTime: string;
  duration: number;
  cleaning: number;
  /** Integer cents. */
  price: number;
  displayIndex: number;
  /** The package the line was booked in (its price is the line's share of the package's). */
  packageId: string | null;
};

export type Guest = {
  id: string;
  bookingId: string;
  name: string;
  status: BookingStatus;
  gender: Gender;
  block: boolean;
  isReOrder: boolean;
  displayIndex: number;
  billId: string | null;
  alreadyTip: boolean;
  segments: Segment[];
};

export type Booking = {
  id: string;
  code: string;
  status: BookingStatus;
  customerId: string | null;
  customerName: string;
  phone: string;
  email: string | null;
  startTime: string;
  endTime: string;
  createdTime: string;
  branchId: string;
  type: 'TYPE_BOOKING_OFFLINE' | 'TYPE_BOOKING_ONLINE';
  note: string | null;
  color: string | null;
  confirm: boolean;
  isCustomerNew: boolean;
  numberGuest: number;
  /** Integer cents. */
  totalAmount: number;
  totalTime: number;
  /** Made at the desk for a customer who walked in (issue 19): counts in the turn list. Older copies lack it. */
  walkIn?: boolean;
  /** The recurring series it belongs to; absent in answers from before series existed. */
  seriesId?: string | null;
};

/**
 * GET DAY_BOOKINGS ?branchId&date: bookings on the schedule that day and their guests, and the
 * day's clock-ins and turn moves (absent from copies stored before issue 19).
 */
export type DayBookingsResult = { bookings: Booking[]; guests: Guest[]; turns?: DayTurns };

/** GET CLIPBOARD ?branchId: guests waiting on the clipboard (no technician slot yet). */
export type ClipboardResult = { bookings: Booking[]; guests: Guest[] };
