import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import PO from 'pofile';

function catalog(locale: string): Map<string, string> {
  const po = PO.parse(readFileSync(`src/locales/${locale}/messages.po`, 'utf8'));
  return new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]));
}

// `npm run messages` keeps the message list in step with the sources; this keeps the
// translations in step with the message list, so no screen falls back to English.
describe('translation catalogs', () => {
  const source = catalog('en');

  it.each(['fr', 'vi'])('%s translates every message of the app', (locale) => {
    const translated = catalog(locale);
    expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
    const missing = [...translated].filter(([, text]) => text.trim() === '').map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it.each(['fr', 'vi'])('%s keeps every placeholder of the source', (locale) => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
    const wrong = [...catalog(locale)].filter(([id, text]) => placeholders(id).join() !== placeholders(text).join()).map(([id]) => id);
    expect(wrong).toEqual([]);
  });
});
