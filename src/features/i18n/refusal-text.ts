/**
 * A refusal with its facts (src/domain/refusal-facts.ts) as one sentence in the user's
 * language: what happened, with the figures, then what the person can do. Money through
 * the locale's money format; times are the branch's wall clock as the server sent them.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { GiftCardProblem, VoucherProblem } from '../../domain/bill/bill-rules';
import type { PaymentMethodProblem } from '../../domain/bill/payment-method-rule';
import type { BillFigure, CancelRefusal, KnownRefusal, NotPayableReason, PlacementCode, RefusalFactsOf, TipRefusal } from '../../domain/refusal-facts';
import { formatMoneyIn } from '../../domain/number-format';

const figureNames = {
  subtotal: msg`subtotal`,
  discount: msg`discount`,
  paymentFee: msg`payment fee`,
  tax: msg`tax`,
  total: msg`total`,
  giftCardUsed: msg`gift card`,
  amountDue: msg`amount due`,
  received: msg`received`,
  change: msg`change`,
} as const satisfies Record<BillFigure, MessageDescriptor>;

/** "HH:mm" of a "YYYY-MM-DD HH:mm" wall time. */
const clock = (wallTime: string) => wallTime.slice(11);

function giftCardInvalid(f: RefusalFactsOf<'GIFT_CODE_INVALID'>, i18n: I18n): string {
  const { code } = f;
  const endDate = f.endDate ?? '—';
  const reasons = {
    NOT_FOUND: msg`No gift card has the code ${code}. Check the code, or take the payment by another method.`,
    INACTIVE: msg`Gift card ${code} is not active (not sold, or switched off). Take the payment by another method.`,
    EXPIRED: msg`Gift card ${code} expired on ${endDate}. Take the payment by another method.`,
  } as const satisfies Record<GiftCardProblem, MessageDescriptor>;
  return i18n._(reasons[f.reason]);
}

function voucherRefused(f: RefusalFactsOf<'VOUCHER_NOT_APPLICABLE'>, i18n: I18n): string {
  const { code } = f;
  const reasons = {
    NOT_FOUND: msg`No voucher has the code ${code}. Remove it from the bill, then take the payment again.`,
    INACTIVE: msg`Voucher ${code} is no longer active. Remove it from the bill, then take the payment again.`,
    NOT_STARTED: msg`Voucher ${code} is not valid yet. Remove it from the bill, then take the payment again.`,
    EXPIRED: msg`Voucher ${code} has expired. Remove it from the bill, then take the payment again.`,
    OTHER_BRANCH: msg`Voucher ${code} is not valid in this branch. Remove it from the bill, then take the payment again.`,
    OTHER_CUSTOMER: msg`Voucher ${code} belongs to another customer. Remove it from the bill, then take the payment again.`,
    USED_UP: msg`Voucher ${code} has already been used. Remove it from the bill, then take the payment again.`,
    NOT_BIRTHDAY_MONTH: msg`Voucher ${code} is a birthday voucher and this is not the customer's birthday month. Remove it from the bill, then take the payment again.`,
    NOTHING_TO_DISCOUNT: msg`Voucher ${code} now applies to none of the services on this bill. Remove it from the bill, then take the payment again.`,
  } as const satisfies Record<VoucherProblem, MessageDescriptor>;
  return i18n._(reasons[f.reason]);
}

function paymentMethodRefused(f: RefusalFactsOf<'PAYMENT_METHOD_NOT_APPLICABLE'>, i18n: I18n): string {
  const name = f.name ?? '—';
  const reasons = {
    INACTIVE: msg`Payment method ${name} is no longer active. Choose another payment method, then take the payment again.`,
    NO_CUSTOMER: msg`Payment method ${name} is for a customer's birthday, and the bill has no customer. Choose the customer or another payment method, then take the payment again.`,
    NOT_BIRTHDAY_MONTH: msg`Payment method ${name} applies only in the customer's birthday month. Choose another payment method, then take the payment again.`,
  } as const satisfies Record<PaymentMethodProblem, MessageDescriptor>;
  return i18n._(reasons[f.reason]);
}

function notPayable(f: RefusalFactsOf<'BILL_NOT_PAYABLE'>, i18n: I18n): string {
  const name = f.name ?? '—';
  const reasons = {
    GUEST_ON_OTHER_BILL: msg`${name} is already paid on another bill. Discard this payment.`,
    GUEST_NOT_IN_SERVICE: msg`${name} is no longer in service (Processing), so cannot be paid. Put the guest back in service on the board and press Retry, or discard.`,
    CART_CLOSED: msg`Cart ${name} is already paid or cancelled. Discard this payment.`,
    CART_GIFT_CARD_GONE: msg`Gift card ${name} of the cart was sold another way or deleted. Take it out of the cart, then take the payment again.`,
    BILL_CLOSED: msg`Bill ${name} is already paid or cancelled. Discard this payment.`,
  } as const satisfies Record<NotPayableReason, MessageDescriptor>;
  return i18n._(reasons[f.reason]);
}

