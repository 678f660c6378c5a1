import { describe, expect, it } from 'vitest';
import { afterFailure, errorText, retryDelayMs } from '../../src/domain/notification/outbox';
import { giftCardEmail, giftCardSms } from '../../src/domain/notification/templates';
import { BUILT_IN_MESSAGES, fillTemplate, KIND_CHANNELS, KIND_VARIABLES, kindsOf, MESSAGE_KINDS, MessageKind, MessageVariable, unknownVariables } from '../../src/domain/notification/message-kinds';
import { campaignText, campaignValuesSchema, EMPTY_CAMPAIGN_VALUES, unknownCampaignVariables } from '../../src/domain/campaign/campaign-form';
import { LANGUAGES } from '../../src/domain/api';

describe('notification retries', () => {
  it('waits longer after each failure, capped at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
    expect(retryDelayMs(0)).toBe(30_000);
  });

  it('gives up once the attempts are used up', () => {
    const now = new Date('2026-11-20T15:00:00Z');
    expect(afterFailure({ attempts: 1, maxAttempts: 3, now })).toEqual({ status: 'PENDING', nextAttemptAt: new Date(now.getTime() + 30_000) });
    expect(afterFailure({ attempts: 3, maxAttempts: 3, now })).toEqual({ status: 'FAILED' });
    // A refusal the provider calls permanent is not tried again.
    expect(afterFailure({ attempts: 1, maxAttempts: 3, now, permanent: true })).toEqual({ status: 'FAILED' });
  });

  it('keeps provider errors short', () => {
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText('x'.repeat(600))).toHaveLength(500);
  });
});

describe('message texts', () => {
  const card = { branchName: 'Downtown Toronto', code: 'ABC123', content: 'Happy birthday!', value: 5000, moneySymbol: '$', recipientName: 'Emma', endDate: '2027-01-31' };

  it('gift card email and SMS in the branch language', () => {
    const en = giftCardEmail({ ...card, language: 'en' });
    expect(en.subject).toBe('Your gift card from Downtown Toronto');
    expect(en.body).toContain('Hello Emma,');
    expect(en.body).toContain('You have received a gift card of $50.00 to use at Downtown Toronto.');
    expect(en.body).toContain('Gift card code: ABC123');
    expect(en.body).toContain('Valid until 2027-01-31.');
    expect(giftCardEmail({ ...card, language: 'fr', recipientName: null }).body).toContain('Bonjour,');
    expect(giftCardSms({ ...card, language: 'vi', endDate: null })).toBe('Downtown Toronto: bạn đã nhận được thẻ quà tặng trị giá $50.00. Mã: ABC123.');
  });

  it('booking confirmation SMS from the built-in words', () => {
    const vars = { branchName: 'Downtown Toronto', customerName: 'Emma Roy', bookingCode: 'DT-0001', date: '2026-11-20', time: '14:30' };
    expect(fillTemplate(BUILT_IN_MESSAGES.BOOKING_CONFIRMATION.en.sms, vars)).toBe(
      'Downtown Toronto: hello Emma Roy, your appointment DT-0001 is booked for 2026-11-20 at 14:30. See you soon!',
    );
  });

  it('fills known variables, empties a missing one and leaves an unknown word', () => {
    expect(fillTemplate('{customerName} {technician} {nope}', { customerName: 'Ana' }, KIND_VARIABLES.BOOKING_REMINDER)).toBe('Ana  {nope}');
    expect(fillTemplate('{link}', { link: 'x' }, KIND_VARIABLES.BOOKING_REMINDER)).toBe('{link}');
    expect(unknownVariables('Hi {customerName}, {link} {foo}', MessageKind.BOOKING_REMINDER)).toEqual(['link', 'foo']);
  });

  it('every built-in text of every kind and language uses only its kind’s variables', () => {
    for (const kind of MESSAGE_KINDS) {
      for (const language of LANGUAGES) {
        const words = BUILT_IN_MESSAGES[kind][language];
        expect([...unknownVariables(words.subject, kind), ...unknownVariables(words.sms, kind), ...unknownVariables(words.email, kind)]).toEqual([]);
      }
    }
  });

  it('the SMS campaign kind has exactly the variables a campaign fills per recipient, by SMS only', () => {
    expect(KIND_VARIABLES.SMS_CAMPAIGN).toEqual([MessageVariable.CUSTOMER_NAME, MessageVariable.BRANCH_NAME]);
    // What the campaign fills and what it refuses are the kind's variables, every other one.
    const all = Object.values(MessageVariable).map((v) => `{${v}}`).join(' ');
    expect(unknownCampaignVariables(all)).toEqual(Object.values(MessageVariable).filter((v) => !KIND_VARIABLES.SMS_CAMPAIGN.includes(v)));
    expect(campaignText(all, { customerName: 'Ana', branchName: 'Plateau' }).split(' ').slice(0, 2)).toEqual(['Ana', 'Plateau']);
    expect(KIND_CHANNELS.SMS_CAMPAIGN).toEqual(['SMS']);
    expect([kindsOf('SMS'), kindsOf('EMAIL')].map((kinds) => kinds.includes(MessageKind.SMS_CAMPAIGN))).toEqual([true, false]);
    expect([kindsOf('SMS').length, kindsOf('EMAIL').length]).toEqual([5, 4]);
  });

  it('the built-in campaign words are a valid campaign message in every language', () => {
    for (const language of LANGUAGES) {
      const message = BUILT_IN_MESSAGES.SMS_CAMPAIGN[language].sms;
      expect(message).toContain('{customerName}');
      expect(campaignValuesSchema.safeParse({ ...EMPTY_CAMPAIGN_VALUES, name: 'Offer', message }).success).toBe(true);
    }
  });
});
