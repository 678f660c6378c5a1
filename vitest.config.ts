import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'tests/bench/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/server/pglite-templates.ts'],
    // Real PGlite per server test file: give the WASM start-up room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'America/Toronto' },
  },
});
