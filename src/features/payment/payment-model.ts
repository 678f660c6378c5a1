/**
 * The payment form's state and what it turns into: the calculation's input (run in the
 * worker) and, on Finish payment, the bill as queued and printed. Pure, so it is tested
 * without React.
 */
import type { Booking, BranchSummary, Guest } from '../../domain/api';
import type { BillCreateArgs, BillCreateInput, TechnicianTipArgs } from '../../domain/bill/args';
import { billLinesForCartItems, billLinesForGuests, expectedOf, type billInputFor } from '../../domain/bill/bill-rules';
import type { CartView } from '../../domain/cart/contract';
import type { BillResult } from '../../domain/bill/calculate-bill';
import type { BillDetail, BillLineView, CustomerLoyalty, GiftCardInfo, PaymentOptions, VoucherInfo } from '../../domain/bill/types';
import type { Cents } from '../../domain/money';
import type { CheckoutMethod } from '../../domain/pos';
import type { TipRowInput, TipSplit } from '../../domain/tip';
import type { TakePaymentInput } from '../../data/bills';

export type PaymentState = {
  guestIds: string[];
  customerId: string | null;
  paymentMethodId: string | null;
  voucher: VoucherInfo | null;
  giftCard: GiftCardInfo | null;
  /** POINT_BASED loyalty money typed, cents; 0 for none. */
  loyaltyAmount: Cents;
  useLoyaltyReward: boolean;
  isHst: boolean;
  /** Money received per checkout method id; null or 0 for none. */
  received: Record<string, Cents | null>;
  /** Staff typed an amount: the form stops filling the default method for them. */
  receivedTouched: boolean;
  actionTime: string;
  tipValue: Cents | null;
  tipMethodId: string | null;
  tipRows: TipRowInput[];
};

export function initialPaymentState(input: {
  guestIds: string[];
  booking: Booking | null;
  /** A cart-only payment takes the cart's customer. */
  carts?: readonly Pick<CartView, 'customerId'>[];
  actionTime: string;
  checkOutDefaultId: string | null;
}): PaymentState {
  return {
    guestIds: input.guestIds,
    customerId: input.booking?.customerId ?? input.carts?.find((c) => c.customerId)?.customerId ?? null,
    paymentMethodId: null,
    voucher: null,
    giftCard: null,
    loyaltyAmount: 0,
    useLoyaltyReward: false,
    isHst: true,
    received: input.checkOutDefaultId ? { [input.checkOutDefaultId]: null } : {},
    receivedTouched: false,
    actionTime: input.actionTime,
    tipValue: null,
    tipMethodId: input.checkOutDefaultId,
    tipRows: [],
  };
}

/**
 * The form as it was when a bill the server refused was taken, to fix and send again. The money
 * taken at the counter stays as typed (receivedTouched) until staff change it. A voucher or
 * gift card no longer in the stored options keeps the amount the bill printed, so the figures
 * first show what was charged; staff remove it if that is what the server refused. The tip is
 * not here: it is a change of its own, waiting for the bill.
 */
export function paymentStateFromArgs(input: { args: BillCreateArgs; options: PaymentOptions; printed: Pick<BillDetail, 'figures'> | null }): PaymentState {
  const { args, options, printed } = input;
  const code = (c: string | null) => c ?? '';
  const voucher: VoucherInfo | null = args.voucherCode
    ? (options.vouchers.find((v) => v.code === args.voucherCode) ?? {
        id: '',
        code: code(args.voucherCode),
        content: '',
        type: 'AMOUNT',
        value: printed?.figures.voucherDiscount ?? 0,
        branchId: null,
        customerId: null,
        startDate: null,
        endDate: null,
        usesLeft: null,
        active: true,
      })
    : null;
  const giftCard: GiftCardInfo | null = args.giftCardCode
    ? (options.giftCards.find((g) => g.code === args.giftCardCode) ?? {
        id: '',
        code: code(args.giftCardCode),
        content: '',
        amount: printed?.figures.giftCardUsed ?? 0,
        value: printed?.figures.giftCardUsed ?? 0,
        endDate: null,
        active: true,
      })
    : null;
  return {
    guestIds: args.guestIds,
    customerId: args.customerId,
    paymentMethodId: args.paymentMethodId,
    voucher,
    giftCard,
    loyaltyAmount: args.loyaltyAmount,
    useLoyaltyReward: args.useLoyaltyReward,
    isHst: args.isHst,
    received: Object.fromEntries(args.received.map((r) => [r.checkoutMethodId, r.amount])),
    receivedTouched: true,
    actionTime: args.actionTime,
    tipValue: null,
    tipMethodId: options.checkOutDefaultId,
    tipRows: [],
  };
}

