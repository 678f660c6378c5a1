/**
 * The rules that turn a bill as the cashier built it (args) into the calculation's input, the
 * same way on the tablet (from its stored day and payment options) and on the server (from
 * its tables): which lines a guest brings, when a voucher or gift card applies, what loyalty
 * gives. The server then compares its figures with those the tablet printed.
 */
import { LoyaltyType, type Guest } from '../api';
import type { BranchTax } from '../branch/tax';
import type { Cents } from '../money';
import type { BillCreateArgs, ExpectedFigures } from './args';
import { loyaltyReward } from './loyalty-rule';
import { isBirthdayMonth } from '../people/customer-stats';
import { BillLineKind, VoucherKind, lineInScope, type BillInput, type BillLine, type BillResult, type LoyaltyInput, type VoucherInput, type VoucherScope } from './calculate-bill';
import { VoucherAudience, type CustomerLoyalty, type GiftCardInfo, type LoyaltySettings, type PaymentMethodOption, type VoucherInfo } from './types';

/** A cart's gift cards and products, at the unit price they were put in the cart with. */
export function billLinesForCartItems(items: readonly { kind: 'GIFT_CARD' | 'PRODUCT'; price: Cents; quantity: number }[]): BillLine[] {
  return items.map((i) => ({ kind: i.kind === 'GIFT_CARD' ? BillLineKind.GIFT_CARD : BillLineKind.PRODUCT, price: i.price, quantity: i.quantity }));
}

/** Every service and extra line of the guests, at its (possibly changed) price. */
export function billLinesForGuests(guests: readonly Pick<Guest, 'segments'>[]): BillLine[] {
  return guests.flatMap((g) =>
    g.segments.map((s) => ({
      kind: BillLineKind.SERVICE,
      price: s.price,
      quantity: 1,
      ...(s.serviceId ? { serviceId: s.serviceId } : {}),
      // A package voucher discounts the lines booked in a package; a segment stored before packages has none.
      ...(s.packageId ? { packageId: s.packageId } : {}),
    })),
  );
}

export const VoucherProblem = {
  NOT_FOUND: 'NOT_FOUND',
  INACTIVE: 'INACTIVE',
  NOT_STARTED: 'NOT_STARTED',
  EXPIRED: 'EXPIRED',
  OTHER_BRANCH: 'OTHER_BRANCH',
  OTHER_CUSTOMER: 'OTHER_CUSTOMER',
  USED_UP: 'USED_UP',
  NOT_BIRTHDAY_MONTH: 'NOT_BIRTHDAY_MONTH',
  NOTHING_TO_DISCOUNT: 'NOTHING_TO_DISCOUNT',
} as const;
export type VoucherProblem = (typeof VoucherProblem)[keyof typeof VoucherProblem];

/** The server's wording, shown in the voucher card (spec part 2 §5). */
export const voucherMessages = {
  NOT_FOUND: 'This code is invalid! Try again!',
  INACTIVE: 'This voucher is no longer active.',
  NOT_STARTED: 'This voucher is not valid yet.',
  EXPIRED: 'This voucher has expired.',
  OTHER_BRANCH: 'This voucher is not valid in this branch.',
  OTHER_CUSTOMER: 'This voucher belongs to another customer.',
  USED_UP: 'This voucher has already been used.',
  NOT_BIRTHDAY_MONTH: "This is a birthday voucher: it applies only in the customer's birthday month.",
  NOTHING_TO_DISCOUNT: 'This voucher applies to none of the services on this bill.',
} as const satisfies Record<VoucherProblem, string>;

/** The lines a voucher discounts (a copy stored before issue 15 has no kind: the whole bill). */
export function voucherScope(v: Pick<VoucherInfo, 'kind' | 'serviceIds' | 'packageIds'>): VoucherScope | undefined {
  if (v.kind === VoucherKind.PACKAGE) return { kind: VoucherKind.PACKAGE, packageIds: v.packageIds ?? [] };
  const serviceIds = v.serviceIds ?? [];
  return serviceIds.length > 0 ? { kind: VoucherKind.MONEY, serviceIds } : undefined;
}

/**
 * Why a voucher cannot be applied to this bill, or null when it can. `date` is the bill's branch
 * date. `birthDay` is the customer's (a birthday voucher needs it); `lines`, when known, are the
 * bill's: a voucher for services none of them is for applies to nothing.
 */
export function voucherProblem(input: {
  voucher: VoucherInfo | null | undefined;
  branchId: string;
  customerId: string | null;
  date: string;
  birthDay?: string | null;
  lines?: readonly BillLine[];
}): VoucherProblem | null {
  const v = input.voucher;
  if (!v) return VoucherProblem.NOT_FOUND;
  if (!v.active) return VoucherProblem.INACTIVE;
  if (v.startDate && input.date < v.startDate) return VoucherProblem.NOT_STARTED;
  if (v.endDate && input.date > v.endDate) return VoucherProblem.EXPIRED;
  if (v.branchId && v.branchId !== input.branchId) return VoucherProblem.OTHER_BRANCH;
  if (v.customerId && v.customerId !== input.customerId) return VoucherProblem.OTHER_CUSTOMER;
  if (v.usesLeft !== null && v.usesLeft <= 0) return VoucherProblem.USED_UP;
  if (v.audience === VoucherAudience.BIRTHDAY && !isBirthdayMonth(input.birthDay, input.date)) return VoucherProblem.NOT_BIRTHDAY_MONTH;
  return input.lines ? voucherLinesProblem(v, input.lines) : null;
}

