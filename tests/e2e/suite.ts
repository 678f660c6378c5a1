// Every end-to-end file gets its own server on a fresh database and its own Chromium.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer, type ServerOptions } from './server';
import { launchBrowser } from './browser';

export type Suite = { readonly server: RunningServer; readonly browser: Browser };

/** Starts both before the file's own hooks and stops them after (hooks unwind in stack order). */
export function useSuite(options: ServerOptions = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
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
