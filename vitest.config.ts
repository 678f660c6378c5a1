import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';

export default defineConfig({
  // Screens' helpers use Lingui's macros (a Babel transform): only src/features needs it here.
  plugins: [babel({ include: [/\/src\/features\/.*\.tsx?$/], plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // The bench's own helpers have unit tests (tests/bench/lib); its sections and pages are run by `npm run bench`.
    exclude: ['tests/e2e/**', 'tests/bench/sections/**', 'tests/bench/pages/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/server/pglite-templates.ts'],
    // Real PGlite per server test file: give the WASM start-up room on a 2-core machine.
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores, for its own process: on the 2-core
    // machines here that ran every file in turn while a core idled (the main process only waits).
    maxWorkers: availableParallelism(),
    hookTimeout: 60_000,
    env: { TZ: 'America/Toronto' },
  },
});
