/**
 * The server's reason for refusing a change: a sentence with its figures when the refusal
 * carries facts this app can read, else our translation of the code, else the server's words.
 */
import type { I18n } from '@lingui/core';
import { ErrorCode } from '../../domain/errors';
import { readRefusalFacts } from '../../domain/refusal-facts';
import { describeCode } from '../i18n/error-messages';
import { refusalText } from '../i18n/refusal-text';

export function describeRefusal(error: { code: string; message: string; facts?: unknown }, i18n: I18n): string {
  const known = readRefusalFacts(error);
  if (known) return refusalText(known, i18n);
  // By value: the board's codes sit under other keys (READ_ONLY: 'SCHEDULER_READ_ONLY').
  const code = Object.values(ErrorCode).find((c) => c === error.code);
  return code ? describeCode(code, i18n) : error.message;
}
