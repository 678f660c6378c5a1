/**
 * dayjs as the first screen needs it (the date button's label): the core, with the French or
 * Vietnamese words for dates fetched when that language is chosen, beside its catalog (issue
 * 18: every first load carried both). Precached by the service worker, so offline too. The
 * plugins for zones and parsing are in dayjs-setup.ts, for the screens that use them.
 */
import dayjs from 'dayjs';
import type { Language } from '../../domain/api';

// Spelled out per language, as the catalogs are: each one a chunk of its own.
const locales = {
  en: () => Promise.resolve(),
  fr: () => import('dayjs/locale/fr').then(() => undefined),
  vi: () => import('dayjs/locale/vi').then(() => undefined),
} satisfies Record<Language, () => Promise<void>>;

/** The language's date words, loaded once (a module is fetched once), then dayjs's default. */
export async function activateDayjsLocale(language: Language): Promise<void> {
  await locales[language]();
  dayjs.locale(language);
}

export { dayjs };
