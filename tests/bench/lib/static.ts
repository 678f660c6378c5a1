/** Serves the bench's built pages (tests/bench/dist) under /__bench/, plus the peer's day files. */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { freePort } from '../../e2e/server';

export const BENCH_DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json' };

/** The file of the bench dist a /__bench/… path names, or null outside it. */
function fileOf(pathname: string): string | null {
  if (!pathname.startsWith('/__bench/')) return null;
  const rel = normalize(decodeURIComponent(pathname.slice('/__bench/'.length)));
  if (rel.startsWith('..')) return null;
  return join(BENCH_DIST, rel);
}

export type StaticServer = { baseURL: string; setData: (name: string, body: unknown) => void; stop: () => Promise<void> };

export async function startStatic(): Promise<StaticServer> {
  const data = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const dataName = /^\/__bench\/data\/([\w-]+)\.json$/.exec(url.pathname)?.[1];
    if (dataName && data.has(dataName)) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(data.get(dataName));
      return;
    }
    const file = fileOf(url.pathname);
    if (!file) return void res.writeHead(404).end();
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    setData: (name, body) => data.set(name, JSON.stringify(body)),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Makes a page of the app's origin serve the bench pages under /__bench/ (no service worker there). */
export async function routeBenchPages(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}/__bench/**`, async (route) => {
    const file = fileOf(new URL(route.request().url()).pathname);
    if (!file) return route.fulfill({ status: 404 });
    try {
      await route.fulfill({ status: 200, body: await readFile(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404 });
    }
  });
}
