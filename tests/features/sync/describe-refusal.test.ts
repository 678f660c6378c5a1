import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors';
import { errorMessages } from '../../../src/domain/error-messages-en';
import type { FactCode, RefusalFactsOf } from '../../../src/domain/refusal-facts';
import { describeRefusal } from '../../../src/features/sync/describe-refusal';
import { catalogI18n } from '../i18n/catalog-i18n';

const en = catalogI18n('en');
const fr = catalogI18n('fr');
const NBSP = '\u00a0';
const line = { technicianName: 'Lily', serviceName: 'Pedicure', start: '2026-11-21 10:00', end: '2026-11-21 10:45' };

/** One refusal of every code that carries facts, with the sentence Needs attention shows. */
const withFacts: { [C in FactCode]: [RefusalFactsOf<C>, string] } = {
  GIFT_CARD_BALANCE_SHORT: [
    { code: 'GIFT25', left: 0, wanted: 1130 },
    'Gift card GIFT25 has $0.00 left; $11.30 was to be taken. Take the rest by another method, then send the payment again.',
  ],
  GIFT_CODE_INVALID: [
    { code: 'OLD050', reason: 'EXPIRED', endDate: '2026-01-31' },
    'Gift card OLD050 expired on 2026-01-31. Take the payment by another method.',
  ],
  VOUCHER_NOT_APPLICABLE: [{ code: 'SPRING5', reason: 'USED_UP' }, 'Voucher SPRING5 has already been used. Remove it from the bill, then take the payment again.'],
  PAYMENT_METHOD_NOT_APPLICABLE: [
    { name: 'Birthday 10%', reason: 'NOT_BIRTHDAY_MONTH' },
    "Payment method Birthday 10% applies only in the customer's birthday month. Choose another payment method, then take the payment again.",
  ],
  BILL_TOTALS_MISMATCH: [
    { figures: [{ figure: 'tax', tablet: 1365, server: 1430 }, { figure: 'total', tablet: 11865, server: 12430 }] },
    'The bill’s figures differ from the server’s: tax $13.65 here, $14.30 on the server; total $118.65 here, $124.30 on the server. Open the bill, check it and take the payment again.',
  ],
  NOT_ENOUGH_MONEY: [{ received: 10000, amountDue: 12430 }, '$100.00 was received but $124.30 is due. Take the rest, then send the payment again.'],
  LOYALTY_OUT_OF_RANGE: [
    { asked: 2001, min: 10, max: 2000 },
    'Loyalty money of $20.01 is more or less than this customer can use ($0.10 to $20.00). Change the loyalty amount, then take the payment again.',
  ],
  LOYALTY_RULE_CHANGED: [
    {
      tablet: { type: 'BOOKING_BASED', limit: 2000, earnPercent: 5, bookingsForReward: 5, rewardPercent: 10, rewardAmount: null, minimumAmount: 3000, applyFrom: '2026-11-01' },
      server: { type: 'POINT_BASED', limit: 500, earnPercent: 10, bookingsForReward: 5, rewardPercent: 10, rewardAmount: null, minimumAmount: 3000, applyFrom: '2026-11-26' },
    },
    'The branch’s loyalty rule changed after this payment was taken (it was visits: every 5 paid bills, 10% off the next bill of at least $30.00, from 2026-11-01; it is now points: 10% of each bill earned, up to $5.00 of loyalty money a bill, from 2026-11-26). Edit the payment so its loyalty follows the new rule, then send it again.',
  ],
  BILL_NOT_PAYABLE: [
    { reason: 'GUEST_NOT_IN_SERVICE', name: 'ANNA' },
    'ANNA is no longer in service (Processing), so cannot be paid. Put the guest back in service on the board and press Retry, or discard.',
  ],
  DEPENDENCY_REJECTED: [
    { mutationIds: ['a', 'b'] },
    'It needs 2 earlier changes that the server refused. Deal with those changes first, then press Retry.',
  ],
  CHANGE_USER_NOT_SIGNED_IN: [
    { userName: 'Mai Tran' },
    'Mai Tran made this change but never signed in on this tablet. Mai Tran can sign in here and press Retry.',
  ],
  CHANGE_SENDER_NOT_ALLOWED: [
    { userName: 'Mai Tran', senderName: 'Front Desk' },
    'This change by Mai Tran needs a right that Front Desk, signed in now, does not have. Mai Tran can sign in on this tablet and press Retry.',
  ],
  BREAK_OVERLAPS_APPOINTMENT: [
    { technicianName: 'Lily', start: '2026-11-21 10:00', end: '2026-11-21 10:45' },
    'The break overlaps Lily’s appointment from 10:00 to 10:45. Move the appointment or choose another time for the break.',
  ],
  ACTION_TIME_IN_FUTURE: [
    { actionTime: '2026-11-21 10:30' },
    'The action time 2026-11-21 10:30 is still in the future for the server. Check the tablet’s clock, edit the time, then send it again.',
  ],
  VALIDATION: [{ fields: ['code'] }, 'The server cannot store this change: code is not valid. Edit the change if you can, or discard it.'],
  BREAK_OVERLAPS_BREAK: [
    { technicianName: 'Lily', start: '2026-11-21 12:00', end: '2026-11-21 12:30' },
    'Lily already has a break from 12:00 to 12:30. Discard this break, or change that one on the board.',
  ],
  TIP_NOT_ALLOWED: [
    { billCode: 'DT-3-7', reason: 'TIP_EXISTS' },
    'Bill DT-3-7 already has a tip from another tablet. Discard this one, open the bill again and distribute the tip from there.',
  ],
  BILL_NOT_CANCELLABLE: [
    { billCode: 'DT-3-7', reason: 'GIFT_CARD_USED', giftCardCode: 'CARD100' },
    'Bill DT-3-7 sold gift card CARD100, which has already been spent, so the bill cannot be cancelled. Discard this change.',
  ],
  CART_PAID: [{ cartCode: 'DT-C-4' }, 'Cart DT-C-4 was paid meanwhile, so it cannot be cancelled. Discard this change.'],
  CART_NOT_EDITABLE: [
    { cartCode: 'DT-C-4' },
    'Cart DT-C-4 was paid or cancelled meanwhile and can no longer be changed. Discard this change, then make a new cart if needed.',
  ],
  SCHEDULER_TECHNICIAN_NOT_FOUND: [
    { ...line, technicianName: null },
    'Pedicure at 10:00: the technician is not on the schedule that day. Edit the booking and choose another technician.',
  ],
  SCHEDULER_PAST_SLOT: [line, 'Pedicure at 10:00: this time has passed and can no longer be booked. Edit the booking’s time.'],
  SCHEDULER_GENDER_MISMATCH: [
    line,
    'Lily cannot serve this guest’s Pedicure at 10:00: the guest asked for a technician of another gender. Edit the booking and choose another technician.',
  ],
  SCHEDULER_SERVICE_NOT_OFFERED: [line, 'Lily does not offer Pedicure. Edit the booking and choose another technician.'],
  SCHEDULER_OVER_BREAK: [line, 'Pedicure from 10:00 to 10:45 overlaps Lily’s break. Edit the booking’s time or technician.'],
  SCHEDULER_NOT_WORKING_HOURS: [line, 'Lily does not work from 10:00 to 10:45 (Pedicure). Edit the booking’s time or technician.'],
  SCHEDULER_NOT_ALLOW_MULTITASKING: [
    line,
    'Lily already has a guest from 10:00 to 10:45 (Pedicure). Edit the booking’s time or technician, or press Retry with force.',
  ],
  TIP_PAYOUT_OVER_OWED: [
    { technicianName: 'Lily', value: 1500, owed: 900 },
    '$15.00 is more than the $9.00 the drawer still owes Lily in tips today (paid out on another tablet, or a tip removed). Edit the amount, or discard this payout.',
  ],
  CLOSED_DAY: [{ date: '2026-12-25', note: 'Christmas Day' }, 'The branch is closed on 2026-12-25 (Christmas Day). Edit the booking and choose another day, or discard it.'],
};

