/**
 * The Loyalty discount screen's rule for one branch (spec part 2 §3 "Loyalty discount": type,
 * amount or percentage, minimum amount, conditions (times), points redemption, date apply):
 * one zod schema for the form and the server, the rule as the branch's config holds it, and
 * the config entries a saved rule writes. What the rule does to a bill: bill/loyalty-rule.ts.
 */
import { z } from '../schemas/zod';
import { LoyaltyType } from '../api';
import { ConfigKey, type ConfigValues, resolveLoyaltySettings } from '../branchConfig';
import type { LoyaltySettings } from '../bill/types';
import type { FieldProblem } from '../schemas/problems';
import { isCalendarDate } from '../schemas/dates';

export const RewardKind = { AMOUNT: 'AMOUNT', PERCENT: 'PERCENT' } as const;
export type RewardKind = (typeof RewardKind)[keyof typeof RewardKind];

/** Paid bills between two rewards: more than a salon's regular visits in years. */
export const BOOKINGS_FOR_REWARD_MAX = 100;
/** The largest reward, minimum amount or per-bill limit: $10,000.00. */
export const LOYALTY_AMOUNT_MAX = 1_000_000;

export type LoyaltyRuleValues = {
  type: LoyaltyType;
  /** BOOKING_BASED: every this many paid bills, the next one gets the reward. */
  bookingsForReward: number | null;
  rewardKind: RewardKind;
  /** AMOUNT: cents off; PERCENT: percent of the subtotal (2 decimals). */
  rewardValue: number | null;
  /** BOOKING_BASED: cents the subtotal must reach for the reward (0: any bill). */
  minimumAmount: number | null;
  /** POINT_BASED: percent of a paid bill's total earned as points (a point is one cent). */
  earnPercent: number | null;
  /** POINT_BASED: most loyalty money one bill may take, in cents. */
  limit: number | null;
  /**
   * The branch date the rule applies from; empty: every bill, as before any date was set (so a
   * rule saved again unchanged does not start the customers' counts over).
   */
  applyFrom: string;
};

function numberProblem(value: number | null, min: number, max: number, decimals = 0): FieldProblem | undefined {
  if (value === null || Number.isNaN(value)) return { code: 'REQUIRED' };
  const scale = 10 ** decimals;
  if (Math.abs(Math.round(value * scale) - value * scale) > 1e-6) return decimals === 0 ? { code: 'WHOLE_NUMBER' } : { code: 'NUMBER_INVALID' };
  if (value < min) return { code: 'NUMBER_TOO_SMALL', min };
  return value > max ? { code: 'NUMBER_TOO_LARGE', max } : undefined;
}

/** Only the chosen type's numbers are checked: the other type's keep their stored values. */
function ruleProblems(v: LoyaltyRuleValues): [keyof LoyaltyRuleValues, FieldProblem][] {
  const booking = v.type === LoyaltyType.BOOKING_BASED;
  const out: [keyof LoyaltyRuleValues, FieldProblem | undefined][] = booking
    ? [
        ['bookingsForReward', numberProblem(v.bookingsForReward, 1, BOOKINGS_FOR_REWARD_MAX)],
        ['rewardValue', v.rewardKind === RewardKind.AMOUNT ? moneyProblem(v.rewardValue, true) : percentRewardProblem(v.rewardValue)],
        ['minimumAmount', moneyProblem(v.minimumAmount, false)],
      ]
    : [
        ['earnPercent', numberProblem(v.earnPercent, 0, 100, 2)],
        ['limit', moneyProblem(v.limit, false)],
      ];
  out.push(['applyFrom', v.applyFrom === '' || isCalendarDate(v.applyFrom) ? undefined : { code: 'DATE_INVALID' }]);
  return out.filter((e): e is [keyof LoyaltyRuleValues, FieldProblem] => e[1] !== undefined);
}

/** Money in cents: positive when `positive`, else from 0; at most LOYALTY_AMOUNT_MAX. */
function moneyProblem(value: number | null, positive: boolean): FieldProblem | undefined {
  if (value === null || Number.isNaN(value)) return { code: 'REQUIRED' };
  if (!Number.isInteger(value)) return { code: 'NUMBER_INVALID' };
  if (value < 0 || (positive && value === 0)) return { code: 'MUST_BE_POSITIVE' };
  return value > LOYALTY_AMOUNT_MAX ? { code: 'AMOUNT_TOO_LARGE' } : undefined;
}

/** A reward of 0% would be no reward: the percent is above 0, at most 100, 2 decimals. */
function percentRewardProblem(value: number | null): FieldProblem | undefined {
  return value === 0 ? { code: 'MUST_BE_POSITIVE' } : numberProblem(value, 0, 100, 2);
}

const nullableNumber = z.nullable(z.number());

/** The loyalty form's rules, for the form and the server alike. */
export const loyaltyRuleSchema = z
  .object({
    type: z.enum(LoyaltyType),
    bookingsForReward: nullableNumber,
    rewardKind: z.enum(RewardKind),
    rewardValue: nullableNumber,
    minimumAmount: nullableNumber,
    earnPercent: nullableNumber,
    limit: nullableNumber,
    applyFrom: z.string().check(z.maxLength(10)),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const [field, problem] of ruleProblems(values)) ctx.addIssue({ code: 'custom', path: [field], message: 'This value is not valid', params: { problem } });
    }),
  );

/** The rule as the branch's config holds it; a branch that never set a date applies it to every bill (''). */
export function loyaltyRuleOfConfig(values: ConfigValues): LoyaltyRuleValues {
  const s = resolveLoyaltySettings(values);
  const amount = s.rewardAmount ?? null;
  return {
    type: s.type,
    bookingsForReward: s.bookingsForReward,
    rewardKind: amount !== null ? RewardKind.AMOUNT : RewardKind.PERCENT,
    rewardValue: amount ?? s.rewardPercent,
    minimumAmount: s.minimumAmount ?? 0,
    earnPercent: s.earnPercent,
    limit: s.limit,
    applyFrom: s.applyFrom ?? '',
  };
}

/**
 * The config entries a saved rule writes. The other type's numbers, not checked, keep what the
 * branch held (`current`), so switching type back finds them; so does the percent of a rule
 * whose reward became an amount.
 */
export function loyaltyRuleEntries(v: LoyaltyRuleValues, current: LoyaltySettings): Record<string, string> {
  const booking = v.type === LoyaltyType.BOOKING_BASED;
  const amountReward = v.rewardKind === RewardKind.AMOUNT;
  const pick = (value: number | null, own: boolean, fallback: number) => String(own && value !== null ? value : fallback);
  return {
    [ConfigKey.LOYALTY_TYPE]: v.type,
    [ConfigKey.LOYALTY_BOOKINGS_FOR_REWARD]: pick(v.bookingsForReward, booking, current.bookingsForReward),
    [ConfigKey.LOYALTY_REWARD_AMOUNT]: booking ? (amountReward ? pick(v.rewardValue, true, 0) : '') : String(current.rewardAmount ?? ''),
    [ConfigKey.LOYALTY_REWARD_PERCENT]: pick(v.rewardValue, booking && !amountReward, current.rewardPercent),
    [ConfigKey.LOYALTY_MIN_AMOUNT]: pick(v.minimumAmount, booking, current.minimumAmount ?? 0),
    [ConfigKey.LOYALTY_EARN_PERCENT]: pick(v.earnPercent, !booking, current.earnPercent),
    [ConfigKey.LOYALTY_LIMIT]: pick(v.limit, !booking, current.limit),
    [ConfigKey.LOYALTY_APPLY_FROM]: v.applyFrom,
  };
}
