/**
 * The Loyalty discount screen's /api contract: its paths, rights and plan right, the request
 * schemas the browser and the server share (shape here, rules in loyalty-rule-form.ts), the answer.
 */
import { z } from '../schemas/zod';
import { LoyaltyType } from '../api';
import { RewardKind, type LoyaltyRuleValues } from './loyalty-rule-form';

export const LoyaltyPath = {
  /** GET ?branchId: the branch's rule. */
  RULE: '/api/loyalty/rule',
  /** POST: the branch's new rule, whole. */
  UPDATE_RULE: '/api/loyalty/update-rule',
} as const;

export const loyaltyRuleQuery = z.object({ branchId: z.uuid() });

const amount = z.nullable(z.number());
export const loyaltyRuleBody = z.object({
  branchId: z.uuid(),
  type: z.enum(LoyaltyType),
  bookingsForReward: amount,
  rewardKind: z.enum(RewardKind),
  rewardValue: amount,
  minimumAmount: amount,
  earnPercent: amount,
  limit: amount,
  applyFrom: z.string().check(z.maxLength(10)),
});

export type LoyaltyRuleResult = LoyaltyRuleValues & { branchId: string };
