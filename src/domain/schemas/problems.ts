/**
 * Why a field's value was refused, as a code and its number: the UI translates it
 * (features/catalogue/problem-text.ts), the server words it in English for the refusal's
 * `fields`. Zod's own issues are read the same way, so any schema refusal reaches staff in
 * their words, never as a parser's ("expected string, received array").
 */
import type { z } from './zod';
import { errorMessages } from '../errors';

export const Problem = {
  REQUIRED: 'REQUIRED',
  PHONE_LENGTH: 'PHONE_LENGTH',
  PHONE_INVALID: 'PHONE_INVALID',
  EMAIL_INVALID: 'EMAIL_INVALID',
  CODE_FORMAT: 'CODE_FORMAT',
  TOO_LONG: 'TOO_LONG',
  TOO_SHORT: 'TOO_SHORT',
  TOO_MANY: 'TOO_MANY',
  AMOUNT_TOO_LARGE: 'AMOUNT_TOO_LARGE',
  MUST_BE_POSITIVE: 'MUST_BE_POSITIVE',
  NUMBER_INVALID: 'NUMBER_INVALID',
  WHOLE_NUMBER: 'WHOLE_NUMBER',
  NUMBER_TOO_SMALL: 'NUMBER_TOO_SMALL',
  NUMBER_TOO_LARGE: 'NUMBER_TOO_LARGE',
  DATE_INVALID: 'DATE_INVALID',
  TIME_INVALID: 'TIME_INVALID',
  TEXT_CHARACTERS: 'TEXT_CHARACTERS',
  DEFAULT_ACTIVE: 'DEFAULT_ACTIVE',
  PASSWORD_RULES: 'PASSWORD_RULES',
  PASSWORD_CONFIRM_MISMATCH: 'PASSWORD_CONFIRM_MISMATCH',
  /** The user form's own rule and wording (spec part 2 §5), not the reset form's. */
  USER_PASSWORD_RULES: 'USER_PASSWORD_RULES',
  USER_PASSWORD_CONFIRM_MISMATCH: 'USER_PASSWORD_CONFIRM_MISMATCH',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  /** Minutes off the step the scheduler counts in (durations in 15-minute slots). */
  MINUTES_STEP: 'MINUTES_STEP',
  /** A service's parent is not a main service of its group. */
  PARENT_INVALID: 'PARENT_INVALID',
  INVALID: 'INVALID',
  /** Working time (spec part 2 §5): a required field of the working-time forms. */
  FILL_REQUIRED: 'FILL_REQUIRED',
  SHIFTS_REQUIRED: 'SHIFTS_REQUIRED',
  SHIFT_ORDER: 'SHIFT_ORDER',
  SHIFT_OVERLAP: 'SHIFT_OVERLAP',
  QUARTER_HOUR: 'QUARTER_HOUR',
  TO_DATE_AFTER_FROM: 'TO_DATE_AFTER_FROM',
  DATE_ORDER: 'DATE_ORDER',
  DATE_PAST: 'DATE_PAST',
  /** A message template's `{word}` that is not a variable of its kind (issue 17). */
  UNKNOWN_VARIABLE: 'UNKNOWN_VARIABLE',
} as const;

/** The problems a schema check may name in its params: those without a number to go with them. */
const NAMEABLE = [
  Problem.REQUIRED,
  Problem.PHONE_INVALID,
  Problem.EMAIL_INVALID,
  Problem.CODE_FORMAT,
  Problem.AMOUNT_TOO_LARGE,
  Problem.MUST_BE_POSITIVE,
  Problem.NUMBER_INVALID,
  Problem.WHOLE_NUMBER,
  Problem.DATE_INVALID,
  Problem.TIME_INVALID,
  Problem.TEXT_CHARACTERS,
  Problem.DEFAULT_ACTIVE,
  Problem.PASSWORD_RULES,
  Problem.PASSWORD_CONFIRM_MISMATCH,
  Problem.USER_PASSWORD_RULES,
  Problem.USER_PASSWORD_CONFIRM_MISMATCH,
  Problem.USERNAME_TAKEN,
  Problem.PARENT_INVALID,
  Problem.INVALID,
  Problem.FILL_REQUIRED,
  Problem.SHIFTS_REQUIRED,
  Problem.SHIFT_ORDER,
  Problem.SHIFT_OVERLAP,
  Problem.QUARTER_HOUR,
  Problem.TO_DATE_AFTER_FROM,
  Problem.DATE_ORDER,
  Problem.DATE_PAST,
  Problem.UNKNOWN_VARIABLE,
] as const;

export type NameableProblem = (typeof NAMEABLE)[number];

