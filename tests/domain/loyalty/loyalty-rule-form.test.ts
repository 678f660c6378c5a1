import { describe, expect, it } from 'vitest';
import { resolveLoyaltySettings } from '../../../src/domain/branchConfig';
import { loyaltyRuleEntries, loyaltyRuleOfConfig, loyaltyRuleSchema, type LoyaltyRuleValues } from '../../../src/domain/loyalty/loyalty-rule-form';
import { problemsOf } from '../../../src/domain/schemas/problems';

const pointRule: LoyaltyRuleValues = {
  type: 'POINT_BASED',
  bookingsForReward: 5,
  rewardKind: 'PERCENT',
  rewardValue: 10,
  minimumAmount: 0,
  earnPercent: 7.5,
  limit: 1500,
  applyFrom: '2026-11-26',
};

describe('the loyalty rule form', () => {
  it('accepts a whole rule of either type', () => {
    expect(problemsOf(loyaltyRuleSchema, pointRule)).toEqual({});
    expect(problemsOf(loyaltyRuleSchema, { ...pointRule, type: 'BOOKING_BASED', rewardKind: 'AMOUNT', rewardValue: 500, minimumAmount: 3000 })).toEqual({});
  });

  it('refuses what the chosen type needs, at its fields', () => {
    expect(problemsOf(loyaltyRuleSchema, { ...pointRule, earnPercent: null, limit: -1, applyFrom: '' })).toEqual({
      earnPercent: { code: 'REQUIRED' },
      limit: { code: 'MUST_BE_POSITIVE' },
    });
    expect(problemsOf(loyaltyRuleSchema, { ...pointRule, earnPercent: 100.5, applyFrom: '2026-02-30' })).toEqual({
      earnPercent: { code: 'NUMBER_TOO_LARGE', max: 100 },
      applyFrom: { code: 'DATE_INVALID' },
    });
    const booking = { ...pointRule, type: 'BOOKING_BASED' as const };
    expect(problemsOf(loyaltyRuleSchema, { ...booking, bookingsForReward: 0, rewardValue: 0, minimumAmount: 12.5 })).toEqual({
      bookingsForReward: { code: 'NUMBER_TOO_SMALL', min: 1 },
      rewardValue: { code: 'MUST_BE_POSITIVE' },
      minimumAmount: { code: 'NUMBER_INVALID' },
    });
    expect(problemsOf(loyaltyRuleSchema, { ...booking, rewardKind: 'AMOUNT', rewardValue: 0 })).toEqual({ rewardValue: { code: 'MUST_BE_POSITIVE' } });
  });

  it('saved and read back, a rule is the same; the other type keeps its stored numbers', () => {
    const current = resolveLoyaltySettings({ LOYALTY_BOOKINGS_FOR_REWARD: '8', LOYALTY_REWARD_PERCENT: '15', LOYALTY_MIN_AMOUNT: '2500' });
    const entries = loyaltyRuleEntries(pointRule, current);
    expect(loyaltyRuleOfConfig(entries)).toEqual({ ...pointRule, bookingsForReward: 8, rewardValue: 15, minimumAmount: 2500 });
    const amountRule: LoyaltyRuleValues = { ...pointRule, type: 'BOOKING_BASED', rewardKind: 'AMOUNT', rewardValue: 800, earnPercent: null, limit: null };
    const back = loyaltyRuleOfConfig(loyaltyRuleEntries(amountRule, resolveLoyaltySettings(entries)));
    expect(back).toEqual({ ...amountRule, earnPercent: 7.5, limit: 1500 });
    expect(resolveLoyaltySettings(loyaltyRuleEntries(amountRule, resolveLoyaltySettings(entries)))).toMatchObject({ rewardAmount: 800, rewardPercent: 15 });
  });

  it('a branch that never set a date applies its rule to every bill, and saving it so keeps it so', () => {
    const rule = loyaltyRuleOfConfig({});
    expect(rule).toMatchObject({ type: 'BOOKING_BASED', rewardKind: 'PERCENT', rewardValue: 10, minimumAmount: 0, applyFrom: '' });
    expect(resolveLoyaltySettings(loyaltyRuleEntries(rule, resolveLoyaltySettings({}))).applyFrom).toBeNull();
  });
});
