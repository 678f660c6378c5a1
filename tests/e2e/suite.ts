// Every end-to-end file gets its own server on a fresh database and its own Chromium.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './server';
import { launchBrowser } from './browser';

export type Suite = { readonly server: RunningServer; readonly browser: Browser };

/** Starts both before the file's own hooks and stops them after (hooks unwind in stack order). */
export function useSuite(): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
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
