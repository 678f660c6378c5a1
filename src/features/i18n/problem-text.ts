/** A field's problem (src/domain/schemas/problems: the catalogue forms' rules and every schema's) in the user's language. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldProblem } from '../../domain/schemas/problem-codes';

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
    case 'TOO_SHORT': {
      const min = problem.min;
      return i18n._(msg`Use at least ${min} characters`);
    }
    case 'TOO_MANY': {
      const max = problem.max;
      return i18n._(msg`Choose at most ${max}`);
    }
    case 'NUMBER_INVALID':
      return i18n._(msg`Enter a number`);
    case 'WHOLE_NUMBER':
      return i18n._(msg`Enter a whole number`);
    case 'NUMBER_TOO_SMALL': {
      const min = problem.min;
      return i18n._(msg`Enter at least ${min}`);
    }
    case 'NUMBER_TOO_LARGE': {
      const max = problem.max;
      return i18n._(msg`Enter at most ${max}`);
    }
    case 'TIME_INVALID':
      return i18n._(msg`The time is invalid`);
    case 'TEXT_CHARACTERS':
      return i18n._(msg`Remove the invisible or broken characters`);
    case 'PASSWORD_RULES':
      return i18n._(msg`Password must contain 1 uppercase, 1 lowercase, 1 number`);
    case 'PASSWORD_CONFIRM_MISMATCH':
      return i18n._(msg`Confirm password must match with the new password`);
    case 'USER_PASSWORD_RULES':
      return i18n._(msg`Password must contain at least 1 uppercase, 1 lowercase, 1 symbol`);
    case 'USER_PASSWORD_CONFIRM_MISMATCH':
      return i18n._(msg`Confirm Password not match password, please retype`);
    case 'USERNAME_TAKEN':
      return i18n._(msg`This username is already taken. Sign-in names are unique across every business, so please choose another.`);
    case 'MINUTES_STEP': {
      const step = problem.step;
      return i18n._(msg`Use steps of ${step} minutes`);
    }
    case 'PARENT_INVALID':
      return i18n._(msg`Choose a main service of the same group`);
    case 'INVALID':
      return i18n._(msg`This value is not valid`);
    case 'FILL_REQUIRED':
      return i18n._(msg`This fill is required`);
    case 'SHIFTS_REQUIRED':
      return i18n._(msg`Please add at least one working hours`);
    case 'SHIFT_ORDER':
      return i18n._(msg`The end must be after the start`);
    case 'SHIFT_OVERLAP':
      return i18n._(msg`Working hours overlap`);
    case 'QUARTER_HOUR':
      return i18n._(msg`Use 15-minute steps`);
    case 'TO_DATE_AFTER_FROM':
      return i18n._(msg`to date must be greater than from date`);
    case 'DATE_ORDER':
      return i18n._(msg`The to date cannot be before the from date`);
    case 'DATE_PAST':
      return i18n._(msg`Choose today or a later date`);
    case 'UNKNOWN_VARIABLE':
      return i18n._(msg`Use only the variables of this message`);
  }
}
