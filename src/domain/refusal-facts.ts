/**
 * The figures and names a refusal carries beside its code and English message, so the tablet
 * can say what happened in the user's language ("Gift card GIFT25 has $0.00 left; $11.30 was
 * to be taken") and what to do. One shape per code; the server attaches them, the tablet
 * re-reads them with these schemas (a result stored by another app version may differ) and
 * falls back to the plain message when they do not parse.
 */
import { z } from './schemas/zod';
import { expectedFigures, loyaltyRuleArgs, type ExpectedFigures } from './bill/args';
import { GiftCardProblem, VoucherProblem } from './bill/bill-rules';
import { PaymentMethodProblem } from './bill/payment-method-rule';
import type { ErrorCode } from './errors';
import { cents } from './schemas/numbers';

/** Why the guests or carts of a bill cannot be paid by it. */
export const NotPayableReason = {
  GUEST_ON_OTHER_BILL: 'GUEST_ON_OTHER_BILL',
  GUEST_NOT_IN_SERVICE: 'GUEST_NOT_IN_SERVICE',
  CART_CLOSED: 'CART_CLOSED',
  CART_GIFT_CARD_GONE: 'CART_GIFT_CARD_GONE',
  BILL_CLOSED: 'BILL_CLOSED',
} as const;
export type NotPayableReason = (typeof NotPayableReason)[keyof typeof NotPayableReason];

/** Why a tip cannot be saved on a bill. */
export const TipRefusal = { BILL_NOT_PAID: 'BILL_NOT_PAID', TIP_CHANGED: 'TIP_CHANGED', TIP_EXISTS: 'TIP_EXISTS' } as const;
export type TipRefusal = (typeof TipRefusal)[keyof typeof TipRefusal];

/** Why a bill cannot be cancelled. */
export const CancelRefusal = { NOT_PAID: 'NOT_PAID', GIFT_CARD_USED: 'GIFT_CARD_USED' } as const;
export type CancelRefusal = (typeof CancelRefusal)[keyof typeof CancelRefusal];

/** The bill figures the tablet shows and the server re-computes. */
export type BillFigure = keyof ExpectedFigures;

// Facts are read back from other app versions: bounded, but not as strict as input.
const name = z.string().check(z.minLength(1), z.maxLength(200));
const wallTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** A booking line the board refuses, and where it was to go. */
const placement = z.object({ technicianName: z.nullable(name), serviceName: z.string().check(z.maxLength(200)), start: wallTime, end: wallTime });

