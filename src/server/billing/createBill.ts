/**
 * A payment: the bill, the same way online (create-bill, update-bill-from-draft) and pushed
 * from a tablet (bill.create). In one transaction: everything it names is checked and locked,
 * the bill is recomputed from the server's own data by the tablet's own function and refused
 * when any figure differs, then the bill, its lines and payments, the guests (Completed), the
 * carts (Paid), gift card and loyalty money and the action log are written, and the customer's
 * review link queued.
 */
import type { Db } from '../db/db';
import { LoyaltyType } from '../../domain/api';
import { billInputFor, figuresMismatch } from '../../domain/bill/bill-rules';
import { loyaltyRuleOf, sameLoyaltyRule } from '../../domain/bill/loyalty-rule';
import { calculateBill, type BillResult } from '../../domain/bill/calculate-bill';
import { PaymentCode, paymentMessages } from '../../domain/bill/codes';
import { BillStatus, type BillCreateResult, type LoyaltySettings } from '../../domain/bill/types';
import type { ExpectedFigures } from '../../domain/bill/args';
import { resolveBranchConfig, resolveLoyaltySettings } from '../../domain/branchConfig';
import { AppError, ErrorCode, refusedWith } from '../../domain/errors';
import { NotPayableReason } from '../../domain/refusal-facts';
import { formatMoney } from '../../domain/money';
import { checkPosActionTime } from '../../domain/pos';
import { parseZonedDateTime } from '../../domain/time';
import { assertAppointmentAccess } from '../booking/bookingAccess';
import { configValues, type BranchRow } from '../branches/branchRepository';
import { branchTaxes } from '../branches/branchTaxes';
import type { BillActor } from './billActor';
import { newBillCode, type BillCodeSource } from './billCode';
import { writePaymentEffects } from './billEffects';
import { billIdTaken, findBill, insertPaidBill, payDraftBill, writeLinesAndPayments, type BillRow, type PaidBillFields } from './billRepository';
import { resolveBill, type BillArgs, type ResolvedBill } from './billResolve';
import { resolveCustomerId } from '../customerMerge/customerAlias';
import { billCustomerId } from './billCustomer';
import { requestReview } from '../reviews/requestReview';

/** CREATE: a new bill only. FROM_DRAFT: pay an existing DRAFT bill only. ANY: a draft when `id` is one, else new (bill.create). */
export const BillMode = { CREATE: 'create', FROM_DRAFT: 'fromDraft', ANY: 'any' } as const;
export type BillMode = (typeof BillMode)[keyof typeof BillMode];

export type CreateBillInput = {
  tenantId: string;
  branch: BranchRow;
  actor: BillActor;
  args: BillArgs & { code?: string | undefined };
  code: BillCodeSource;
  mode: BillMode;
  deviceId: string | null;
  now: Date;
};

/** The draft to pay, or null for a new bill; refuses an id already used by anything else. */
async function draftOrNew(tx: Db, input: CreateBillInput): Promise<BillRow | null> {
  const { tenantId, branch, args, mode } = input;
  const bill = await findBill(tx, { tenantId, id: args.id, lock: true });
  if (bill && bill.branch_id === branch.id && bill.status === BillStatus.DRAFT && mode !== BillMode.CREATE) return bill;
  if (mode === BillMode.FROM_DRAFT) {
    if (!bill || bill.branch_id !== branch.id) throw new AppError(ErrorCode.NOT_FOUND);
    throw refusedWith(ErrorCode.BILL_NOT_PAYABLE, { reason: NotPayableReason.BILL_CLOSED, name: bill.code }, { message: 'This bill is already paid or cancelled.' });
  }
  if (bill || (await billIdTaken(tx, args.id))) throw new AppError(ErrorCode.DUPLICATE);
  return null;
}

const FIGURE_NAMES: Record<keyof ExpectedFigures, string> = {
  subtotal: 'subtotal',
  discount: 'discount',
  paymentFee: 'payment fee',
  tax: 'tax',
  total: 'total',
  giftCardUsed: 'gift card',
  amountDue: 'amount due',
  received: 'received',
  change: 'change',
};

/** The calculation's own refusals, then any difference from what the tablet showed. */
function assertFigures(result: BillResult, expected: ExpectedFigures, loyaltyAsked: number): void {
  if (result.problems.some((p) => p.code === PaymentCode.LOYALTY_OUT_OF_RANGE)) {
    const message = paymentMessages.LOYALTY_OUT_OF_RANGE;
    const range = result.loyaltyRange ?? { min: 0, max: 0 };
    throw refusedWith(ErrorCode.LOYALTY_OUT_OF_RANGE, { asked: loyaltyAsked, ...range }, { message, fields: { loyaltyAmount: message } });
  }
  if (result.problems.some((p) => p.code === PaymentCode.NOT_ENOUGH_MONEY)) {
    throw refusedWith(ErrorCode.NOT_ENOUGH_MONEY, { received: result.received, amountDue: result.amountDue });
  }
  const differing = figuresMismatch(expected, result);
  if (differing.length > 0) {
    const names = differing.map((k) => FIGURE_NAMES[k]).join(', ');
    const message =
      `The bill’s totals differ from the server’s (${names}): the bill shows a total of ${formatMoney(expected.total)}, ` +
      `the server computes ${formatMoney(result.total)}. Check the bill and take the payment again.`;
    const figures = differing.map((figure) => ({ figure, tablet: expected[figure], server: result[figure] }));
    throw refusedWith(ErrorCode.BILL_TOTALS_MISMATCH, { figures }, { message, fields: Object.fromEntries(differing.map((k) => [k, `Server: ${formatMoney(result[k])}`])) });
  }
}

