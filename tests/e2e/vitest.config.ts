import { defineConfig } from 'vitest/config';

// End-to-end: each file starts its own server on a fresh copy of the seeded database and drives Debian's Chromium.
// A file spends most of its time waiting on its browser and server (a serial run left the two cores
// idle about half the time), so files run two at a time; E2E_WORKERS=1 runs them in turn.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    globalSetup: ['tests/e2e/seeded-data.ts'],
    testTimeout: 60_000,
    // A browser, a service worker and a server on two shared cores: about one test in a few
    // hundred has failed once on a wait it never fails alone (the worker taking control, a
    // board's first fetch). A second try keeps CI from failing on such a hiccup; a test that
    // is really broken fails both tries, and the report names every retried test
    // and prints what its first try failed on (retried-reporter.ts).
    retry: 1,
    reporters: ['default', './tests/e2e/retried-reporter.ts'],
    hookTimeout: 120_000,
    env: { TZ: 'America/Toronto' },
  },
});
