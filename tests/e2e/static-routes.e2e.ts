// The service worker routes the build's files to its precache statically (sw/sw.ts): after the
// first online visit, a reload takes every /assets/ file from the cache without running the
// worker's fetch handler, which queued the first load's hundred files behind each other.
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, waitForServiceWorker } from './browser';
import { useSuite } from './suite';

const suite = useSuite();

type RouterInfo = { matchedSourceType?: string; actualSourceType?: string };
type ResponseReceived = { response: { url: string; serviceWorkerRouterInfo?: RouterInfo } };

function assetSources(cdp: CDPSession): Map<string, RouterInfo | undefined> {
  const seen = new Map<string, RouterInfo | undefined>();
  cdp.on('Network.responseReceived', (event: ResponseReceived) => {
    const path = new URL(event.response.url).pathname;
    if (path.startsWith('/assets/')) seen.set(path, event.response.serviceWorkerRouterInfo);
  });
  return seen;
}

describe("the build's files on a visit after the first", () => {
  it('come from the precache by a static route, not through the fetch handler', async () => {
    const context = await newContext(suite.browser, suite.server.baseURL);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const seen = assetSources(cdp);
    await cdp.send('Network.enable');
    await page.reload();
    await page.getByRole('region', { name: /^Schedule of / }).first().waitFor();
    await page.waitForLoadState('networkidle');

    const scripts = [...seen.keys()].filter((path) => path.endsWith('.js'));
    // At least the entry, the home screen's chunk, its catalog and the preload script were seen.
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    const notRouted = [...seen].filter(([, info]) => info?.matchedSourceType !== 'cache' || info.actualSourceType !== 'cache').map(([path]) => path);
    expect(notRouted).toEqual([]);
    await context.close();
  });
});