/**
 * A bill that asked for loyalty under a rule the branch has changed since, and that the new
 * rule prices otherwise, is refused as LOYALTY_RULE_CHANGED with both rules: the cashier learns
 * why the figures moved and edits the payment under the new rule. Figures that still hold pass.
 */
function assertFiguresUnderRule(result: BillResult, args: BillArgs, settings: LoyaltySettings): void {
  const asked = args.loyaltyAmount > 0 || args.useLoyaltyReward;
  const before = args.loyaltyRule;
  if (!asked || !before || sameLoyaltyRule(before, settings)) return assertFigures(result, args.expected, args.loyaltyAmount);
  try {
    assertFigures(result, args.expected, args.loyaltyAmount);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw refusedWith(ErrorCode.LOYALTY_RULE_CHANGED, { tablet: loyaltyRuleOf(before), server: loyaltyRuleOf(settings) });
  }
}

function paidFields(
  input: CreateBillInput,
  x: { code: string; customerId: string | null; resolved: ResolvedBill; result: BillResult; settings: LoyaltySettings; timeZone: string },
): PaidBillFields {
  const { args } = input;
  const { resolved, result } = x;
  const pointMoney = x.settings.type === LoyaltyType.POINT_BASED && result.loyaltyDiscount > 0;
  return {
    id: args.id,
    tenantId: input.tenantId,
    branchId: input.branch.id,
    code: x.code,
    bookingId: args.bookingId,
    customerId: x.customerId,
    paymentMethodId: resolved.paymentMethod?.id ?? null,
    voucherId: resolved.voucher?.id ?? null,
    voucherCode: resolved.voucher?.code ?? null,
    giftCardId: resolved.giftCard?.id ?? null,
    giftCardCode: resolved.giftCard?.code ?? null,
    loyaltyType: result.loyaltyDiscount > 0 ? x.settings.type : null,
    loyaltyInput: pointMoney ? args.loyaltyAmount : 0,
    // The column of bills before tax lines: the first tax's rate, for what still reads it.
    hstPercent: result.taxLines[0]?.rate ?? 0,
    taxLines: result.taxLines,
    isHst: args.isHst,
    subtotal: result.subtotal,
    voucherDiscount: result.voucherDiscount,
    loyaltyDiscount: result.loyaltyDiscount,
    discount: result.discount,
    paymentFee: result.paymentFee,
    tax: result.tax,
    total: result.total,
    giftCardUsed: result.giftCardUsed,
    amountDue: result.amountDue,
    received: result.received,
    change: result.change,
    actionTime: parseZonedDateTime(args.actionTime, x.timeZone),
    note: args.note || null,
    deviceId: input.deviceId,
    userId: input.actor.userId,
    now: input.now,
  };
}

export async function createBill(db: Db, given: CreateBillInput): Promise<BillCreateResult> {
  return db.transaction(async (tx) => {
    // A bill queued offline may name a customer merged since: it goes to the one kept.
    const customerId = given.args.customerId === null ? null : await resolveCustomerId(tx, given.tenantId, given.args.customerId);
    const input: CreateBillInput = { ...given, args: { ...given.args, customerId } };
    const { tenantId, branch, actor, args, now } = input;
    assertAppointmentAccess(actor);
    const values = await configValues(tx, tenantId, branch.id);
    const config = resolveBranchConfig(branch.id, values);
    const settings = resolveLoyaltySettings(values);
    checkPosActionTime(args.actionTime, now, config.timeZone);

    const draft = await draftOrNew(tx, input);
    const code = draft ? draft.code : await newBillCode(tx, { tenantId, branch, requested: args.code ?? '', source: input.code });
    const resolved = await resolveBill(tx, {
      tenantId,
      branchId: branch.id,
      args,
      draftId: draft?.id ?? null,
      date: args.actionTime.slice(0, 10),
      timeZone: config.timeZone,
      settings,
      actor,
    });
    const result = calculateBill(
      billInputFor({
        lines: resolved.lines,
        args,
        taxes: await branchTaxes(tx, tenantId, branch.id),
        paymentMethod: resolved.paymentMethod,
        voucher: resolved.voucher,
        giftCard: resolved.giftCard ? { amount: resolved.giftCard.amount } : null,
        loyaltySettings: settings,
        customerLoyalty: resolved.customerLoyalty,
      }),
    );
    assertFiguresUnderRule(result, args, settings);

    // A booking made offline and paid before its first sync: the tablet knew no customer id, so
    // the bill names none; the booking.create before it gave the booking one. The bill, the
    // loyalty it earns and the review request go to that customer. The figures above stay
    // computed with the customer the bill names: they are what the tablet showed and the customer
    // paid, and the newly known customer must not bring a loyalty discount, voucher or method
    // the tablet did not apply (its figures would differ and the paid bill be refused).
    const paidFor = await billCustomerId(tx, tenantId, { customerId, bookingId: args.bookingId });
    const fields = paidFields(input, { code, customerId: paidFor, resolved, result, settings, timeZone: config.timeZone });
    if (draft) await payDraftBill(tx, fields);
    else if (!(await insertPaidBill(tx, fields))) throw new AppError(ErrorCode.DUPLICATE);
    await writeLinesAndPayments(tx, { tenantId, billId: args.id, lines: resolved.lines, payments: args.received });
    await writePaymentEffects(tx, {
      tenantId,
      branchId: branch.id,
      actor,
      args,
      code,
      resolved,
      result,
      settings,
      customerId: paidFor,
      draft: draft !== null,
      now,
    });
    await requestReview(tx, { tenantId, branch, billId: args.id, customerId: paidFor, total: result.total, actionTime: fields.actionTime, userId: actor.userId, now });
    return { id: args.id, code, total: result.total };
  });
}
