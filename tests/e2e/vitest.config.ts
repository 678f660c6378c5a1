import { defineConfig } from 'vitest/config';

// End-to-end: each file starts its own server on a fresh copy of the seeded database and drives Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    fileParallelism: false,
    globalSetup: ['tests/e2e/seeded-data.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { TZ: 'America/Toronto' },
  },
});
