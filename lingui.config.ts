import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'vi'],
  // A message missing from a catalog shows in English rather than as its hashed id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['src/server/**', 'src/domain/**', '**/node_modules/**'],
    },
  ],
  // Origins without line numbers: a line moved in a source file does not rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
});