/** A voucher for some services or packages applies to nothing on a bill with none of them. */
export function voucherLinesProblem(v: VoucherInfo, lines: readonly BillLine[]): VoucherProblem | null {
  const scope = voucherScope(v);
  return scope && !lines.some((line) => lineInScope(line, scope)) ? VoucherProblem.NOTHING_TO_DISCOUNT : null;
}

/** A gift card pays a bill when it is sold, active, not expired and has money left. */
/** Why a gift card code cannot be used at all (a card with too little left is GIFT_CARD_BALANCE_SHORT). */
export const GiftCardProblem = { NOT_FOUND: 'NOT_FOUND', INACTIVE: 'INACTIVE', EXPIRED: 'EXPIRED' } as const;
export type GiftCardProblem = (typeof GiftCardProblem)[keyof typeof GiftCardProblem];

/** Why a gift card cannot be used on `date` whatever is left on it, or null when it can. */
export function giftCardProblem(card: GiftCardInfo | null | undefined, date: string): GiftCardProblem | null {
  if (!card) return GiftCardProblem.NOT_FOUND;
  if (!card.active) return GiftCardProblem.INACTIVE;
  if (card.endDate && date > card.endDate) return GiftCardProblem.EXPIRED;
  return null;
}

export function isGiftCardAvailable(card: GiftCardInfo | null | undefined, date: string): card is GiftCardInfo {
  return giftCardProblem(card, date) === null && !!card && card.amount > 0;
}

/**
 * POINT_BASED: the loyalty money input; BOOKING_BASED: the reward (an amount or a percent off),
 * when earned, taken, and the subtotal reaches the rule's minimum. Without `subtotal` the
 * minimum is not looked at: the question is then only whether the bill asks for loyalty.
 */
export function loyaltyInputFor(input: {
  settings: LoyaltySettings;
  customer: CustomerLoyalty | null;
  loyaltyAmount: Cents;
  useLoyaltyReward: boolean;
  subtotal?: Cents;
}): LoyaltyInput | undefined {
  const { settings, customer } = input;
  if (!customer) return undefined;
  if (settings.type === LoyaltyType.POINT_BASED) {
    if (input.loyaltyAmount === 0) return undefined;
    return { type: LoyaltyType.POINT_BASED, amount: input.loyaltyAmount, balance: customer.amountMoney, limit: settings.limit };
  }
  if (!input.useLoyaltyReward || customer.numberBookingToLoyalReward > 0) return undefined;
  const reward = loyaltyReward(settings, input.subtotal ?? Number.MAX_SAFE_INTEGER);
  return reward ? { type: LoyaltyType.BOOKING_BASED, ...reward } : undefined;
}

function voucherInput(v: VoucherInfo): VoucherInput {
  const scope = voucherScope(v);
  return { type: v.type, value: v.value, ...(scope ? { scope } : {}) };
}

/**
 * The calculation's input for a bill. Callers resolve codes to what they know (the tablet its
 * stored copies, the server its rows); a code that did not resolve has already been refused.
 */
export function billInputFor(input: {
  lines: readonly BillLine[];
  args: Pick<BillCreateArgs, 'isHst' | 'received' | 'loyaltyAmount' | 'useLoyaltyReward'>;
  taxes: readonly BranchTax[];
  paymentMethod: PaymentMethodOption | null;
  voucher: VoucherInfo | null;
  giftCard: { amount: Cents; usedValue?: Cents } | null;
  loyaltySettings: LoyaltySettings;
  customerLoyalty: CustomerLoyalty | null;
}): BillInput {
  const method = input.paymentMethod;
  const loyalty = loyaltyInputFor({
    settings: input.loyaltySettings,
    customer: input.customerLoyalty,
    loyaltyAmount: input.args.loyaltyAmount,
    useLoyaltyReward: input.args.useLoyaltyReward,
    subtotal: input.lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
  });
  return {
    lines: input.lines,
    ...(method && (method.fee || method.discount)
      ? { paymentMethod: { ...(method.fee ? { fee: method.fee } : {}), ...(method.discount ? { discount: method.discount } : {}) } }
      : {}),
    ...(input.voucher ? { voucher: voucherInput(input.voucher) } : {}),
    ...(loyalty ? { loyalty } : {}),
    ...(input.giftCard ? { giftCard: input.giftCard } : {}),
    taxes: input.taxes,
    taxExempt: !input.args.isHst,
    received: input.args.received,
  };
}

/** The figures as the tablet sends them with the bill. */
export function expectedOf(r: BillResult): ExpectedFigures {
  return {
    subtotal: r.subtotal,
    discount: r.discount,
    paymentFee: r.paymentFee,
    tax: r.tax,
    total: r.total,
    giftCardUsed: r.giftCardUsed,
    amountDue: r.amountDue,
    received: r.received,
    change: r.change,
  };
}

/** The names of the figures that differ between what the tablet printed and what was recomputed. */
export function figuresMismatch(expected: ExpectedFigures, computed: BillResult): (keyof ExpectedFigures)[] {
  const got = expectedOf(computed);
  return (Object.keys(expected) as (keyof ExpectedFigures)[]).filter((k) => expected[k] !== got[k]);
}
