/**
 * The public online booking (issue 17): what the page at /book/{branchCode} asks the server,
 * without a session. The branch code in the address is the only way in; ids in a body are
 * checked against that branch's own services and technicians. No zod here: the page's chunk
 * stays small (the schemas are in `contract.ts`).
 */
import type { Language } from '../api';
import type { PhoneSetting } from '../phone';

export const ONLINE_BOOKING_BASE = '/api/public/booking';

export const OnlineBookingPath = {
  BRANCH: `${ONLINE_BOOKING_BASE}/:branchCode`,
  TIMES: `${ONLINE_BOOKING_BASE}/:branchCode/times`,
  CREATE: `${ONLINE_BOOKING_BASE}/:branchCode/book`,
} as const;

export function onlineBookingUrl(path: (typeof OnlineBookingPath)[keyof typeof OnlineBookingPath], branchCode: string): string {
  return path.replace(':branchCode', encodeURIComponent(branchCode));
}

/** At most this many services in one online booking. */
export const MAX_ONLINE_SERVICES = 5;

/** What the page sends to book (the body `contract.ts` checks). */
export type OnlineBookingInput = {
  requestId: string;
  serviceIds: string[];
  technicianId: string | null;
  date: string;
  time: string;
  name: string;
  phone: string;
  email: string | null;
};

export type OnlineService = { id: string; name: string; duration: number; priceCents: number; technicianIds: string[] };
export type OnlineServiceGroup = { id: string; name: string; services: OnlineService[] };

export type OnlineBranch = {
  name: string;
  code: string;
  language: Language;
  phone: PhoneSetting;
  /** The salon's own number, to call. */
  branchPhone: string | null;
  /** The first and last dates the page offers, on the branch calendar. */
  firstDate: string;
  lastDate: string;
  groups: OnlineServiceGroup[];
  technicians: { id: string; name: string }[];
};

export type FreeTimes = { date: string; times: string[] };

export type OnlineBookingResult = {
  code: string;
  date: string;
  time: string;
  /** False: the salon confirms it first (CONFIRM_BOOKING_ONLINE). */
  confirmed: boolean;
  technicianName: string;
  services: string[];
};
