/**
 * The error wording (every code's sentence, a refusal's facts, a field's problem) loads when
 * the first error is shown, not with the first screen: a tablet that never fails never
 * fetches it. Its messages are left out of the first screen's catalog too (this module waits
 * for the complete one), so a toast or an inline message shows a few ms after the failure,
 * from the service worker's precache when offline.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../../domain/errors';
import { withAllMessages } from './activate-language';

export type ErrorWording = {
  describeError: (error: unknown, i18n: I18n) => string;
  describeCode: (code: ErrorCode, i18n: I18n) => string;
  /** describeError, with a full disk's and a missing cash method's own words. */
  describeLocalFailure: (error: unknown, i18n: I18n) => string;
};

let loaded: ErrorWording | null = null;

/** Said of any error while its wording cannot load (offline before the service worker had it). */
const WORDING_UNAVAILABLE = msg`This did not work, and the reason could not be loaded. Check the connection and try again.`;

const unavailable: ErrorWording = {
  describeError: (_error, i18n) => i18n._(WORDING_UNAVAILABLE),
  describeCode: (_code, i18n) => i18n._(WORDING_UNAVAILABLE),
  describeLocalFailure: (_error, i18n) => i18n._(WORDING_UNAVAILABLE),
};

/**
 * Never fails: a failure must still be told. If the wording cannot load, this error says that
 * much in words the first screen has, and the next error tries the load again. Once loaded,
 * every later error has it at once.
 */
export function loadErrorWording(): Promise<ErrorWording> {
  if (loaded) return Promise.resolve(loaded);
  return withAllMessages(Promise.all([import('./error-messages'), import('../sync/describe-local-failure')])).then(
    ([{ describeError, describeCode }, { describeLocalFailure }]) => (loaded = { describeError, describeCode, describeLocalFailure }),
    () => unavailable,
  );
}

/** The wording if an earlier error loaded it: an inline message can then show at its first render. */
export function loadedErrorWording(): ErrorWording | null {
  return loaded;
}
