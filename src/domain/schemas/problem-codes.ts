/**
 * A field's problem as a code and its number, and the reading of one that came over the wire.
 * Apart from problems.ts (the English words and zod's issues) because the API client reads
 * refusals on every screen, the first included, and the rest is for forms and parse sites.
 */
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
export const NAMEABLE = [
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

/** A whole number carried by a problem (`max`, `min`, `length`). */
function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** A problem as a rule check of the domain puts it in its params, numbers included (ruleCheck). */
export function fullProblem(value: unknown): FieldProblem | null {
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
