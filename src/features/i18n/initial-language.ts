import type { Language } from '../../domain/api';
import { getCachedSession } from '../../data/session';
import { pickBrowserLanguage } from './language-pick';

/** At start-up: the signed-in branch's cached language, so the first paint is already right. */
export async function initialLanguage(): Promise<Language> {
  try {
    const session = await getCachedSession();
    if (session?.language) return session.language.language;
  } catch {
    // IndexedDB unavailable (private mode): fall back to the browser language.
  }
  return pickBrowserLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}
