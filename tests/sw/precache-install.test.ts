import { describe, expect, it } from 'vitest';
import { eachAtMost, installPrecache, PRECACHE_CONCURRENCY, type PrecacheSource } from '../../sw/precache-install';

/** A task whose calls wait until let go, counting how many wait at once. */
function heldTasks() {
  const started: number[] = [];
  const release: (() => void)[] = [];
  let inFlight = 0;
  let most = 0;
  const task = (item: number) =>
    new Promise<void>((resolve) => {
      started.push(item);
      inFlight += 1;
      most = Math.max(most, inFlight);
      release.push(() => {
        inFlight -= 1;
        resolve();
      });
    });
  const settle = async () => {
    while (release.length > 0) {
      release.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { task, started, settle, most: () => most };
}

describe('eachAtMost', () => {
  it('runs every item once, in order, never more than the limit at once', async () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const held = heldTasks();
    const done = eachAtMost(items, 6, held.task);
    await Promise.resolve();
    // Six start together instead of one after the other.
    expect(held.started).toEqual([0, 1, 2, 3, 4, 5]);
    await held.settle();
    await done;
    expect(held.started).toEqual(items);
    expect(held.most()).toBe(6);
  });

  it('fails with the first failure', async () => {
    const failing = eachAtMost([1, 2, 3], 2, async (item) => {
      if (item === 2) throw new Error('file 2 failed');
    });
    await expect(failing).rejects.toThrow('file 2 failed');
  });

  it('does nothing for no items', async () => {
    await expect(eachAtMost([], 6, () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});

describe('installPrecache', () => {
  it('fetches each file as Workbox would, a few at a time: a revisioned one past the HTTP cache, with its integrity', async () => {
    const origin = 'https://desk.example';
    const keys = new Map([
      [`${origin}/index.html`, `${origin}/index.html?__WB_REVISION__=abc`],
      ...Array.from({ length: 10 }, (_, i): [string, string] => [`${origin}/assets/file-${i}.js`, `${origin}/assets/file-${i}.js`]),
    ]);
    const calls: { cacheKey: string; url: string; cache: RequestCache; integrity: string; event: string }[] = [];
    let inFlight = 0;
    let most = 0;
    const source: PrecacheSource<string> = {
      getURLsToCacheKeys: () => keys,
      getIntegrityForCacheKey: (cacheKey) => (cacheKey.endsWith('file-3.js') ? 'sha384-xyz' : undefined),
      strategy: {
        handleAll: ({ params, request, event }) => {
          calls.push({ cacheKey: params.cacheKey, url: request.url, cache: request.cache, integrity: request.integrity, event });
          inFlight += 1;
          most = Math.max(most, inFlight);
          const stored = new Promise<void>((resolve) => setTimeout(resolve, 1)).then(() => {
            inFlight -= 1;
          });
          return [stored.then(() => new Response('')), stored];
        },
      },
    };
    await installPrecache(source, 'the install event');
    expect(calls.map((c) => c.url)).toEqual([...keys.keys()]);
    expect(calls.map((c) => c.cacheKey)).toEqual([...keys.values()]);
    expect(calls[0]).toMatchObject({ cache: 'reload', event: 'the install event' });
    expect(calls.slice(1).every((c) => c.cache === 'default')).toBe(true);
    expect(calls.find((c) => c.url.endsWith('file-3.js'))?.integrity).toBe('sha384-xyz');
    expect(most).toBe(PRECACHE_CONCURRENCY);
  });
});
