import { LANGUAGES, Language } from '../../domain/api';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((l) => l === value);
}

/** Before sign-in: the first browser language we have a catalog for ("fr-CA" → fr), else en. */
export function pickBrowserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return Language.EN;
}
