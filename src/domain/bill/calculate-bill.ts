/**
 * The payment form's figures (spec part 2 §5 "Calculation rules"), in integer cents.
 *
 *   subtotal          Σ price × quantity of every line
 *   voucherDiscount   AMOUNT: its value; PERCENT: percent of subtotal — capped at subtotal;
 *                     a voucher for some services (or packages) counts only their lines'
 *                     subtotal: AMOUNT capped at it, PERCENT of it
 *   methodDiscount    the payment method's discount (amount or percent of subtotal) — capped
 *                     at what the voucher left
 *   loyaltyDiscount   BOOKING_BASED: the bill discount (amount, or percent of subtotal);
 *                     POINT_BASED: the money the cashier typed (0.10 .. min(balance, limit))
 *                     — capped at what the voucher and the method left
 *   amountAfterDiscount = subtotal − voucher − method − loyalty (never below 0)
 *   paymentFee        FIXED: its value; PERCENT: percent of amountAfterDiscount
 *   tax               Σ tax lines (tax-lines.ts): the taxable amount (amountAfterDiscount + paymentFee)
 *                     shared over the line kinds, the gift-card share untaxed, each of the branch's
 *                     taxes a rate of the shares it applies to, rounded per line; 0 when tax-exempt
 *   total             amountAfterDiscount + paymentFee + tax (never below 0)
 *   giftCardUsed      min(gift card amount, total); an already-used card keeps its recorded value
 *   amountDue         total − giftCardUsed
 *   change            Σ received − amountDue; negative → NOT_ENOUGH_MONEY
 *
 * Rounding happens to the cent with `percentOf` only: a percent voucher, a percent method
 * discount, a percent loyalty discount, a percent fee and each tax line. Every other figure is a sum or a
 * difference of whole cents, so "amounts rounded to 2 decimals" holds with no drift.
 */
import { LoyaltyType } from '../api';
import type { Cents } from '../money';
import { type PaymentProblem, PaymentCode, problem } from './codes';
import type { BranchTax } from '../branch/tax';
import { percentOf } from './percent';
import { shareByKind, taxLinesFor, type TaxLine } from './tax-lines';

export const BillLineKind = { SERVICE: 'service', GIFT_CARD: 'giftCard', PRODUCT: 'product' } as const;
export type BillLineKind = (typeof BillLineKind)[keyof typeof BillLineKind];

export const FeeType = { FIXED: 'FIXED', PERCENT: 'PERCENT' } as const;
export type FeeType = (typeof FeeType)[keyof typeof FeeType];

export const VoucherType = { AMOUNT: 'AMOUNT', PERCENT: 'PERCENT' } as const;
export type VoucherType = (typeof VoucherType)[keyof typeof VoucherType];

/** Loyalty money accepted in the input: at least $0.10 (spec: "minimum 0.1"). */
export const LOYALTY_MIN_CENTS = 10;

export type BillLine = {
  kind: BillLineKind;
  price: Cents;
  quantity: number;
  /** The service a guest's line is for: a voucher for some services discounts only theirs. */
  serviceId?: string;
  /** The package a line is billed as: a package voucher discounts only those lines. */
  packageId?: string;
};

/** FIXED: `value` is cents. PERCENT: `value` is a percent (2.5 = 2.5%). */
export type PaymentMethodFee = { type: FeeType; value: number };

export const VoucherKind = { MONEY: 'MONEY', PACKAGE: 'PACKAGE' } as const;
export type VoucherKind = (typeof VoucherKind)[keyof typeof VoucherKind];

/**
 * The lines a voucher discounts. MONEY: the listed services' lines, or the whole bill when none
 * is listed. PACKAGE: the listed packages' lines, or every package line when none is listed.
 */
export type VoucherScope = { kind: typeof VoucherKind.MONEY; serviceIds: readonly string[] } | { kind: typeof VoucherKind.PACKAGE; packageIds: readonly string[] };

/**
 * AMOUNT: `value` is cents. PERCENT: `value` is a percent of the subtotal. With a `scope`, the
 * subtotal is that of the lines it names only.
 */
export type VoucherInput = { type: VoucherType; value: number; scope?: VoucherScope };

