/**
 * Closed days and holidays of a branch (spec part 2 §2 "closed days", part 1 "Happy Holidays"):
 * one date or a range, with a note the scheduler's holiday screen shows.
 */
import { z } from '../schemas/zod';
import { ruleCheck } from '../schemas/rules';
import { optionalTextProblem } from '../catalogue/form-rules';
import { rangeProblem } from './date-range';

export const HOLIDAY_NOTE_MAX = 200;

export type HolidayValues = { from: string; to: string; note: string };

export const EMPTY_HOLIDAY_VALUES: HolidayValues = { from: '', to: '', note: '' };

/** The holiday form's rules, for the form and the server alike. */
export const holidayValuesSchema = z
  .object({
    from: z.string().check(z.maxLength(10)),
    to: z.string().check(z.maxLength(10)),
    note: z.string().check(ruleCheck((note: string) => optionalTextProblem(note, HOLIDAY_NOTE_MAX))),
  })
  .check(
    z.superRefine((values, ctx) => {
      const found = rangeProblem(values);
      if (found) ctx.addIssue({ code: 'custom', path: [found.field], message: 'The date is invalid', params: { problem: found.problem } });
    }),
  );
