/**
 * What a bill, a bill cancel and a tip carry (spec part 2 §3, §7): one zod schema each,
 * validated by the payment form, the outbox and the server alike. The tablet makes the ids
 * and the codes, so a bill taken offline keeps its identity and prints the code it will keep.
 */
import { z } from '../schemas/zod';
import { LoyaltyType } from '../api';
import { wallDateTime } from '../booking/args';
import { calendarDate } from '../schemas/dates';
import { cents as centsSchema } from '../schemas/numbers';
import { codeText, deviceCode, note, text } from '../schemas/text';

/** A bill figure in integer cents; far beyond any salon bill. */
const cents = centsSchema();
/** A voucher or gift card code as typed: compared in capitals. */
const typedCode = (min: number) => z.pipe(codeText({ min, max: 40 }), z.transform((s) => s.toUpperCase()));

export const receivedInput = z.object({
  checkoutMethodId: z.uuid(),
  /** Money received by this method; positive (spec part 2 §5). */
  amount: cents.check(z.refine((v) => v > 0, { message: 'Money received must be a positive amount.' })),
});
export type ReceivedArgs = z.infer<typeof receivedInput>;

/**
 * The figures the tablet showed and printed. The server recomputes them from its own data
 * and refuses the bill when any differs (BILL_TOTALS_MISMATCH), so what was charged at the
 * counter and what is recorded can never silently disagree.
 */
export const expectedFigures = z.object({
  subtotal: cents,
  discount: cents,
  paymentFee: cents,
  tax: cents,
  total: cents,
  giftCardUsed: cents,
  amountDue: cents,
  received: cents,
  change: cents,
});
export type ExpectedFigures = z.infer<typeof expectedFigures>;

/**
 * The branch's loyalty rule as the tablet applied it (its stored payment options): the server
 * names a refusal LOYALTY_RULE_CHANGED, with both rules, when the rule has changed since and
 * the bill's figures no longer hold under the new one.
 */
export const loyaltyRuleArgs = z.object({
  type: z.enum(LoyaltyType),
  limit: cents,
  earnPercent: z.number().check(z.gte(0), z.lte(100)),
  bookingsForReward: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
  rewardPercent: z.number().check(z.gte(0), z.lte(100)),
  rewardAmount: z.optional(z.nullable(cents)),
  minimumAmount: z.optional(cents),
  applyFrom: z.optional(z.nullable(calendarDate())),
});

const billFields = {
  /** The bill's id: made on the tablet; the id of a DRAFT bill when paying a draft. */
  id: z.uuid(),
  branchId: z.uuid(),
  /** Null for a cart-only bill. */
  bookingId: z.nullable(z.uuid()),
  /** The guests paid by this bill (each Processing and not yet on a bill). */
  guestIds: z.array(z.uuid()).check(z.maxLength(30)),
  cartIds: z._default(z.array(z.uuid()).check(z.maxLength(10)), []),
  customerId: z._default(z.nullable(z.uuid()), null),
  /** A payment method (discount or fee option); null for none. */
  paymentMethodId: z._default(z.nullable(z.uuid()), null),
  voucherCode: z._default(z.nullable(typedCode(0)), null),
  giftCardCode: z._default(z.nullable(typedCode(0)), null),
  /** POINT_BASED: loyalty money typed by the cashier; 0 for none. */
  loyaltyAmount: z._default(cents, 0),
  /** BOOKING_BASED: the customer takes the reward they earned. */
  useLoyaltyReward: z._default(z.boolean(), false),
  /** false: tax exempt. */
  isHst: z._default(z.boolean(), true),
  actionTime: wallDateTime,
  received: z.array(receivedInput).check(z.maxLength(10)),
  note: note(500),
  expected: expectedFigures,
  /** Absent from a bill queued by an older app version: then no rule is compared. */
  loyaltyRule: z.optional(loyaltyRuleArgs),
};

