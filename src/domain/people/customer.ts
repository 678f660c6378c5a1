/**
 * The customer form (spec part 2 §3 Customer, §5): name and phone required (the name sent in
 * capitals, the phone without spaces and by the branch's phone rule), a code unique in the
 * business, several emails as a comma list (the last is the one used), address, description,
 * level, main technician, receive email and SMS, birthday, active, blocked and the notes, each
 * a note of its own. Shared by the form and the server; the server also checks what the schema
 * cannot know (the phone and code free, the technician of the branch).
 */
import { z } from '../schemas/zod';
import { isCalendarDate } from '../schemas/dates';
import { optionalEmailProblem, optionalPhoneProblem, optionalTextProblem, phoneDigits, requiredTextProblem } from '../catalogue/form-rules';
import type { PhoneSetting } from '../phone';
import { Problem, type FieldProblem } from '../schemas/problems';
import { ruleCheck } from '../schemas/rules';
import { isCleanText } from '../schemas/text';

export const CustomerLevel = { BRONZE: 'Bronze', SILVER: 'Silver', GOLD: 'Gold', DIAMOND: 'Diamond' } as const;
export type CustomerLevel = (typeof CustomerLevel)[keyof typeof CustomerLevel];
export const CUSTOMER_LEVELS: readonly [CustomerLevel, ...CustomerLevel[]] = [CustomerLevel.BRONZE, CustomerLevel.SILVER, CustomerLevel.GOLD, CustomerLevel.DIAMOND];

export const CUSTOMER_TEXT_MAX = { name: 120, code: 30, emails: 1000, address: 300, description: 2000, note: 1000 } as const;
/** More notes than one customer gathers: a bound, not a rule staff meet. */
export const CUSTOMER_NOTES_MAX = 100;

export type CustomerNoteValue = { id: string | null; note: string };

export type CustomerValues = {
  name: string;
  phone: string;
  code: string;
  /** As typed: one or several, separated by commas; the last is the one used. */
  emails: string;
  address: string;
  description: string;
  level: CustomerLevel | null;
  mainTechnicianId: string | null;
  receiveEmail: boolean;
  receiveSms: boolean;
  /** "YYYY-MM-DD" or "". */
  birthDay: string;
  active: boolean;
  blocked: boolean;
  notes: CustomerNoteValue[];
};

export const EMPTY_CUSTOMER_VALUES: CustomerValues = {
  name: '',
  phone: '',
  code: '',
  emails: '',
  address: '',
  description: '',
  level: null,
  mainTechnicianId: null,
  receiveEmail: true,
  receiveSms: true,
  birthDay: '',
  active: true,
  blocked: false,
  notes: [],
};

const CODE = /^[A-Z0-9_-]*$/;

/** The emails of a comma list, trimmed, empty ones left out. */
export function emailList(emails: string): string[] {
  return emails
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
}

/** The email used: the last of the list (spec §3), or null. */
export function usedEmail(emails: string): string | null {
  return emailList(emails).at(-1) ?? null;
}

/** Stored and compared codes: trimmed, in capitals. */
export function normaliseCustomerCode(code: string): string {
  return code.trim().toUpperCase();
}

function clean(rule: (value: string) => FieldProblem | undefined, multiline = false) {
  return (value: string): FieldProblem | undefined => (isCleanText(value, multiline) ? rule(value) : { code: Problem.TEXT_CHARACTERS });
}

function phoneProblem(phone: string, setting: PhoneSetting): FieldProblem | undefined {
  return phoneDigits(phone.trim()) === '' ? { code: Problem.REQUIRED } : optionalPhoneProblem(phone, setting);
}

function codeProblem(raw: string): FieldProblem | undefined {
  const code = normaliseCustomerCode(raw);
  if (code.length > CUSTOMER_TEXT_MAX.code) return { code: Problem.TOO_LONG, max: CUSTOMER_TEXT_MAX.code };
  return CODE.test(code) ? undefined : { code: Problem.CODE_FORMAT };
}

