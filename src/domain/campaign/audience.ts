/**
 * Who an SMS campaign reaches (spec part 2 §3 SMS campaign: "last booking date greater than",
 * "booking amount greater than"). Always: an active, unblocked customer of the branch with a
 * phone the branch's phone rule accepts, who accepts SMS (receive SMS). Customers who opted out
 * never receive a campaign; the server asks this rule again at the moment it sends.
 *
 * - Last booking date after D: the customer's latest booking that was not cancelled (any branch
 *   of the business, a future one included) starts on a day after D on the branch's wall clock.
 * - Booking amount above A: the total of the customer's PAID bills (the bill's Total, after its
 *   discounts, tax included; cancelled and draft bills count for nothing) is more than A.
 */
import type { Cents } from '../money';
import type { PhoneSetting } from '../phone';
import { formatZonedDate, type IsoDate } from '../time';
import { optionalPhoneProblem, phoneDigits } from '../catalogue/form-rules';

export type AudienceFilters = {
  /** null: any last booking, or none. */
  lastBookingAfter: IsoDate | null;
  /** null: any amount. */
  amountAboveCents: Cents | null;
};

export type AudienceCandidate = {
  active: boolean;
  blocked: boolean;
  receiveSms: boolean;
  phone: string;
  /** The start of the latest booking that was not cancelled. */
  lastBookingAt: Date | null;
  spentCents: Cents;
};

export type AudienceContext = { timeZone: string; phone: PhoneSetting };

/** The digits the SMS goes to, or null when the branch's rule refuses the phone. */
export function smsNumber(phone: string, setting: PhoneSetting): string | null {
  const digits = phoneDigits(phone.trim());
  return digits !== '' && optionalPhoneProblem(digits, setting) === undefined ? digits : null;
}

export function isCampaignRecipient(candidate: AudienceCandidate, filters: AudienceFilters, context: AudienceContext): boolean {
  if (!candidate.active || candidate.blocked || !candidate.receiveSms) return false;
  if (smsNumber(candidate.phone, context.phone) === null) return false;
  if (filters.lastBookingAfter !== null) {
    if (candidate.lastBookingAt === null) return false;
    if (formatZonedDate(candidate.lastBookingAt, context.timeZone) <= filters.lastBookingAfter) return false;
  }
  if (filters.amountAboveCents !== null && !(candidate.spentCents > filters.amountAboveCents)) return false;
  return true;
}
