// Workbox installs the precache one file at a time (workbox#2528: a whole list at once failed on
// slow links), so a tablet's first start waited out about 285 requests in a row, each after the
// last had been fetched and stored, before it could work offline. A few at a time, as many as a
// browser opens to one host, the same files are in the cache sooner and no link gets them all.

/** The part of Workbox's PrecacheController the install uses. */
export type PrecacheSource<Event> = {
  getURLsToCacheKeys(): Map<string, string>;
  getIntegrityForCacheKey(cacheKey: string): string | undefined;
  readonly strategy: { handleAll(options: { params: { cacheKey: string }; request: Request; event: Event }): [Promise<Response>, Promise<void>] };
};

/** Precache requests in flight at once: Chromium's connections to one host. */
export const PRECACHE_CONCURRENCY = 6;

/** Runs `task` on each item, at most `limit` at a time, in the items' order; fails with the first failure. */
export async function eachAtMost<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

/**
 * What `PrecacheController.install` does, a few files at a time: each file fetched as Workbox
 * would (a revisioned one past the HTTP cache, with its integrity) and stored under its cache key.
 */
export function installPrecache<Event>(controller: PrecacheSource<Event>, event: Event): Promise<void> {
  const entries = [...controller.getURLsToCacheKeys()];
  return eachAtMost(entries, PRECACHE_CONCURRENCY, async ([url, cacheKey]) => {
    // Workbox's cache key is the URL itself unless the entry has a revision, which it then adds.
    const request = new Request(url, {
      integrity: controller.getIntegrityForCacheKey(cacheKey),
      cache: cacheKey === url ? 'default' : 'reload',
      credentials: 'same-origin',
    });
    await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
  });
}
