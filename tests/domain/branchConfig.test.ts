import { describe, expect, it } from 'vitest';
import { configHst, parseDictionary, parseLanguage, parseLoyaltyType, resolveBranchConfig, resolveDayConfig, resolveLoyaltySettings } from '../../src/domain/branchConfig';

describe('branch configuration', () => {
  it('falls back to the spec defaults', () => {
    expect(resolveBranchConfig('b1', {})).toEqual({
      branchId: 'b1',
      language: 'en',
      timeZone: 'America/Toronto',
      moneySymbol: '$',
      phone: { pattern: '000 000 0000', length: 10 },
      startTime: '08:00',
      endTime: '17:00',
      workingOverTime: 0,
      multitask: false,
      minuteOverlap: 0,
      printBillSlip: false,
      confirmBookingOnline: false,
      cardTipsInCash: false,
    });
    expect(resolveBranchConfig('b1', { CARD_TIPS_IN_CASH: 'true' }).cardTipsInCash).toBe(true);
  });

  it('reads typed values and zeroes the overlap under multitasking', () => {
    const config = resolveBranchConfig('b1', { LANGUAGE: 'fr', PHONE_FORMAT: '(000) 000-0000', HST: '14.975', MULTITASK: 'true', MINUTE_OVERLAP: '10', startTime: '7:00' });
    expect(config).toMatchObject({ language: 'fr', phone: { length: 10 }, multitask: true, minuteOverlap: 0, startTime: '08:00' });
    // The HST a branch's config held before its taxes were a list: what a branch without branch_tax rows charges.
    expect(configHst({ HST: '14.975' })).toBe(14.975);
    expect(configHst({})).toBe(13);
    expect(configHst({ HST: 'abc' })).toBe(13);
  });

  it('lets a date override the branch values', () => {
    const day = resolveDayConfig('2026-12-25', { startTime: '09:00', MULTITASK: 'true', holiday: 'ignored' }, { isHoliday: 'true', holiday: 'Christmas', MULTITASK: 'false', MINUTE_OVERLAP: '5' });
    expect(day).toEqual({
      date: '2026-12-25',
      startTime: '09:00',
      endTime: '17:00',
      workingOverTime: 0,
      isHoliday: true,
      holiday: 'Christmas',
      MULTITASK: false,
      MINUTE_OVERLAP: 5,
      PRINT_BILL_SLIP: false,
      CONFIRM_BOOKING_ONLINE: false,
      // The turn list is the branch's alone: off, and the default full-turn price, when it says nothing.
      WALK_IN_TURNS: false,
      FULL_TURN_PRICE: 3000,
    });
    expect(resolveDayConfig('2026-12-24', { WALK_IN_TURNS: 'true', FULL_TURN_PRICE: '4500' }, { WALK_IN_TURNS: 'false' })).toMatchObject({ WALK_IN_TURNS: true, FULL_TURN_PRICE: 4500 });
    expect(resolveDayConfig('2026-12-24', {}, { holiday: 'note only' }).holiday).toBeNull();
  });

  it('parses languages, loyalty types and dictionaries defensively', () => {
    expect(parseLanguage('vi')).toBe('vi');
    expect(parseLanguage('de')).toBe('en');
    expect(parseLoyaltyType('POINT_BASED')).toBe('POINT_BASED');
    expect(parseLoyaltyType(undefined)).toBe('BOOKING_BASED');
    expect(parseDictionary('{"a":"b","n":1}')).toEqual({ a: 'b' });
    expect(parseDictionary('[1]')).toEqual({});
    expect(parseDictionary('not json')).toEqual({});
  });

  it('resolves the loyalty programme with defaults for missing or nonsense values', () => {
    expect(resolveLoyaltySettings({})).toEqual({ type: 'BOOKING_BASED', limit: 2000, earnPercent: 5, bookingsForReward: 5, rewardPercent: 10, rewardAmount: null, minimumAmount: 0, applyFrom: null });
    expect(
      resolveLoyaltySettings({ LOYALTY_TYPE: 'POINT_BASED', LOYALTY_LIMIT: '3500', LOYALTY_EARN_PERCENT: '2.5', LOYALTY_BOOKINGS_FOR_REWARD: '8', LOYALTY_REWARD_PERCENT: '20' }),
    ).toEqual({ type: 'POINT_BASED', limit: 3500, earnPercent: 2.5, bookingsForReward: 8, rewardPercent: 20, rewardAmount: null, minimumAmount: 0, applyFrom: null });
    expect(resolveLoyaltySettings({ LOYALTY_REWARD_AMOUNT: '750', LOYALTY_MIN_AMOUNT: '3000', LOYALTY_APPLY_FROM: '2026-11-26' })).toMatchObject({ rewardAmount: 750, minimumAmount: 3000, applyFrom: '2026-11-26' });
    // An empty or nonsense amount is the percent reward; a date that is no date applies always.
    expect(resolveLoyaltySettings({ LOYALTY_REWARD_AMOUNT: '', LOYALTY_MIN_AMOUNT: '-1', LOYALTY_APPLY_FROM: 'soon' })).toMatchObject({ rewardAmount: null, minimumAmount: 0, applyFrom: null });
    // Every bill a reward, a percent above 100 or below 0, text: the defaults.
    expect(
      resolveLoyaltySettings({ LOYALTY_LIMIT: '-5', LOYALTY_EARN_PERCENT: '150', LOYALTY_BOOKINGS_FOR_REWARD: '0', LOYALTY_REWARD_PERCENT: 'ten' }),
    ).toEqual({ type: 'BOOKING_BASED', limit: 2000, earnPercent: 5, bookingsForReward: 5, rewardPercent: 10, rewardAmount: null, minimumAmount: 0, applyFrom: null });
  });
});
