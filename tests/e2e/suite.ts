// Every end-to-end file gets its own server on a fresh database and its own Chromium.
// Each test fails on a console error or failed request it did not declare: see unexpected-failures.ts.
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer, type ServerOptions } from './server';
import { launchBrowser } from './browser';
import { takeUnexpectedFailures } from './unexpected-failures';

export type Suite = { readonly server: RunningServer; readonly browser: Browser };

/** Starts both before the file's own hooks and stops them after (hooks unwind in stack order). */
export function useSuite(options: ServerOptions = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Side by side: the server's start is mostly waiting on its database, the browser's on its own process.
    const [started, launched] = await Promise.allSettled([startServer(options), launchBrowser()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  // Registered before the file's own hooks, so it runs after them: what a test's own cleanup
  // caused counts against that test.
  afterEach(() => failOnUnexpected('this test'));
  afterAll(async () => {
    const unexpected = takeUnexpectedFailures();
    await Promise.all([browser?.close(), server?.stop()]);
    failOnUnexpected('the file\'s setup or cleanup', unexpected);
    // Any 500 fails the file, whichever test caused it and whatever the page showed.
    const errors = server?.serverErrors() ?? [];
    if (errors.length > 0) throw new Error(`the server answered ${errors.length} request(s) with a 5xx:\n${errors.join('\n')}`);
  });
  return {
    get server() {
      if (!server) throw new Error('the suite has not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the suite has not started');
      return browser;
    },
  };
}

function failOnUnexpected(who: string, failures = takeUnexpectedFailures()): void {
  if (failures.length > 0) {
    throw new Error(`${who} met ${failures.length} console error(s) or failed request(s) it did not declare with expectFailures:\n${failures.join('\n')}`);
  }
}