function totalsMismatch(f: RefusalFactsOf<'BILL_TOTALS_MISMATCH'>, i18n: I18n): string {
  const differences = f.figures
    .map(({ figure, tablet, server }) => {
      const name = i18n._(figureNames[figure]);
      const here = formatMoneyIn(i18n.locale, tablet);
      const there = formatMoneyIn(i18n.locale, server);
      return i18n._(msg`${name} ${here} here, ${there} on the server`);
    })
    .join('; ');
  return i18n._(msg`The bill’s figures differ from the server’s: ${differences}. Open the bill, check it and take the payment again.`);
}

function placementRefused(refusal: Extract<KnownRefusal, { code: PlacementCode }>, i18n: I18n): string {
  const { serviceName } = refusal.facts;
  const technicianName = refusal.facts.technicianName ?? '—';
  const [start, end] = [clock(refusal.facts.start), clock(refusal.facts.end)];
  const sentences = {
    SCHEDULER_TECHNICIAN_NOT_FOUND: msg`${serviceName} at ${start}: the technician is not on the schedule that day. Edit the booking and choose another technician.`,
    SCHEDULER_PAST_SLOT: msg`${serviceName} at ${start}: this time has passed and can no longer be booked. Edit the booking’s time.`,
    SCHEDULER_GENDER_MISMATCH: msg`${technicianName} cannot serve this guest’s ${serviceName} at ${start}: the guest asked for a technician of another gender. Edit the booking and choose another technician.`,
    SCHEDULER_SERVICE_NOT_OFFERED: msg`${technicianName} does not offer ${serviceName}. Edit the booking and choose another technician.`,
    SCHEDULER_OVER_BREAK: msg`${serviceName} from ${start} to ${end} overlaps ${technicianName}’s break. Edit the booking’s time or technician.`,
    SCHEDULER_NOT_WORKING_HOURS: msg`${technicianName} does not work from ${start} to ${end} (${serviceName}). Edit the booking’s time or technician.`,
    SCHEDULER_NOT_ALLOW_MULTITASKING: msg`${technicianName} already has a guest from ${start} to ${end} (${serviceName}). Edit the booking’s time or technician, or press Retry with force.`,
  } as const satisfies Record<PlacementCode, MessageDescriptor>;
  return i18n._(sentences[refusal.code]);
}

function tipRefused(f: RefusalFactsOf<'TIP_NOT_ALLOWED'>, i18n: I18n): string {
  const { billCode } = f;
  const reasons = {
    BILL_NOT_PAID: msg`Bill ${billCode} is no longer paid (cancelled meanwhile), so it cannot take a tip. Discard this tip.`,
    TIP_CHANGED: msg`The tip of bill ${billCode} was changed on another tablet meanwhile. Discard this change, open the bill again and distribute the tip from there.`,
    TIP_EXISTS: msg`Bill ${billCode} already has a tip from another tablet. Discard this one, open the bill again and distribute the tip from there.`,
  } as const satisfies Record<TipRefusal, MessageDescriptor>;
  return i18n._(reasons[f.reason]);
}

function cancelRefused(f: RefusalFactsOf<'BILL_NOT_CANCELLABLE'>, i18n: I18n): string {
  const { billCode } = f;
  const giftCardCode = f.giftCardCode ?? '—';
  const reasons = {
    NOT_PAID: msg`Bill ${billCode} is no longer paid (already cancelled), so there is nothing to cancel. Discard this change.`,
    GIFT_CARD_USED: msg`Bill ${billCode} sold gift card ${giftCardCode}, which has already been spent, so the bill cannot be cancelled. Discard this change.`,
  } as const satisfies Record<CancelRefusal, MessageDescriptor>;
  return i18n._(reasons[f.reason]);
}

/** The branch's loyalty rule in a few words: what it gives and from when. */
function loyaltyRuleWords(rule: RefusalFactsOf<'LOYALTY_RULE_CHANGED'>['server'], i18n: I18n): string {
  const money = (cents: number) => formatMoneyIn(i18n.locale, cents);
  const from = rule.applyFrom ?? '—';
  if (rule.type === 'POINT_BASED') {
    const [earn, limit] = [rule.earnPercent, money(rule.limit)];
    return i18n._(msg`points: ${earn}% of each bill earned, up to ${limit} of loyalty money a bill, from ${from}`);
  }
  const every = rule.bookingsForReward;
  const reward = rule.rewardAmount ? money(rule.rewardAmount) : `${rule.rewardPercent}%`;
  const minimum = money(rule.minimumAmount ?? 0);
  return i18n._(msg`visits: every ${every} paid bills, ${reward} off the next bill of at least ${minimum}, from ${from}`);
}