export const refusalFactsSchemas = {
  GIFT_CARD_BALANCE_SHORT: z.object({ code: name, left: cents(), wanted: cents() }),
  GIFT_CODE_INVALID: z.object({ code: name, reason: z.enum(GiftCardProblem), endDate: z.nullable(day) }),
  VOUCHER_NOT_APPLICABLE: z.object({ code: name, reason: z.enum(VoucherProblem) }),
  PAYMENT_METHOD_NOT_APPLICABLE: z.object({ name: z.nullable(name), reason: z.enum(PaymentMethodProblem) }),
  BILL_TOTALS_MISMATCH: z.object({
    figures: z.array(z.object({ figure: z.keyof(expectedFigures), tablet: cents(), server: cents() })).check(z.minLength(1), z.maxLength(9)),
  }),
  NOT_ENOUGH_MONEY: z.object({ received: cents(), amountDue: cents() }),
  LOYALTY_OUT_OF_RANGE: z.object({ asked: cents(), min: cents(), max: cents() }),
  /** The rule the tablet applied and the branch's rule now. */
  LOYALTY_RULE_CHANGED: z.object({ tablet: loyaltyRuleArgs, server: loyaltyRuleArgs }),
  BILL_NOT_PAYABLE: z.object({ reason: z.enum(NotPayableReason), name: z.nullable(name) }),
  DEPENDENCY_REJECTED: z.object({ mutationIds: z.array(z.string().check(z.maxLength(100))).check(z.minLength(1), z.maxLength(50)) }),
  CHANGE_USER_NOT_SIGNED_IN: z.object({ userName: name }),
  CHANGE_SENDER_NOT_ALLOWED: z.object({ userName: name, senderName: name }),
  BREAK_OVERLAPS_APPOINTMENT: z.object({ technicianName: name, start: wallTime, end: wallTime }),
  ACTION_TIME_IN_FUTURE: z.object({ actionTime: wallTime }),
  /** The fields of a queued change the server could not accept, as the change names them (args.received, code). */
  VALIDATION: z.object({ fields: z.array(name).check(z.minLength(1), z.maxLength(20)) }),
  BREAK_OVERLAPS_BREAK: z.object({ technicianName: name, start: wallTime, end: wallTime }),
  TIP_NOT_ALLOWED: z.object({ billCode: name, reason: z.enum(TipRefusal) }),
  BILL_NOT_CANCELLABLE: z.object({ billCode: name, reason: z.enum(CancelRefusal), giftCardCode: z.nullable(name) }),
  CART_PAID: z.object({ cartCode: name }),
  CART_NOT_EDITABLE: z.object({ cartCode: name }),
  SCHEDULER_TECHNICIAN_NOT_FOUND: placement,
  SCHEDULER_PAST_SLOT: placement,
  SCHEDULER_GENDER_MISMATCH: placement,
  SCHEDULER_SERVICE_NOT_OFFERED: placement,
  SCHEDULER_OVER_BREAK: placement,
  SCHEDULER_NOT_WORKING_HOURS: placement,
  SCHEDULER_NOT_ALLOW_MULTITASKING: placement,
  TIP_PAYOUT_OVER_OWED: z.object({ technicianName: name, value: cents(), owed: z.number().check(z.int()) }),
  /** The closed day and the holiday's note (none for a weekday the branch does not open). */
  CLOSED_DAY: z.object({ date: day, note: z.nullable(z.string().check(z.maxLength(200))) }),
} as const satisfies Partial<Record<ErrorCode, z.ZodMiniType>>;

export type FactCode = keyof typeof refusalFactsSchemas;

/** The board's refusals of a booking line, which carry where the line was to go. */
export const PLACEMENT_CODES = [
  'SCHEDULER_TECHNICIAN_NOT_FOUND',
  'SCHEDULER_PAST_SLOT',
  'SCHEDULER_GENDER_MISMATCH',
  'SCHEDULER_SERVICE_NOT_OFFERED',
  'SCHEDULER_OVER_BREAK',
  'SCHEDULER_NOT_WORKING_HOURS',
  'SCHEDULER_NOT_ALLOW_MULTITASKING',
] as const satisfies readonly FactCode[];
export type PlacementCode = (typeof PLACEMENT_CODES)[number];

export function isPlacementCode(code: string): code is PlacementCode {
  return PLACEMENT_CODES.some((c) => c === code);
}
export type RefusalFactsOf<C extends FactCode> = z.infer<(typeof refusalFactsSchemas)[C]>;
/** Any code's facts (the code says which). */
export type RefusalFacts = { [C in FactCode]: RefusalFactsOf<C> }[FactCode];
/** A code paired with its own facts: what the tablet gets once they parse. */
export type KnownRefusal = { [C in FactCode]: { code: C; facts: RefusalFactsOf<C> } }[FactCode];

function isFactCode(code: string): code is FactCode {
  return Object.hasOwn(refusalFactsSchemas, code);
}

function knownOf<C extends FactCode>(code: C, facts: unknown): KnownRefusal | null {
  const parsed = refusalFactsSchemas[code].safeParse(facts);
  // The schema looked up by `code` produced these facts: code and facts belong together.
  return parsed.success ? ({ code, facts: parsed.data } as KnownRefusal) : null;
}

/** A refusal's facts when the code has some and they have its shape; null means "use the message". */
export function readRefusalFacts(error: { code: string; facts?: unknown }): KnownRefusal | null {
  if (error.facts === undefined || error.facts === null || !isFactCode(error.code)) return null;
  return knownOf(error.code, error.facts);
}