describe('a refusal in Needs attention', () => {
  it.each(Object.entries(withFacts))('%s says what happened with its figures and what to do', (code, [facts, sentence]) => {
    expect(describeRefusal({ code, message: 'the server’s words', facts }, en)).toBe(sentence);
  });

  it.each(Object.values(ErrorCode))('%s without facts (a server of the previous version) reads as its own message', (code) => {
    expect(describeRefusal({ code, message: 'the server’s words' }, en)).toBe(errorMessages[code]);
  });

  it('falls back to the code’s message when the facts are not of its shape (another app version)', () => {
    const odd = { code: 'GIFT_CARD_BALANCE_SHORT', message: 'the server’s words', facts: { code: 'GIFT25', left: '0' } };
    expect(describeRefusal(odd, en)).toBe(errorMessages.GIFT_CARD_BALANCE_SHORT);
    expect(describeRefusal({ code: 'SOMETHING_NEW', message: 'A newer server’s words.', facts: { any: 1 } }, en)).toBe('A newer server’s words.');
  });

  it('says a closed weekday without a holiday note', () => {
    expect(describeRefusal({ code: 'CLOSED_DAY', message: '', facts: { date: '2026-12-27', note: null } }, en)).toBe(
      'The branch is closed on 2026-12-27. Edit the booking and choose another day, or discard it.',
    );
  });

  it('uses the French-Canadian money format in French', () => {
    const [facts] = withFacts.GIFT_CARD_BALANCE_SHORT;
    expect(describeRefusal({ code: 'GIFT_CARD_BALANCE_SHORT', message: '', facts }, fr)).toBe(
      `Il reste 0,00${NBSP}$ sur la carte-cadeau GIFT25; 11,30${NBSP}$ devait être prélevé. Encaissez le reste par un autre moyen, puis envoyez de nouveau le paiement.`,
    );
  });
});
