/** The default checkout method's rule (spec §5, §8) as the screen says it before asking the server. */
import type { I18n } from '@lingui/core';
import { assertCheckoutMethodChange } from '../../domain/catalogue/checkout-method';
import { isAppError } from '../../domain/errors';
import { describeCode } from '../i18n/error-messages';

type Flags = { isDefault: boolean; active: boolean };

/** The spec's refusal, translated, when going from `current` to `next` (null: delete) breaks the rule; else null. */
export function defaultRuleRefusal(current: Flags, next: Flags | null, i18n: I18n): string | null {
  try {
    assertCheckoutMethodChange(current, next);
    return null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return describeCode(error.code, i18n);
  }
}
