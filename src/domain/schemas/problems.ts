/**
 * Why a field's value was refused, as a code and its number: the UI translates it
 * (features/catalogue/problem-text.ts), the server words it in English for the refusal's
 * `fields`. Zod's own issues are read the same way, so any schema refusal reaches staff in
 * their words, never as a parser's ("expected string, received array").
 */
import type { z } from './zod';
import { errorMessages } from '../error-messages-en';
import { fullProblem, NAMEABLE, Problem, type FieldProblem, type NameableProblem } from './problem-codes';

export { Problem, problemOfWire, type FieldProblem, type FieldProblems, type NameableProblem } from './problem-codes';

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
