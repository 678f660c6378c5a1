/**
 * What a branch's loyalty rule does to one paid bill, the same on the tablet (offline, in the
 * worker and the outbox view) and on the server (its re-check and its effects).
 *
 * A point is worth one cent: POINT_BASED points are the customer's loyalty money in cents
 * (customer.amount_money_cents), so "earn 5%" on a $40.00 bill gives 200 points, $2.00 to
 * spend on a later bill within the per-bill limit. The counter speaks of loyalty money.
 *
 * The rule runs from its apply date (a branch date): an earlier bill neither counts toward a
 * BOOKING_BASED reward nor earns points. Money already held stays the customer's whatever the
 * rule becomes: switching type or date never takes a balance away.
 */
import { LoyaltyType } from '../api';
import type { Cents } from '../money';
import { percentOf } from './percent';
import type { LoyaltySettings } from './types';

/** Whether a bill of this branch date ("YYYY-MM-DD") is under the rule. */
export function loyaltyRuleCovers(settings: Pick<LoyaltySettings, 'applyFrom'>, date: string): boolean {
  return !settings.applyFrom || date >= settings.applyFrom;
}

/** POINT_BASED: the loyalty money (points) a paid bill of `total` earns on `date`; never negative. */
export function loyaltyEarned(settings: LoyaltySettings, bill: { total: Cents; date: string }): Cents {
  if (settings.type !== LoyaltyType.POINT_BASED || !loyaltyRuleCovers(settings, bill.date)) return 0;
  return Math.max(0, percentOf(bill.total, settings.earnPercent));
}

/** BOOKING_BASED: the reward a bill of this subtotal may take, or null when below the minimum. */
export function loyaltyReward(settings: LoyaltySettings, subtotal: Cents): { amount: Cents } | { percent: number } | null {
  if (subtotal < (settings.minimumAmount ?? 0)) return null;
  const amount = settings.rewardAmount ?? null;
  return amount !== null && amount > 0 ? { amount } : { percent: settings.rewardPercent };
}

/** The rule's numbers as one comparable record (absent optional numbers read as their default). */
export function loyaltyRuleOf(settings: LoyaltySettings): Required<LoyaltySettings> {
  return {
    type: settings.type,
    limit: settings.limit,
    earnPercent: settings.earnPercent,
    bookingsForReward: settings.bookingsForReward,
    rewardPercent: settings.rewardPercent,
    rewardAmount: settings.rewardAmount ?? null,
    minimumAmount: settings.minimumAmount ?? 0,
    applyFrom: settings.applyFrom ?? null,
  };
}

export function sameLoyaltyRule(a: LoyaltySettings, b: LoyaltySettings): boolean {
  // Both records are built key by key in one order, so their JSON compares them.
  return JSON.stringify(loyaltyRuleOf(a)) === JSON.stringify(loyaltyRuleOf(b));
}
