/// <reference lib="webworker" />
// The front desk must open with no network: the app shell is precached and every
// navigation falls back to the cached index.html. API calls are never cached here;
// the app keeps its data in IndexedDB and decides itself what to show offline.
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { cacheNames } from 'workbox-core';
import { installPrecache } from './precache-install';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

// precacheAndRoute's work, but the install fetches a few files at a time (precache-install.ts).
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));
self.addEventListener('install', (event) => {
  event.waitUntil(installPrecache(precache, event));
});
self.addEventListener('activate', (event) => {
  void precache.activate(event);
});
cleanupOutdatedCaches();

/** Chromium's static routing (InstallEvent.addRoutes, Chrome 123+), not in the DOM typings yet. */
type StaticRoute = { condition: { urlPattern: { pathname: string }; requestMethod: string }; source: { cacheName: string } };
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: readonly StaticRoute[]) => Promise<void> };

// The build's files are named by their content: the browser takes them straight from the
// precache without waking this worker. The first load fetches about a hundred of them, and
// each one through the fetch handler cost the worker's thread 3-4 ms, the start's queue.
// A file missing from the cache goes to the network, as through the handler; other browsers
// (no addRoutes) keep using the handler.
self.addEventListener('install', (event) => {
  const routing: RoutingInstallEvent = event;
  if (!routing.addRoutes) return;
  const route: StaticRoute = { condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' }, source: { cacheName: cacheNames.precache } };
  event.waitUntil(routing.addRoutes([route]).catch(() => undefined));
});

registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/bff\//, /^\/guide\//],
  }),
);

// Technician avatars and tenant images: served from the API's public folder, safe to keep.
registerRoute(
  ({ url }) => url.pathname.startsWith('/api/tenant/public/'),
  new CacheFirst({
    cacheName: 'tenant-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// The update prompt decides when to switch versions: never skip waiting on our own.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// Background Sync (where the browser has it) wakes us when the connection is back: the page's
// sync loop does the pushing, so just tell every open Front Desk window to run it now.
type SyncEvent = ExtendableEvent & { tag: string };
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'sync-outbox') return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'sync-outbox' });
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
