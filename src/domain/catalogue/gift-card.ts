/**
 * Gift cards (spec part 2 §3, §5, §7): the random code, the form's rules, the amount left
 * to spend and when a card may be deleted. Shared by the form and the server.
 */
import { z } from '../schemas/zod';
import type { Cents } from '../money';
import type { PhoneSetting } from '../phone';
import { problemsOf } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { isIsoDate } from '../time';
import {
  optionalEmailProblem,
  optionalPhoneProblem,
  optionalTextProblem,
  requiredCentsProblem,
  requiredTextProblem,
  type FieldProblem,
  type FieldProblems,
} from './form-rules';

export const GIFT_CODE_LENGTH = 6;
export const GIFT_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const GIFT_CODE = new RegExp(`^[A-Z0-9]{${GIFT_CODE_LENGTH}}$`);

/**
 * A new code: 6 uppercase letters or digits. `random` returns numbers in [0, 1) — a seeded
 * generator in tests, crypto in the browser and on the server.
 */
export function generateGiftCode(random: () => number): string {
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i++) {
    const r = random();
    const index = Math.min(GIFT_CODE_ALPHABET.length - 1, Math.max(0, Math.floor(r * GIFT_CODE_ALPHABET.length)));
    code += GIFT_CODE_ALPHABET[index];
  }
  return code;
}

export function isGiftCode(code: string): boolean {
  return GIFT_CODE.test(code);
}

/** Typed input becomes a code: spaces dropped, uppercased. */
export function normaliseGiftCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

export const GIFT_CARD_TEXT_MAX = {
  content: 200,
  name: 120,
  note: 1000,
} as const;

/** The form as typed; money in cents, null while empty. */
export type GiftCardValues = {
  code: string;
  content: string;
  value: Cents | null;
  price: Cents | null;
  recipientName: string;
  recipientPhone: string;
  recipientEmail: string;
  payerName: string;
  phoneNumberPayer: string;
  emailPayer: string;
  note: string;
  /** Last day it can be used, YYYY-MM-DD; null: no end. */
  endDate: string | null;
};

export type GiftCardField = keyof GiftCardValues;

export function emptyGiftCardValues(code: string): GiftCardValues {
  return {
    code,
    content: '',
    value: null,
    price: null,
    recipientName: '',
    recipientPhone: '',
    recipientEmail: '',
    payerName: '',
    phoneNumberPayer: '',
    emailPayer: '',
    note: '',
    endDate: null,
  };
}

function codeProblem(code: string): FieldProblem | undefined {
  if (code.trim() === '') return { code: 'REQUIRED' };
  return isGiftCode(code) ? undefined : { code: 'CODE_FORMAT' };
}

type TextRule = (text: string) => FieldProblem | undefined;
const textField = (rule: TextRule) => z.string().check(ruleCheck(rule));

/**
 * The gift card form's rules, as one schema for the form and the server: code, content, value
 * and price are required; phones follow the branch phone setting.
 */
/* @__NO_SIDE_EFFECTS__ */
export function giftCardValuesSchema(phone: PhoneSetting) {
  return z.object({
    code: textField(codeProblem),
    content: textField((t) => requiredTextProblem(t, GIFT_CARD_TEXT_MAX.content)),
    value: z.nullable(z.number()).check(ruleCheck((c: Cents | null) => requiredCentsProblem(c, { positive: true }))),
    price: z.nullable(z.number()).check(ruleCheck((c: Cents | null) => requiredCentsProblem(c))),
    recipientName: textField((t) => optionalTextProblem(t, GIFT_CARD_TEXT_MAX.name)),
    recipientPhone: textField((t) => optionalPhoneProblem(t, phone)),
    recipientEmail: textField(optionalEmailProblem),
    payerName: textField((t) => optionalTextProblem(t, GIFT_CARD_TEXT_MAX.name)),
    phoneNumberPayer: textField((t) => optionalPhoneProblem(t, phone)),
    emailPayer: textField(optionalEmailProblem),
    note: textField((t) => optionalTextProblem(t, GIFT_CARD_TEXT_MAX.note)),
    endDate: z.nullable(z
      .string())
      .check(ruleCheck((d: string | null) => (d !== null && !isIsoDate(d) ? { code: 'DATE_INVALID' } : undefined))),
  });
}

export function giftCardProblems(values: GiftCardValues, phone: PhoneSetting): FieldProblems<GiftCardField> {
  return problemsOf(giftCardValuesSchema(phone), values);
}

/**
 * What is left to spend after a save: while no money has moved on the card (no actions) it
 * is the printed value; after that the actions decide and an edit leaves it alone.
 */
export function amountAfterSave(input: { value: Cents; currentAmount: Cents | null; hasActions: boolean }): Cents {
  if (!input.hasActions || input.currentAmount === null) return input.value;
  return input.currentAmount;
}

/** A card that moved money, or sits in a cart or on a bill, stays. */
export function canDeleteGiftCard(links: { actions: number; cartItems: number; bills: number }): boolean {
  return links.actions === 0 && links.cartItems === 0 && links.bills === 0;
}

/** Partly or fully spent: less left than printed. */
export function isGiftCardUsed(card: { value: Cents; amount: Cents }): boolean {
  return card.amount < card.value;
}