/** One tip row per technician and service line of the guests paid (spec: technician, service); the grid groups them per technician. */
export function tipRowsForGuests(guests: readonly Guest[]): TipRowInput[] {
  return guests.flatMap((g) => g.segments.map((s) => ({ technicianId: s.technicianId, segmentName: s.serviceName, price: s.price })));
}

export function receivedList(state: Pick<PaymentState, 'received'>): { checkoutMethodId: string; amount: Cents }[] {
  return Object.entries(state.received).flatMap(([checkoutMethodId, amount]) => (amount && amount > 0 ? [{ checkoutMethodId, amount }] : []));
}

/** What the worker computes the figures from. */
export function billComputeInput(input: {
  state: PaymentState;
  guests: readonly Guest[];
  carts: readonly CartView[];
  options: PaymentOptions;
  customerLoyalty: CustomerLoyalty | null;
}): Parameters<typeof billInputFor>[0] {
  const { state, options } = input;
  const paid = input.guests.filter((g) => state.guestIds.includes(g.id));
  return {
    lines: [...billLinesForGuests(paid), ...billLinesForCartItems(input.carts.flatMap((c) => c.items))],
    args: { isHst: state.isHst, received: receivedList(state), loyaltyAmount: state.loyaltyAmount, useLoyaltyReward: state.useLoyaltyReward },
    taxes: options.taxes,
    paymentMethod: options.paymentMethods.find((m) => m.id === state.paymentMethodId) ?? null,
    voucher: state.voucher,
    giftCard: state.giftCard ? { amount: state.giftCard.amount } : null,
    loyaltySettings: options.loyalty,
    customerLoyalty: input.customerLoyalty,
  };
}

/** The default method takes what is due until staff type an amount themselves. */
export function withDefaultReceived(state: PaymentState, amountDue: Cents, defaultId: string | null): PaymentState {
  if (state.receivedTouched || !defaultId) return state;
  const current = state.received[defaultId] ?? null;
  const wanted = amountDue > 0 ? amountDue : null;
  return current === wanted ? state : { ...state, received: { ...state.received, [defaultId]: wanted } };
}

function cartLines(carts: readonly CartView[]): BillLineView[] {
  return carts.flatMap((c) =>
    c.items.map((i) => ({
      id: i.id,
      kind: i.kind === 'GIFT_CARD' ? ('giftCard' as const) : ('product' as const),
      name: i.name,
      quantity: i.quantity,
      price: i.price,
      guestId: null,
      guestName: null,
      technicianId: null,
      technicianName: null,
    })),
  );
}

function billLines(guests: readonly Guest[]): BillLineView[] {
  return guests.flatMap((g) =>
    g.segments.map((s) => ({
      id: s.id,
      kind: 'service' as const,
      name: s.serviceName,
      quantity: 1,
      price: s.price,
      guestId: g.id,
      guestName: g.name,
      technicianId: s.technicianId,
      technicianName: s.technicianName,
    })),
  );
}

