/**
 * Switches the whole UI language at once: the Lingui catalog (compiled .po, loaded on
 * demand), the dayjs locale used by dates and the date picker, and `<html lang>`.
 */
import { i18n } from '@lingui/core';
import type { Language } from '../../domain/api';
import { dayjs } from '../dates/dayjs-setup';

const loaded = new Set<string>();

export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const { messages } = await import(`../../locales/${language}/messages.po`);
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (i18n.locale !== language) i18n.activate(language);
  dayjs.locale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export { i18n };
