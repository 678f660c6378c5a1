/** Counted phrases shared by the header, the panel and the banners (plural rules per language). */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export function waitingToSendLabel(count: number, i18n: I18n): string {
  return i18n._(msg({ message: plural(count, { one: '# change waiting to send', other: '# changes waiting to send' }) }));
}

export function needAttentionLabel(count: number, i18n: I18n): string {
  return i18n._(msg({ message: plural(count, { one: '# change needs attention', other: '# changes need attention' }) }));
}

export function signInToSendLabel(count: number, i18n: I18n): string {
  return i18n._(
    msg({ message: plural(count, { one: 'Sign in again to send # waiting change', other: 'Sign in again to send # waiting changes' }) }),
  );
}

export function waitingBeforeUpdateLabel(count: number, i18n: I18n): string {
  return i18n._(
    msg({
      message: plural(count, {
        one: 'Waiting for # change to be sent before updating',
        other: 'Waiting for # changes to be sent before updating',
      }),
    }),
  );
}
