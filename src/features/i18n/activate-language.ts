/**
 * Switches the whole UI language at once: the Lingui catalog (compiled .po, loaded on
 * demand), the dayjs locale used by dates and the date picker, and `<html lang>`.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../domain/api';
import { dayjs } from '../dates/dayjs-setup';

const catalogues = new Map<Language, Promise<Messages>>();
const loaded = new Set<string>();

/** A language's catalog, fetched once: a prefetch and the activation share the same request. */
function catalogue(language: Language): Promise<Messages> {
  let pending = catalogues.get(language);
  if (!pending) {
    pending = import(`../../locales/${language}/messages.po`).then((m: { messages: Messages }) => m.messages);
    // A failed fetch (offline before the service worker had it) may be tried again later.
    pending.catch(() => catalogues.delete(language));
    catalogues.set(language, pending);
  }
  return pending;
}

/** At start-up, before the session says which language: fetch the likely one meanwhile. */
export function prefetchCatalogue(language: Language): void {
  catalogue(language).catch(() => undefined);
}

export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    i18n.load(language, await catalogue(language));
    loaded.add(language);
  }
  if (i18n.locale !== language) i18n.activate(language);
  dayjs.locale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  rememberLanguage(language);
}

const HINT_KEY = 'front-desk.language';

/**
 * The last language shown on this tablet, kept where start-up can read it at once (the cached
 * session in IndexedDB stays the answer; this only lets the catalog load while it is read).
 */
export function lastLanguageHint(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(HINT_KEY);
  } catch {
    return null; // Storage disabled: no head start, nothing else changes.
  }
}

function rememberLanguage(language: Language): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(HINT_KEY, language);
  } catch {
    // Storage disabled or full: the next start only loses its head start.
  }
}

export { i18n };
