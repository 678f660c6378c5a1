/** The server's reason for refusing a change: our translation when the code is known. */
import type { I18n } from '@lingui/core';
import { ErrorCode } from '../../domain/errors';
import { describeCode } from '../i18n/error-messages';

export function describeRefusal(error: { code: string; message: string }, i18n: I18n): string {
  if (Object.hasOwn(ErrorCode, error.code)) {
    // hasOwn proved the code is one of ours; the lookup keeps the type without a cast.
    const code = Object.values(ErrorCode).find((c) => c === error.code);
    if (code) return describeCode(code, i18n);
  }
  return error.message;
}
