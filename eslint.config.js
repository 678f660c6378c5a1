// Lint enforces the architecture: arrows only point down, domain imports nothing of ours,
// the browser never reaches the server and the server never reaches the browser.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const browserOnly = ['react', 'react-dom', 'dexie', 'dexie-react-hooks', '@mantine/*', '@tanstack/*', 'comlink', 'workbox-*', '@lingui/*'];
const noClassicZod = { selector: 'ImportDeclaration[source.value=/^zod/]', message: "Import z from src/domain/schemas/zod (zod/mini), not from 'zod'." };
const serverOnly = ['fastify', '@fastify/*', 'pg', '@electric-sql/pglite', 'node:*'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'src/routeTree.gen.ts', 'src/locales/**', 'dev-dist/**', 'tests/bench/dist/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/server/**', 'src/domain/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server', '**/server/**'], message: 'The browser never imports the server.' },
            { group: serverOnly, message: 'Server-only package in browser code.' },
          ],
        },
      ],
    },
  },
  ...[
    // One rule per depth: a file may climb to src/domain and no further.
    { files: ['src/domain/*.ts'], outside: ['../*', '../**'] },
    { files: ['src/domain/*/*.ts'], outside: ['../../*', '../../**'] },
  ].map(({ files, outside }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: outside, message: 'src/domain imports nothing of ours outside domain.' },
            { group: [...browserOnly, ...serverOnly], message: 'src/domain is pure: no UI, storage, network or Node.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'indexedDB', 'navigator'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Take `now` as an argument.' }],
    },
  })),
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/data/**', '**/worker/**', '**/routes/**', '**/components/**', '**/locales/**', '**/main'],
              message: 'The server never imports browser code.',
            },
            { group: browserOnly, message: 'Browser-only package in server code.' },
          ],
        },
      ],
    },
  },
  {
    // A classic `import { z } from 'zod'` anywhere would put zod's whole classic API back into the
    // browser's bundle beside zod/mini: every schema builds from the one module that re-exports mini.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/domain/schemas/zod.ts'],
    rules: {
      'no-restricted-syntax': ['error', noClassicZod],
    },
  },
  {
    // A tablet's clock drifts: the desk stamps its work and says "today" by the server's clock.
    files: ['src/features/**', 'src/data/**', 'src/components/**', 'src/routes/**', 'src/worker/**'],
    ignores: ['src/data/desk-clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noClassicZod,
        { selector: 'NewExpression[callee.name="Date"][arguments.length=0]', message: 'Use deskNow() from src/data/desk-clock: the tablet\'s clock set to the server\'s.' },
        { selector: 'CallExpression[callee.object.name="Date"][callee.property.name="now"]', message: 'Use deskNow() from src/data/desk-clock: the tablet\'s clock set to the server\'s.' },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', ...serverOnly], message: 'The service worker never imports the server.' }] }],
    },
  },
);