function emailsProblem(emails: string): FieldProblem | undefined {
  if (emails.length > CUSTOMER_TEXT_MAX.emails) return { code: Problem.TOO_LONG, max: CUSTOMER_TEXT_MAX.emails };
  return emailList(emails).map(optionalEmailProblem).find((p) => p !== undefined);
}

function birthDayProblem(day: string): FieldProblem | undefined {
  return day === '' || isCalendarDate(day) ? undefined : { code: Problem.DATE_INVALID };
}

const noteSchema = z.object({
  id: z.nullable(z.uuid()),
  note: z.string().check(ruleCheck(clean((v) => requiredTextProblem(v, CUSTOMER_TEXT_MAX.note), true))),
});

/** The customer form's rules for a branch with this phone setting: the form validates with it, the server parses with it. */
/* @__NO_SIDE_EFFECTS__ */
export function customerValuesSchema(phone: PhoneSetting) {
  return z.object({
    name: z.string().check(ruleCheck(clean((v) => requiredTextProblem(v, CUSTOMER_TEXT_MAX.name)))),
    phone: z.string().check(ruleCheck(clean((v) => phoneProblem(v, phone)))),
    code: z.string().check(ruleCheck(clean(codeProblem))),
    emails: z.string().check(ruleCheck(clean(emailsProblem))),
    address: z.string().check(ruleCheck(clean((v) => optionalTextProblem(v, CUSTOMER_TEXT_MAX.address)))),
    description: z.string().check(ruleCheck(clean((v) => optionalTextProblem(v, CUSTOMER_TEXT_MAX.description), true))),
    level: z.nullable(z.enum(CUSTOMER_LEVELS)),
    mainTechnicianId: z.nullable(z.uuid()),
    receiveEmail: z.boolean(),
    receiveSms: z.boolean(),
    birthDay: z.string().check(ruleCheck(birthDayProblem)),
    active: z.boolean(),
    blocked: z.boolean(),
    notes: z.array(noteSchema).check(z.maxLength(CUSTOMER_NOTES_MAX)),
  });
}

/** What the form sends (spec §5: the name in capitals, the phone without spaces), and the server stores. */
export function normaliseCustomerValues(values: CustomerValues): CustomerValues {
  return {
    ...values,
    name: values.name.trim().toUpperCase(),
    phone: phoneDigits(values.phone.trim()),
    code: normaliseCustomerCode(values.code),
    emails: emailList(values.emails).join(', '),
    address: values.address.trim(),
    description: values.description.trim(),
    notes: values.notes.map((n) => ({ id: n.id, note: n.note.trim() })),
  };
}

/** The request bodies: the values as loose JSON, checked against the branch's phone rule once the branch is known. */
export const looseCustomerValues = z.object({
  name: z.string().check(z.maxLength(2000)),
  phone: z.string().check(z.maxLength(200)),
  code: z.string().check(z.maxLength(200)),
  emails: z.string().check(z.maxLength(5000)),
  address: z.string().check(z.maxLength(2000)),
  description: z.string().check(z.maxLength(10000)),
  level: z.nullable(z.enum(CUSTOMER_LEVELS)),
  mainTechnicianId: z.nullable(z.uuid()),
  receiveEmail: z.boolean(),
  receiveSms: z.boolean(),
  birthDay: z.string().check(z.maxLength(20)),
  active: z.boolean(),
  blocked: z.boolean(),
  notes: z.array(z.object({ id: z.nullable(z.uuid()), note: z.string().check(z.maxLength(5000)) })).check(z.maxLength(CUSTOMER_NOTES_MAX)),
});
export const customerCreateBody = z.extend(looseCustomerValues, { branchId: z.uuid() });
export const customerUpdateBody = z.extend(looseCustomerValues, { id: z.uuid() });
export type CustomerCreateBody = z.input<typeof customerCreateBody>;
export type CustomerUpdateBody = z.input<typeof customerUpdateBody>;
