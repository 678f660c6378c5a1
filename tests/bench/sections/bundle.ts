/**
 * 6. Bundle: the JS and CSS a first visit to /appointment downloads (the page and its worker,
 * caught on the wire in a fresh profile, service worker kept out so its precache does not count),
 * gzip -9 of each file as built, and the service worker's precache (every file its manifest lists).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { ApiPath, XSRF_COOKIE, XSRF_HEADER } from '../../../src/domain/api';
import { DEMO_PASSWORD, newBenchContext } from '../lib/browser';

export type FileSize = { file: string; raw: number; gzip: number };
export type BundleFigures = {
  appointment: { js: FileSize[]; css: FileSize[]; jsGzip: number; cssGzip: number; totalGzip: number; totalRaw: number };
  serviceWorker: FileSize;
  precache: { entries: number; raw: number; gzip: number };
};

const DIST = 'dist';

export function sizeOf(file: string): FileSize {
  const body = readFileSync(join(DIST, file));
  return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

function sum(files: readonly FileSize[], key: 'raw' | 'gzip'): number {
  return files.reduce((s, f) => s + f[key], 0);
}

/** Every url listed in the built service worker's precache manifest. */
export function precacheUrls(): string[] {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const urls = new Set<string>();
  for (const m of sw.matchAll(/"?url"?\s*:\s*"([^"]+)"/g)) if (m[1]) urls.add(m[1]);
  return [...urls];
}

export async function benchBundle(browser: Browser, baseURL: string): Promise<BundleFigures> {
  // No service worker: its precache would download every file of the app, not what the route needs.
  const context = await newBenchContext(browser, baseURL, { blockServiceWorkers: true });
  try {
    // Signed in without opening any page, so the first page opened is /appointment itself.
    await context.request.get(ApiPath.CHECK_LOGIN);
    const xsrf = (await context.cookies()).find((c) => c.name === XSRF_COOKIE)?.value ?? '';
    const login = await context.request.post(ApiPath.LOGIN, { data: { username: 'admin', password: DEMO_PASSWORD, remember: false }, headers: { [XSRF_HEADER]: xsrf } });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    const loaded = new Set<string>();
    context.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === new URL(baseURL).origin && /\.(js|css)$/.test(url.pathname) && res.status() === 200) loaded.add(url.pathname.slice(1));
    });
    const page = await context.newPage();
    await page.goto('/appointment');
    await page.locator('[data-board-card]').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const files = [...loaded].filter((f) => f !== 'sw.js' && existsSync(join(DIST, f))).sort();
    const js = files.filter((f) => f.endsWith('.js')).map(sizeOf);
    const css = files.filter((f) => f.endsWith('.css')).map(sizeOf);
    const precache = precacheUrls().filter((u) => existsSync(join(DIST, u)) && statSync(join(DIST, u)).isFile()).map(sizeOf);
    return {
      appointment: { js, css, jsGzip: sum(js, 'gzip'), cssGzip: sum(css, 'gzip'), totalGzip: sum(js, 'gzip') + sum(css, 'gzip'), totalRaw: sum(js, 'raw') + sum(css, 'raw') },
      serviceWorker: sizeOf('sw.js'),
      precache: { entries: precache.length, raw: sum(precache, 'raw'), gzip: sum(precache, 'gzip') },
    };
  } finally {
    await context.close();
  }
}