/** The sentence for a refusal whose facts were read; every code with facts has its own. */
export function refusalText(refusal: KnownRefusal, i18n: I18n): string {
  const money = (cents: number) => formatMoneyIn(i18n.locale, cents);
  switch (refusal.code) {
    case 'GIFT_CARD_BALANCE_SHORT': {
      const { code } = refusal.facts;
      const [left, wanted] = [money(refusal.facts.left), money(refusal.facts.wanted)];
      return i18n._(msg`Gift card ${code} has ${left} left; ${wanted} was to be taken. Take the rest by another method, then send the payment again.`);
    }
    case 'GIFT_CODE_INVALID':
      return giftCardInvalid(refusal.facts, i18n);
    case 'VOUCHER_NOT_APPLICABLE':
      return voucherRefused(refusal.facts, i18n);
    case 'PAYMENT_METHOD_NOT_APPLICABLE':
      return paymentMethodRefused(refusal.facts, i18n);
    case 'BILL_TOTALS_MISMATCH':
      return totalsMismatch(refusal.facts, i18n);
    case 'NOT_ENOUGH_MONEY': {
      const [received, due] = [money(refusal.facts.received), money(refusal.facts.amountDue)];
      return i18n._(msg`${received} was received but ${due} is due. Take the rest, then send the payment again.`);
    }
    case 'LOYALTY_OUT_OF_RANGE': {
      const [asked, min, max] = [money(refusal.facts.asked), money(refusal.facts.min), money(refusal.facts.max)];
      return i18n._(msg`Loyalty money of ${asked} is more or less than this customer can use (${min} to ${max}). Change the loyalty amount, then take the payment again.`);
    }
    case 'LOYALTY_RULE_CHANGED': {
      const [before, now] = [loyaltyRuleWords(refusal.facts.tablet, i18n), loyaltyRuleWords(refusal.facts.server, i18n)];
      return i18n._(msg`The branch’s loyalty rule changed after this payment was taken (it was ${before}; it is now ${now}). Edit the payment so its loyalty follows the new rule, then send it again.`);
    }
    case 'BILL_NOT_PAYABLE':
      return notPayable(refusal.facts, i18n);
    case 'DEPENDENCY_REJECTED': {
      const count = refusal.facts.mutationIds.length;
      return i18n._(
        msg({
          message: plural(count, {
            one: 'It needs an earlier change that the server refused. Deal with that change first, then press Retry.',
            other: 'It needs # earlier changes that the server refused. Deal with those changes first, then press Retry.',
          }),
        }),
      );
    }
    case 'CHANGE_USER_NOT_SIGNED_IN': {
      const { userName } = refusal.facts;
      return i18n._(msg`${userName} made this change but never signed in on this tablet. ${userName} can sign in here and press Retry.`);
    }
    case 'CHANGE_SENDER_NOT_ALLOWED': {
      const { userName, senderName } = refusal.facts;
      return i18n._(msg`This change by ${userName} needs a right that ${senderName}, signed in now, does not have. ${userName} can sign in on this tablet and press Retry.`);
    }
    case 'BREAK_OVERLAPS_APPOINTMENT': {
      const { technicianName } = refusal.facts;
      const [start, end] = [clock(refusal.facts.start), clock(refusal.facts.end)];
      return i18n._(msg`The break overlaps ${technicianName}’s appointment from ${start} to ${end}. Move the appointment or choose another time for the break.`);
    }
    case 'ACTION_TIME_IN_FUTURE': {
      const { actionTime } = refusal.facts;
      return i18n._(msg`The action time ${actionTime} is still in the future for the server. Check the tablet’s clock, edit the time, then send it again.`);
    }
    case 'VALIDATION': {
      const fields = refusal.facts.fields.join(', ');
      return i18n._(msg`The server cannot store this change: ${fields} is not valid. Edit the change if you can, or discard it.`);
    }
    case 'BREAK_OVERLAPS_BREAK': {
      const { technicianName } = refusal.facts;
      const [start, end] = [clock(refusal.facts.start), clock(refusal.facts.end)];
      return i18n._(msg`${technicianName} already has a break from ${start} to ${end}. Discard this break, or change that one on the board.`);
    }
    case 'TIP_NOT_ALLOWED':
      return tipRefused(refusal.facts, i18n);
    case 'BILL_NOT_CANCELLABLE':
      return cancelRefused(refusal.facts, i18n);
    case 'CART_PAID': {
      const { cartCode } = refusal.facts;
      return i18n._(msg`Cart ${cartCode} was paid meanwhile, so it cannot be cancelled. Discard this change.`);
    }
    case 'CART_NOT_EDITABLE': {
      const { cartCode } = refusal.facts;
      return i18n._(msg`Cart ${cartCode} was paid or cancelled meanwhile and can no longer be changed. Discard this change, then make a new cart if needed.`);
    }
    case 'TIP_PAYOUT_OVER_OWED': {
      const { technicianName } = refusal.facts;
      const [value, owed] = [money(refusal.facts.value), money(Math.max(0, refusal.facts.owed))];
      return i18n._(msg`${value} is more than the ${owed} the drawer still owes ${technicianName} in tips today (paid out on another tablet, or a tip removed). Edit the amount, or discard this payout.`);
    }
    case 'CLOSED_DAY': {
      const { date } = refusal.facts;
      const note = refusal.facts.note;
      return note
        ? i18n._(msg`The branch is closed on ${date} (${note}). Edit the booking and choose another day, or discard it.`)
        : i18n._(msg`The branch is closed on ${date}. Edit the booking and choose another day, or discard it.`);
    }
    default:
      return placementRefused(refusal, i18n);
  }
}