/** A problem with a number to go with it carries it; the others are their code alone. */
export type FieldProblem =
  | { code: NameableProblem }
  | { code: typeof Problem.PHONE_LENGTH; length: number }
  | { code: typeof Problem.TOO_LONG; max: number }
  | { code: typeof Problem.TOO_SHORT; min: number }
  | { code: typeof Problem.TOO_MANY; max: number }
  | { code: typeof Problem.NUMBER_TOO_SMALL; min: number }
  | { code: typeof Problem.NUMBER_TOO_LARGE; max: number }
  | { code: typeof Problem.MINUTES_STEP; step: number };

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

/** The English wording, as the spec gives it where it gives one. */
export function fieldProblemMessage(problem: FieldProblem): string {
  switch (problem.code) {
    case 'REQUIRED':
      return 'Please fill out this field';
    case 'PHONE_LENGTH':
      return `Please enter ${problem.length} digits number`;
    case 'PHONE_INVALID':
      return 'Phone is invalid!';
    case 'EMAIL_INVALID':
      return 'Email is invalid!';
    case 'CODE_FORMAT':
      return 'Use only letters, digits, - and _';
    case 'TOO_LONG':
      return `Use at most ${problem.max} characters`;
    case 'TOO_SHORT':
      return `Use at least ${problem.min} characters`;
    case 'TOO_MANY':
      return `Choose at most ${problem.max}`;
    case 'AMOUNT_TOO_LARGE':
      return 'The amount is too large';
    case 'MUST_BE_POSITIVE':
      return 'The amount must be greater than 0';
    case 'NUMBER_INVALID':
      return 'Enter a number';
    case 'WHOLE_NUMBER':
      return 'Enter a whole number';
    case 'NUMBER_TOO_SMALL':
      return `Enter at least ${problem.min}`;
    case 'NUMBER_TOO_LARGE':
      return `Enter at most ${problem.max}`;
    case 'DATE_INVALID':
      return 'The date is invalid';
    case 'TIME_INVALID':
      return 'The time is invalid';
    case 'TEXT_CHARACTERS':
      return 'Remove the invisible or broken characters';
    case 'DEFAULT_ACTIVE':
      return 'The default checkout method must be active';
    case 'PASSWORD_RULES':
      return errorMessages.PASSWORD_RULES;
    case 'PASSWORD_CONFIRM_MISMATCH':
      return errorMessages.PASSWORD_CONFIRM_MISMATCH;
    case 'USER_PASSWORD_RULES':
      return 'Password must contain at least 1 uppercase, 1 lowercase, 1 symbol';
    case 'USER_PASSWORD_CONFIRM_MISMATCH':
      return 'Confirm Password not match password, please retype';
    case 'USERNAME_TAKEN':
      return 'This username is already taken. Sign-in names are unique across every business, so please choose another.';
    case 'MINUTES_STEP':
      return `Use steps of ${problem.step} minutes`;
    case 'PARENT_INVALID':
      return 'Choose a main service of the same group';
    case 'INVALID':
      return 'This value is not valid';
    case 'FILL_REQUIRED':
      return 'This fill is required';
    case 'SHIFTS_REQUIRED':
      return 'Please add at least one working hours';
    case 'SHIFT_ORDER':
      return 'The end must be after the start';
    case 'SHIFT_OVERLAP':
      return 'Working hours overlap';
    case 'QUARTER_HOUR':
      return 'Use 15-minute steps';
    case 'TO_DATE_AFTER_FROM':
      return 'to date must be greater than from date';
    case 'DATE_ORDER':
      return 'The to date cannot be before the from date';
    case 'DATE_PAST':
      return 'Choose today or a later date';
    case 'UNKNOWN_VARIABLE':
      return 'Use only the variables of this message';
  }
}

/** What a schema check says when it refuses: its problem, and that problem's English words. */
/* @__NO_SIDE_EFFECTS__ */
export function refusedAs(code: NameableProblem): { message: string; params: { problem: NameableProblem } } {
  return { message: fieldProblemMessage({ code }), params: { problem: code } };
}