/** Whether a line is one the voucher's scope discounts. */
export function lineInScope(line: BillLine, scope: VoucherScope | undefined): boolean {
  if (!scope) return true;
  if (scope.kind === VoucherKind.PACKAGE) return line.packageId !== undefined && (scope.packageIds.length === 0 || scope.packageIds.includes(line.packageId));
  return scope.serviceIds.length === 0 || (line.serviceId !== undefined && scope.serviceIds.includes(line.serviceId));
}

/** The subtotal of the lines a voucher's scope discounts. */
export function scopedSubtotal(lines: readonly BillLine[], scope: VoucherScope | undefined): Cents {
  return lines.reduce((sum, line) => (lineInScope(line, scope) ? sum + line.price * line.quantity : sum), 0);
}

export type LoyaltyInput =
  | { type: typeof LoyaltyType.POINT_BASED; amount: Cents; balance: Cents; limit: Cents }
  | { type: typeof LoyaltyType.BOOKING_BASED; amount: Cents }
  | { type: typeof LoyaltyType.BOOKING_BASED; percent: number };

export type GiftCardInput = {
  /** What is left on the card. */
  amount: Cents;
  /** Set when the bill already used the card: that recorded value is kept. */
  usedValue?: Cents;
};

export type ReceivedInput = { checkoutMethodId: string; amount: Cents };

export type BillInput = {
  lines: readonly BillLine[];
  /** The chosen payment method: the fee it adds and the discount it gives, either optional. */
  paymentMethod?: { fee?: PaymentMethodFee; discount?: VoucherInput };
  voucher?: VoucherInput;
  loyalty?: LoyaltyInput;
  giftCard?: GiftCardInput;
  /** The branch's taxes, in the order the bill prints them. */
  taxes: readonly BranchTax[];
  /** The "Charge tax" switch off (the wire's `isHst: false`). */
  taxExempt: boolean;
  received: readonly ReceivedInput[];
};

export type BillFigures = {
  subtotal: Cents;
  subtotalByKind: Record<BillLineKind, Cents>;
  voucherDiscount: Cents;
  methodDiscount: Cents;
  loyaltyDiscount: Cents;
  discount: Cents;
  amountAfterDiscount: Cents;
  paymentFee: Cents;
  /** amountAfterDiscount + paymentFee: what the taxes are charged on (less the gift-card share). */
  taxableAmount: Cents;
  /** One per tax of the branch (none when tax-exempt); their amounts add up to `tax`. */
  taxLines: TaxLine[];
  tax: Cents;
  total: Cents;
  giftCardUsed: Cents;
  /** What the customer still pays by checkout methods (the receivable). */
  amountDue: Cents;
  received: Cents;
  /** received − amountDue; negative means not enough money. */
  change: Cents;
  /** Bounds for the loyalty money input (POINT_BASED), null otherwise. */
  loyaltyRange: { min: Cents; max: Cents } | null;
};

export type BillResult = BillFigures & { ok: boolean; problems: PaymentProblem[] };

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents ≥ 0, got ${value}`);
}

function assertPercent(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a percent ≥ 0, got ${value}`);
}

function sumLines(lines: readonly BillLine[]): { subtotal: Cents; byKind: Record<BillLineKind, Cents> } {
  const byKind: Record<BillLineKind, Cents> = { service: 0, giftCard: 0, product: 0 };
  for (const [i, line] of lines.entries()) {
    assertCents(line.price, `lines[${i}].price`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`lines[${i}].quantity must be an integer ≥ 1`);
    byKind[line.kind] += line.price * line.quantity;
  }
  return { subtotal: byKind.service + byKind.giftCard + byKind.product, byKind };
}

/** A fixed or percent-of-subtotal discount, capped at what is left to discount. */
function cappedDiscount(discount: VoucherInput | undefined, subtotal: Cents, remaining: Cents, name: string): Cents {
  if (!discount) return 0;
  if (discount.type === VoucherType.AMOUNT) assertCents(discount.value, `${name}.value`);
  else assertPercent(discount.value, `${name}.value`);
  const raw = discount.type === VoucherType.AMOUNT ? discount.value : percentOf(subtotal, discount.value);
  // "A voucher is capped at the amount": it can take the bill to zero, never below.
  return Math.min(raw, remaining);
}

