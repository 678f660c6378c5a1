/**
 * The review page speaks the branch's language whatever the phone's: its own Lingui instance,
 * loaded with that language's catalog, so the app's root (which follows the browser when nobody
 * is signed in) cannot switch it back.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '../../domain/api';

export async function branchI18n(language: Language): Promise<I18n> {
  const { messages } = (await import(`../../locales/${language}/messages.po`)) as { messages: Messages };
  const i18n = setupI18n();
  i18n.load(language, messages);
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n;
}
