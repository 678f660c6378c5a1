import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Files that must be re-checked on every load so a new deploy is picked up. */
const NO_CACHE = /(^|\/)(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$/;
/** Vite's content-hashed bundles never change under the same name. */
const HASHED_ASSET = /\/assets\//;

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url === '/bff' || url.startsWith('/bff/');
}

/** Serves the built PWA; the SPA fallback itself lives in the not-found handler. */
export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const root = resolve(staticDir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      if (NO_CACHE.test(path)) reply.header('Cache-Control', 'no-cache');
      else if (HASHED_ASSET.test(path)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
  return true;
}
