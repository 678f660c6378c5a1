/**
 * A field rule of the domain (a function naming a field's problem) as a zod check, so a form's
 * rules live in one zod schema that the form validates with (@mantine/form's schemaResolver)
 * and the server parses with, and the problem keeps its code and number for translation.
 */
import { z } from './zod';
import { fieldProblemMessage, type FieldProblem } from './problems';

/** A check that refuses a value when `rule` names a problem for it. */
/* @__NO_SIDE_EFFECTS__ */
export function ruleCheck<T>(rule: (value: T) => FieldProblem | undefined) {
  return z.superRefine<T>((value, ctx) => {
    const problem = rule(value);
    if (problem) ctx.addIssue({ code: 'custom', message: fieldProblemMessage(problem), params: { problem } });
  });
}
