import { describe, expect, it } from 'vitest';
import { isCampaignRecipient, type AudienceCandidate, type AudienceFilters } from '../../../src/domain/campaign/audience';
import { campaignText, campaignValuesSchema, EMPTY_CAMPAIGN_VALUES, unknownCampaignVariables, type CampaignValues } from '../../../src/domain/campaign/campaign-form';
import { CAMPAIGN_TEXT_MAX } from '../../../src/domain/campaign/limits';
import { scheduledInstant, scheduleProblem } from '../../../src/domain/campaign/schedule';

const ZONE = 'America/Toronto';
const NOW = new Date('2026-11-20T15:00:00Z');
const context = { timeZone: ZONE, phone: { pattern: '000 000 0000', length: 10 } };
const candidate = (over: Partial<AudienceCandidate> = {}): AudienceCandidate => ({
  active: true, blocked: false, receiveSms: true, phone: '4165550100', lastBookingAt: new Date('2026-11-10T15:00:00Z'), spentCents: 15_000, ...over,
});
const any: AudienceFilters = { lastBookingAfter: null, amountAboveCents: null };

describe('the campaign audience rule', () => {
  it('always needs an active, unblocked customer who accepts SMS at a phone the branch accepts', () => {
    expect(isCampaignRecipient(candidate(), any, context)).toBe(true);
    expect(isCampaignRecipient(candidate({ receiveSms: false }), any, context)).toBe(false);
    expect(isCampaignRecipient(candidate({ active: false }), any, context)).toBe(false);
    expect(isCampaignRecipient(candidate({ blocked: true }), any, context)).toBe(false);
    expect(isCampaignRecipient(candidate({ phone: '416 555 010' }), any, context)).toBe(false);
    expect(isCampaignRecipient(candidate({ phone: '(416) 555-0100' }), any, context)).toBe(true);
  });

  it('booking amount above: strictly more than the line, in cents', () => {
    expect(isCampaignRecipient(candidate({ spentCents: 10_001 }), { ...any, amountAboveCents: 10_000 }, context)).toBe(true);
    expect(isCampaignRecipient(candidate({ spentCents: 10_000 }), { ...any, amountAboveCents: 10_000 }, context)).toBe(false);
  });

  it('last booking date after: the day of the last booking on the branch clock, strictly after', () => {
    // 23:30 in Toronto on the 10th is already the 11th in UTC.
    const late = candidate({ lastBookingAt: new Date('2026-11-11T04:30:00Z') });
    expect(isCampaignRecipient(late, { ...any, lastBookingAfter: '2026-11-10' }, context)).toBe(false);
    expect(isCampaignRecipient(late, { ...any, lastBookingAfter: '2026-11-09' }, context)).toBe(true);
    expect(isCampaignRecipient(candidate({ lastBookingAt: null }), { ...any, lastBookingAfter: '2026-01-01' }, context)).toBe(false);
  });
});

describe('the campaign form and its limits', () => {
  const values = (over: Partial<CampaignValues>): CampaignValues => ({ ...EMPTY_CAMPAIGN_VALUES, name: 'Offer', message: 'Hello {customerName}', ...over });

  it('takes a message up to the limit with its two variables and refuses any other', () => {
    expect(campaignValuesSchema.safeParse(values({ message: 'x'.repeat(CAMPAIGN_TEXT_MAX.message) })).success).toBe(true);
    expect(campaignValuesSchema.safeParse(values({ message: 'x'.repeat(CAMPAIGN_TEXT_MAX.message + 1) })).success).toBe(false);
    expect(unknownCampaignVariables('Hi {customerName} at {branchName}, code {bookingCode}')).toEqual(['bookingCode']);
    expect(campaignValuesSchema.safeParse(values({ message: 'Your {link}' })).success).toBe(false);
    expect(campaignText('Hi {customerName} at {branchName} {x}', { customerName: 'ANNA', branchName: 'Downtown' })).toBe('Hi ANNA at Downtown {x}');
  });

  it('a scheduled campaign needs its time; one sent now has none', () => {
    expect(campaignValuesSchema.safeParse(values({ sendMode: 'SCHEDULED', scheduledAt: '' })).success).toBe(false);
    expect(campaignValuesSchema.safeParse(values({ sendMode: 'SCHEDULED', scheduledAt: '2026-11-21 10:00' })).success).toBe(true);
    expect(campaignValuesSchema.safeParse(values({ sendMode: 'NOW', scheduledAt: '2026-11-21 10:00' })).success).toBe(false);
    expect(campaignValuesSchema.safeParse(values({ amountAbove: -1 })).success).toBe(false);
  });
});

describe('scheduling on the branch clock', () => {
  it('reads the wall time in the branch zone, future only, at most a year ahead', () => {
    expect(scheduledInstant('2026-11-20 10:30', ZONE).toISOString()).toBe('2026-11-20T15:30:00.000Z');
    expect(scheduleProblem('2026-11-20 10:01', ZONE, NOW)).toBeUndefined();
    expect(scheduleProblem('2026-11-20 10:00', ZONE, NOW)).toEqual({ code: 'DATE_PAST' });
    expect(scheduleProblem('2026-11-19 23:00', ZONE, NOW)).toEqual({ code: 'DATE_PAST' });
    expect(scheduleProblem('2027-11-21 10:00', ZONE, NOW)).toEqual({ code: 'DATE_INVALID' });
    expect(scheduleProblem('2026-11-20 25:00', ZONE, NOW)).toEqual({ code: 'DATE_INVALID' });
    expect(scheduleProblem('', ZONE, NOW)).toEqual({ code: 'REQUIRED' });
    // The same wall time is another instant in another branch's zone.
    expect(scheduleProblem('2026-11-20 10:30', 'America/Vancouver', NOW)).toBeUndefined();
    expect(scheduleProblem('2026-11-20 10:30', 'Europe/Paris', NOW)).toEqual({ code: 'DATE_PAST' });
  });
});
