/**
 * Switches the whole UI language at once: the Lingui catalog (compiled .po, loaded on
 * demand), the dayjs locale used by dates and the date picker, and `<html lang>`.
 *
 * A tablet that opens on the first screen (the appointment board) loads only that screen's
 * messages (a build plugin, scripts/first-screen-catalogue.ts, picks them); any other screen
 * waits for the complete catalog before it shows (`messagesForPath`, the root route's
 * beforeLoad). Both come from the service worker's precache offline.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../domain/api';
import { activateDayjsLocale } from '../dates/dayjs-locale';
import { isLanguage } from './language-pick';

/** Only the first screen's messages, or every message of the app. */
const CatalogueScope = { FIRST_SCREEN: 'first-screen', COMPLETE: 'complete' } as const;
type CatalogueScope = (typeof CatalogueScope)[keyof typeof CatalogueScope];

type CatalogueModule = { messages: Messages };

// Spelled out per language: the first-screen catalogs are made by the build, not found by a glob.
const firstScreenCatalogues = {
  en: () => import('../../locales/en/messages.po?first-screen'),
  fr: () => import('../../locales/fr/messages.po?first-screen'),
  vi: () => import('../../locales/vi/messages.po?first-screen'),
} satisfies Record<Language, () => Promise<CatalogueModule>>;

/** The paths of the first screen: `/` only redirects (to the board, on most tablets). */
const FIRST_SCREEN_PATHS = new Set(['/', '/appointment']);

export function isFirstScreenPath(pathname: string): boolean {
  return FIRST_SCREEN_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

// Complete unless start-up said the tablet opens on the first screen (tests, other callers).
let scope: CatalogueScope = CatalogueScope.COMPLETE;
const catalogues = new Map<string, Promise<Messages>>();
const loaded = new Set<string>();

/** A language's catalog, fetched once: a prefetch and the activation share the same request. */
function catalogue(language: Language, wanted: CatalogueScope): Promise<Messages> {
  const key = `${language}:${wanted}`;
  let pending = catalogues.get(key);
  if (!pending) {
    const request: Promise<CatalogueModule> =
      wanted === CatalogueScope.COMPLETE ? import(`../../locales/${language}/messages.po`) : firstScreenCatalogues[language]();
    pending = request.then((m) => m.messages);
    // A failed fetch (offline before the service worker had it) may be tried again later.
    pending.catch(() => catalogues.delete(key));
    catalogues.set(key, pending);
  }
  return pending;
}

/** At start-up: the page opened says whether the first screen's messages are enough for now. */
export function startCatalogues(pathname: string): void {
  scope = isFirstScreenPath(pathname) ? CatalogueScope.FIRST_SCREEN : CatalogueScope.COMPLETE;
}

/**
 * Before a screen shows: off the first screen, the complete catalog of the language shown
 * (undefined when it is already loaded, so the router goes on at once).
 */
export function messagesForPath(pathname: string): Promise<void> | undefined {
  if (scope === CatalogueScope.COMPLETE || isFirstScreenPath(pathname)) return undefined;
  scope = CatalogueScope.COMPLETE;
  return isLanguage(i18n.locale) ? activateLanguage(i18n.locale) : undefined;
}

/** At start-up, before the session says which language: fetch the likely one meanwhile. */
export function prefetchCatalogue(language: Language): void {
  catalogue(language, scope).catch(() => undefined);
}

export async function activateLanguage(language: Language): Promise<void> {
  // The date words come beside the catalog, not after it.
  const dates = activateDayjsLocale(language);
  // Its failure is the activation's, told once below (or not at all if the catalog's came first).
  dates.catch(() => undefined);
  // Again if the scope widened while this language's first-screen catalog was on its way.
  for (let wanted = scope; !isLoaded(language, wanted); wanted = scope) {
    // Lingui merges a load into what the language already has.
    i18n.load(language, await catalogue(language, wanted));
    loaded.add(`${language}:${wanted}`);
  }
  await dates;
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  rememberLanguage(language);
}

/**
 * A window's code, once the complete catalog is loaded too: the first screen's catalog has
 * the messages of what its modules open lazily, except the windows fetched through this
 * (the build leaves out every lazy import of a module that calls it).
 */
export function withAllMessages<T>(code: Promise<T>): Promise<T> {
  scope = CatalogueScope.COMPLETE;
  const messages = isLanguage(i18n.locale) ? activateLanguage(i18n.locale) : undefined;
  return Promise.all([code, messages]).then(([loaded]) => loaded);
}

function isLoaded(language: Language, wanted: CatalogueScope): boolean {
  return loaded.has(`${language}:${CatalogueScope.COMPLETE}`) || loaded.has(`${language}:${wanted}`);
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
