import { defineConfig } from '@lingui/cli';

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
  format: 'po',
});
