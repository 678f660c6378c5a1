/** An I18n with a real catalog of src/locales, as the app loads it, for testing translated text. */
import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';

export function catalogI18n(locale: 'en' | 'fr' | 'vi'): I18n {
  const po = PO.parse(readFileSync(`src/locales/${locale}/messages.po`, 'utf8'));
  const messages = Object.fromEntries(po.items.map((item) => [generateMessageId(item.msgid, item.msgctxt ?? ''), item.msgstr.join('') || item.msgid]));
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(locale, messages);
  i18n.activate(locale);
  return i18n;
}
