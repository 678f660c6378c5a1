/** The catalogue forms' field problems (src/domain/catalogue/form-rules) in the user's language. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldProblem } from '../../domain/catalogue/form-rules';

export function problemText(problem: FieldProblem | undefined, i18n: I18n): string | null {
  if (!problem) return null;
  switch (problem.code) {
    case 'REQUIRED':
      return i18n._(msg`Please fill out this field`);
    case 'PHONE_LENGTH': {
      const length = problem.length;
      return i18n._(msg`Please enter ${length} digits number`);
    }
    case 'PHONE_INVALID':
      return i18n._(msg`Phone is invalid!`);
    case 'EMAIL_INVALID':
      return i18n._(msg`Email is invalid!`);
    case 'CODE_FORMAT':
      return i18n._(msg`Use only letters, digits, - and _`);
    case 'TOO_LONG': {
      const max = problem.max;
      return i18n._(msg`Use at most ${max} characters`);
    }
    case 'AMOUNT_TOO_LARGE':
      return i18n._(msg`The amount is too large`);
    case 'MUST_BE_POSITIVE':
      return i18n._(msg`The amount must be greater than 0`);
    case 'DATE_INVALID':
      return i18n._(msg`The date is invalid`);
    case 'DEFAULT_ACTIVE':
      return i18n._(msg`The default checkout method must be active`);
  }
}

/** The spec's "form invalid" notice, shown above the buttons when a field is at fault. */
export const formInvalid = msg`Whoops! Looks like you missed a few things – fill in the missing fields and continue.`;