function loyaltyDiscount(
  loyalty: LoyaltyInput | undefined,
  subtotal: Cents,
  remaining: Cents,
  problems: PaymentProblem[],
): { value: Cents; range: BillFigures['loyaltyRange'] } {
  if (!loyalty) return { value: 0, range: null };
  if (loyalty.type === LoyaltyType.POINT_BASED) {
    assertCents(loyalty.amount, 'loyalty.amount');
    const max = Math.max(0, Math.min(loyalty.balance, loyalty.limit));
    const range = { min: LOYALTY_MIN_CENTS, max };
    // An empty input (0) applies nothing and is not an error; an out-of-range one is refused whole.
    if (loyalty.amount === 0) return { value: 0, range };
    if (loyalty.amount < LOYALTY_MIN_CENTS || loyalty.amount > max) {
      problems.push(problem(PaymentCode.LOYALTY_OUT_OF_RANGE, 'loyalty'));
      return { value: 0, range };
    }
    return { value: Math.min(loyalty.amount, remaining), range };
  }
  let raw: Cents;
  if ('percent' in loyalty) {
    assertPercent(loyalty.percent, 'loyalty.percent');
    raw = percentOf(subtotal, loyalty.percent);
  } else {
    assertCents(loyalty.amount, 'loyalty.amount');
    raw = loyalty.amount;
  }
  return { value: Math.min(raw, remaining), range: null };
}

function paymentFee(fee: PaymentMethodFee | undefined, base: Cents): Cents {
  if (!fee) return 0;
  if (fee.type === FeeType.FIXED) {
    assertCents(fee.value, 'paymentMethod.fee.value');
    return fee.value;
  }
  assertPercent(fee.value, 'paymentMethod.fee.value');
  return percentOf(base, fee.value);
}

export function calculateBill(input: BillInput): BillResult {
  const problems: PaymentProblem[] = [];
  const { subtotal, byKind } = sumLines(input.lines);

  // A voucher for some lines takes a percent of theirs and no more than theirs.
  const voucherBase = input.voucher?.scope ? scopedSubtotal(input.lines, input.voucher.scope) : subtotal;
  const voucher = cappedDiscount(input.voucher, voucherBase, voucherBase, 'voucher');
  const method = cappedDiscount(input.paymentMethod?.discount, subtotal, subtotal - voucher, 'paymentMethod.discount');
  const loyalty = loyaltyDiscount(input.loyalty, subtotal, subtotal - voucher - method, problems);
  const discount = voucher + method + loyalty.value;
  const amountAfterDiscount = Math.max(0, subtotal - discount);

  const fee = paymentFee(input.paymentMethod?.fee, amountAfterDiscount);
  const taxableAmount = amountAfterDiscount + fee;
  for (const [i, t] of input.taxes.entries()) assertPercent(t.rate, `taxes[${i}].rate`);
  const taxLines = input.taxExempt ? [] : taxLinesFor(shareByKind(taxableAmount, byKind), input.taxes);
  const tax = taxLines.reduce((sum, line) => sum + line.amount, 0);
  const total = Math.max(0, taxableAmount + tax);

  let giftCardUsed = 0;
  if (input.giftCard) {
    const recorded = input.giftCard.usedValue;
    const available = recorded ?? input.giftCard.amount;
    assertCents(available, recorded === undefined ? 'giftCard.amount' : 'giftCard.usedValue');
    giftCardUsed = Math.min(available, total);
  }
  const amountDue = total - giftCardUsed;

  let received = 0;
  for (const r of input.received) {
    if (!Number.isSafeInteger(r.amount) || r.amount <= 0) {
      problems.push(problem(PaymentCode.RECEIVED_INVALID, `received.${r.checkoutMethodId}`));
      continue;
    }
    received += r.amount;
  }
  const change = received - amountDue;
  if (change < 0) problems.push(problem(PaymentCode.NOT_ENOUGH_MONEY, 'received'));

  return {
    subtotal,
    subtotalByKind: byKind,
    voucherDiscount: voucher,
    methodDiscount: method,
    loyaltyDiscount: loyalty.value,
    discount,
    amountAfterDiscount,
    paymentFee: fee,
    taxableAmount,
    taxLines,
    tax,
    total,
    giftCardUsed,
    amountDue,
    received,
    change,
    loyaltyRange: loyalty.range,
    ok: problems.length === 0,
    problems,
  };
}