/** A whole number carried by a problem (`max`, `min`, `length`). */
function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** A problem as a rule check of the domain puts it in its params, numbers included (ruleCheck). */
function fullProblem(value: unknown): FieldProblem | null {
  if (typeof value !== 'object' || value === null || !('code' in value)) return null;
  const named = NAMEABLE.find((code) => code === value.code);
  if (named) return { code: named };
  const n = (key: string) => count((value as Record<string, unknown>)[key]);
  const max = n('max');
  const min = n('min');
  const length = n('length');
  const step = n('step');
  switch (value.code) {
    case Problem.TOO_LONG:
      return max === null ? null : { code: Problem.TOO_LONG, max };
    case Problem.TOO_MANY:
      return max === null ? null : { code: Problem.TOO_MANY, max };
    case Problem.NUMBER_TOO_LARGE:
      return max === null ? null : { code: Problem.NUMBER_TOO_LARGE, max };
    case Problem.TOO_SHORT:
      return min === null ? null : { code: Problem.TOO_SHORT, min };
    case Problem.NUMBER_TOO_SMALL:
      return min === null ? null : { code: Problem.NUMBER_TOO_SMALL, min };
    case Problem.PHONE_LENGTH:
      return length === null ? null : { code: Problem.PHONE_LENGTH, length };
    case Problem.MINUTES_STEP:
      return step === null ? null : { code: Problem.MINUTES_STEP, step };
    default:
      return null;
  }
}

/** A problem as it came over the wire (a refusal's `problems`), or null when it is not one. */
export function problemOfWire(value: unknown): FieldProblem | null {
  return fullProblem(value);
}

/** The problem a schema check names in its params (`{ problem: 'DATE_INVALID' }`, or a whole problem). */
function namedProblem(params: unknown): FieldProblem | null {
  if (typeof params !== 'object' || params === null || !('problem' in params)) return null;
  const named = NAMEABLE.find((code) => code === params.problem);
  return named ? { code: named } : fullProblem(params.problem);
}

/** The value at a path of the input, to tell a field left out from one sent wrong. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** A zod issue as a field problem; `input` (what was parsed) tells a missing field apart. */
export function problemOfIssue(issue: z.core.$ZodIssue, input?: unknown): FieldProblem {
  switch (issue.code) {
    case 'custom':
      return namedProblem(issue.params) ?? { code: Problem.INVALID };
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { code: Problem.TOO_LONG, max };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: Problem.TOO_MANY, max };
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return { code: Problem.NUMBER_TOO_LARGE, max };
      return { code: Problem.INVALID };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? { code: Problem.REQUIRED } : { code: Problem.TOO_SHORT, min };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: Problem.REQUIRED };
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return min === 0 && issue.inclusive === false ? { code: Problem.MUST_BE_POSITIVE } : { code: Problem.NUMBER_TOO_SMALL, min };
      }
      return { code: Problem.INVALID };
    }
    case 'invalid_type':
      if (input !== undefined && valueAt(input, issue.path) === undefined) return { code: Problem.REQUIRED };
      if (issue.expected === 'int') return { code: Problem.WHOLE_NUMBER };
      return issue.expected === 'number' ? { code: Problem.NUMBER_INVALID } : { code: Problem.INVALID };
    case 'invalid_format':
      if (issue.format === 'email') return { code: Problem.EMAIL_INVALID };
      if (issue.format === 'datetime' || issue.format === 'date') return { code: Problem.DATE_INVALID };
      if (issue.format === 'time') return { code: Problem.TIME_INVALID };
      return { code: Problem.INVALID };
    default:
      return { code: Problem.INVALID };
  }
}

/** The problem of a value with a schema (the first, if several), or null when it passes. */
export function problemOf(schema: z.ZodMiniType, value: unknown): FieldProblem | null {
  const parsed = schema.safeParse(value);
  const [issue] = parsed.success ? [] : parsed.error.issues;
  return issue ? problemOfIssue(issue, value) : null;
}

/** Every field's first problem with a schema, keyed by its path ("customer.name"); empty when it passes. */
export function problemsOf(schema: z.ZodMiniType, value: unknown): Record<string, FieldProblem> {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : refusalDetail(parsed.error.issues, value).problems;
}

/** A refusal's detail per field ("customer.name"): the English words and the problems to translate. */
export function refusalDetail(issues: readonly z.core.$ZodIssue[], input: unknown): { fields: Record<string, string>; problems: Record<string, FieldProblem> } {
  const fields: Record<string, string> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (key in fields) continue;
    fields[key] = issueMessage(issue, input);
    problems[key] = problemOfIssue(issue, input);
  }
  return { fields, problems };
}

/**
 * The English words of an issue. A rule of the app's own (a refinement naming no problem, such
 * as "The tip shares must add up to the tip total.") keeps its message; everything else is worded
 * from its problem.
 */
export function issueMessage(issue: z.core.$ZodIssue, input?: unknown): string {
  if (issue.code === 'custom' && namedProblem(issue.params) === null && issue.message) return issue.message;
  return fieldProblemMessage(problemOfIssue(issue, input));
}
