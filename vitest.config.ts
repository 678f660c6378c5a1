import { availableParallelism } from 'node:os';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';

/**
 * Suites whose files may share a worker process: the server's (its module state is kept per Db
 * object), the pure rules', the build scripts', the worker's handlers and the bench's helpers. A
 * fresh process per file cost each server file half a second of imports and PGlite's WASM
 * compiled again, about half of the suites' CPU time.
 */
const SHARED_PROCESS = ['server', 'domain', 'scripts', 'worker', 'locales', 'sw', 'bench/lib'].flatMap((dir) => [
  `tests/${dir}/**/*.test.ts`,
  `tests/${dir}/**/*.test.tsx`,
]);

/**
 * Screens' helpers use Lingui's macros (a Babel transform): only src/features needs it here, in
 * both projects (a server test reads a refusal's words as the screen shows them).
 */
const linguiMacros = () => babel({ include: [/\/src\/features\/.*\.tsx?$/], plugins: ['@lingui/babel-plugin-lingui-macro'] });

/**
 * What both projects share. They do not extend the root config: that would give each the root's
 * global setup again (Vitest appends arrays), and the PGlite templates would be made three times.
 * The root's setup runs once and each project reads what it provides.
 */
const common = {
  environment: 'node',
  // Real PGlite per server test file: give the WASM start-up room on a 2-core machine.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  env: { TZ: 'America/Toronto' },
} satisfies ViteUserConfig['test'];

// The bench's own helpers have unit tests (tests/bench/lib); its sections and pages are run by `npm run bench`.
const NOT_UNIT = ['tests/e2e/**', 'tests/bench/sections/**', 'tests/bench/pages/**', 'node_modules/**'];

export default defineConfig({
  test: {
    globalSetup: ['tests/server/pglite-templates.ts'],
    // Vitest's default is one worker fewer than the cores, for its own process: on the 2-core
    // machines here that ran every file in turn while a core idled (the main process only waits).
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [linguiMacros()],
        test: {
          ...common,
          name: 'shared-process',
          include: SHARED_PROCESS,
          exclude: NOT_UNIT,
          // pg warns once per process (util.deprecate): transactionStatements.test.ts listens
          // for that warning on PostgreSQL, so there each file keeps its own process.
          isolate: Boolean(process.env.DATABASE_URL),
          // A shared worker is kept only while the next file queued is of its project: run the
          // projects one after the other, or their files interleave and each gets a new process.
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [linguiMacros()],
        test: {
          ...common,
          // The tablet's data layer and the screens keep module state (the setup status, the
          // link, a loaded catalog) and some tests mock modules: a fresh process per file.
          name: 'own-process',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...NOT_UNIT, ...SHARED_PROCESS],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
