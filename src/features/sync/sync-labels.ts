/** Counted phrases shared by the header, the panel and the banners (plural rules per language). */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export function waitingToSendLabel(count: number, i18n: I18n): string {
  return i18n._(msg({ message: plural(count, { one: '# change waiting to send', other: '# changes waiting to send' }) }));
}

/** The state word of the header and the Sync panel. Offline wins: a round tried without a connection sends nothing. */
export function syncStateLabel(status: { online: boolean; syncing: boolean }, i18n: I18n): string {
  if (!status.online) return i18n._(msg`Offline`);
  return status.syncing ? i18n._(msg`Syncing…`) : i18n._(msg`Online`);
}

/**
 * The sync button's accessible name: the state word, then what waits. Before the queue is
 * read it says only the state: "all changes sent" then would be a guess, and it may be wrong.
 */
export function syncStatusLabel(state: string, pendingCount: number | null, i18n: I18n): string {
  if (pendingCount === null) return state;
  return pendingCount > 0 ? `${state}, ${waitingToSendLabel(pendingCount, i18n)}` : i18n._(msg`${state}, all changes sent`);
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