export const billCreateArgs = z
  .object({
    ...billFields,
    /** `{branchCode}-{deviceNo}-{n}`, unique across tablets without asking the server. */
    code: deviceCode(),
  }).check(z.refine((b) => b.guestIds.length + b.cartIds.length > 0, {
    message: 'A bill pays at least one guest or cart',
    path: ['guestIds'],
  }));
export type BillCreateArgs = z.infer<typeof billCreateArgs>;
export type BillCreateInput = z.input<typeof billCreateArgs>;

/** The REST body: an online caller may leave the code to the server (branch sequence). */
export const createBillBody = z
  .object({ ...billFields, code: z.optional(deviceCode()) }).check(z.refine((b) => b.guestIds.length + b.cartIds.length > 0, {
    message: 'A bill pays at least one guest or cart',
    path: ['guestIds'],
  }));
export type CreateBillBody = z.infer<typeof createBillBody>;

export const billCancelArgs = z.object({
  billId: z.uuid(),
  branchId: z.uuid(),
  note: note(500),
});
export type BillCancelArgs = z.infer<typeof billCancelArgs>;

export const technicianTipInput = z.object({
  technicianId: z.uuid(),
  technicianName: z._default(text({ max: 200 }), ''),
  segmentName: z._default(text({ max: 200 }), ''),
  /** Shown percent, 2 decimals, 0..100. */
  percent: z.number().check(z.gte(0), z.lte(100)),
  value: cents,
});
export type TechnicianTipArgs = z.infer<typeof technicianTipInput>;

/**
 * Create or update (replace) the tip of a bill. `id` is the new TIP pos action; `replacesId`
 * is the tip it replaces (an update keeps the old record, marked deleted).
 */
export const tipSaveArgs = z
  .object({
    id: z.uuid(),
    replacesId: z._default(z.nullable(z.uuid()), null),
    billId: z.uuid(),
    branchId: z.uuid(),
    /** The whole tip, > 0 ("Input tip value!"). */
    value: cents.check(z.refine((v) => v > 0, { message: 'Input tip value!' })),
    checkoutMethodId: z.uuid(),
    actionTime: wallDateTime,
    /** `{branchCode}-{deviceNo}-{n}` like every code made on a tablet. */
    code: deviceCode(),
    technicianTips: z.array(technicianTipInput).check(z.minLength(1), z.maxLength(30)),
  }).check(z.refine((t) => t.technicianTips.reduce((sum, r) => sum + r.value, 0) === t.value, {
    message: 'The tip shares must add up to the tip total.',
    path: ['technicianTips'],
  }));
export type TipSaveArgs = z.infer<typeof tipSaveArgs>;
export type TipSaveInput = z.input<typeof tipSaveArgs>;

export const tipDeleteArgs = z.object({ id: z.uuid(), billId: z.uuid(), branchId: z.uuid() });
export type TipDeleteArgs = z.infer<typeof tipDeleteArgs>;

// ---- read bodies ----

export const paymentInfoBody = z.union([
  z.object({
    bookingId: z.nullable(z.uuid()),
    guestIds: z.array(z.uuid()).check(z.maxLength(30)),
    cartIds: z._default(z.array(z.uuid()).check(z.maxLength(10)), []),
  }),
  z.object({ billId: z.uuid() }),
]);
export type PaymentInfoBody = z.infer<typeof paymentInfoBody>;

export const paymentOptionsQuery = z.object({ branchId: z.uuid() });

export const checkVoucherBody = z.object({
  code: typedCode(1),
  customerId: z._default(z.nullable(z.uuid()), null),
  branchId: z.uuid(),
});
export type CheckVoucherBody = z.infer<typeof checkVoucherBody>;

export const checkGiftBody = z.object({
  code: typedCode(1),
  branchId: z.uuid(),
  customerId: z._default(z.nullable(z.uuid()), null),
});
export type CheckGiftBody = z.infer<typeof checkGiftBody>;

export const billsByBookingQuery = z.object({ bookingId: z.uuid() });
export const billIdQuery = z.object({ billId: z.uuid() });
export const idQuery = z.object({ id: z.uuid() });
export const technicianTipInfoBody = z.object({ billId: z.uuid() });