/** Finish payment: the queued bill's args and what prints, from the form and the worker's figures. */
export function takePaymentInput(input: {
  state: PaymentState;
  figures: BillResult;
  guests: readonly Guest[];
  carts: readonly CartView[];
  booking: Booking | null;
  branch: BranchSummary;
  branchInfo: { address: string | null; phone: string | null };
  options: PaymentOptions;
  checkoutMethods: readonly CheckoutMethod[];
  userName: string;
  tip: TipSplit | null;
  billId: string;
}): TakePaymentInput {
  const { state, figures, booking } = input;
  const paid = input.guests.filter((g) => state.guestIds.includes(g.id));
  const method = input.options.paymentMethods.find((m) => m.id === state.paymentMethodId) ?? null;
  const names = new Map(input.checkoutMethods.map((m) => [m.id, m.name]));
  const received = receivedList(state);
  const args: TakePaymentInput['args'] = {
    id: input.billId,
    branchId: input.branch.id,
    bookingId: booking?.id ?? null,
    guestIds: paid.map((g) => g.id),
    cartIds: input.carts.map((c) => c.id),
    customerId: state.customerId,
    paymentMethodId: method?.id ?? null,
    voucherCode: state.voucher?.code ?? null,
    giftCardCode: state.giftCard?.code ?? null,
    loyaltyAmount: state.loyaltyAmount,
    useLoyaltyReward: state.useLoyaltyReward,
    isHst: state.isHst,
    actionTime: state.actionTime,
    received,
    note: '',
    expected: expectedOf(figures),
    loyaltyRule: input.options.loyalty,
  } satisfies Omit<BillCreateInput, 'code'>;
  const detail: TakePaymentInput['detail'] = {
    branchId: input.branch.id,
    bookingId: booking?.id ?? null,
    bookingCode: booking?.code ?? null,
    customerId: state.customerId,
    customerName: booking?.customerName ?? input.carts[0]?.customerName ?? '',
    phone: booking?.phone ?? input.carts[0]?.phone ?? '',
    actionTime: state.actionTime,
    lines: [...billLines(paid), ...cartLines(input.carts)],
    paymentMethod: method ? { id: method.id, name: method.name } : null,
    voucherCode: state.voucher?.code ?? null,
    giftCardCode: state.giftCard?.code ?? null,
    loyaltyAmount: state.loyaltyAmount,
    isHst: state.isHst,
    taxLines: figures.taxLines,
    figures: {
      subtotal: figures.subtotal,
      voucherDiscount: figures.voucherDiscount,
      loyaltyDiscount: figures.loyaltyDiscount,
      discount: figures.discount,
      paymentFee: figures.paymentFee,
      tax: figures.tax,
      total: figures.total,
      giftCardUsed: figures.giftCardUsed,
      amountDue: figures.amountDue,
      received: figures.received,
      change: figures.change,
    } satisfies BillDetail['figures'],
    payments: received.map((r) => ({ ...r, checkoutMethodName: names.get(r.checkoutMethodId) ?? '' })),
    branch: { name: input.branch.name, address: input.branchInfo.address, phone: input.branchInfo.phone },
    createdBy: input.userName,
    note: '',
    viewCanCancelPayment: true,
  };
  const tip = input.tip && input.tip.ok && state.tipValue && state.tipMethodId
    ? {
        value: state.tipValue,
        checkoutMethodId: state.tipMethodId,
        checkoutMethodName: names.get(state.tipMethodId) ?? '',
        actionTime: state.actionTime,
        technicianTips: tipShares(input.tip, technicianNames(paid)),
      }
    : null;
  return { branch: input.branch, args, detail, tip };
}

export function technicianNames(guests: readonly Pick<Guest, 'segments'>[]): (id: string) => string {
  const names = new Map(guests.flatMap((g) => g.segments.map((s) => [s.technicianId, s.technicianName] as const)));
  return (id) => names.get(id) ?? '';
}

/** The split as the tip's args carry it: names for the printout, values in cents. */
export function tipShares(split: TipSplit, technicianName: (id: string) => string): TechnicianTipArgs[] {
  return split.rows.map((r) => ({ technicianId: r.technicianId, technicianName: technicianName(r.technicianId), segmentName: r.segmentName, percent: r.percent, value: r.value }));
}
