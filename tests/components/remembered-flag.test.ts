import { describe, expect, it } from 'vitest';
import { rememberedFlag } from '../../src/components/remembered-flag';

const KEY = 'front-desk.side-menu-shown';

function deviceStorage(entries: Record<string, string> = {}) {
  const stored = new Map(Object.entries(entries));
  return {
    stored,
    storage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
  };
}

/** What another tab's change looks like to this one. */
function storageEvent(key: string): Event {
  return Object.assign(new Event('storage'), { key });
}

describe('a yes/no remembered on this device', () => {
  it('is its default until chosen, then the choice, written as Mantine wrote it', () => {
    const { stored, storage } = deviceStorage();
    const flag = rememberedFlag(KEY, true, () => storage, null);
    expect(flag.get()).toBe(true);
    flag.set((shown) => !shown);
    expect(flag.get()).toBe(false);
    expect(stored.get(KEY)).toBe('false');
  });

  it('starts from what an earlier visit left', () => {
    const { storage } = deviceStorage({ [KEY]: 'false' });
    expect(rememberedFlag(KEY, true, () => storage, null).get()).toBe(false);
  });

  it('follows a change made in another tab, and tells its readers', () => {
    const { stored, storage } = deviceStorage();
    const tabs = new EventTarget();
    const flag = rememberedFlag(KEY, true, () => storage, tabs);
    let told = 0;
    const stop = flag.subscribe(() => told++);
    expect(flag.get()).toBe(true);
    stored.set(KEY, 'false');
    tabs.dispatchEvent(storageEvent('another-key'));
    expect(told).toBe(0);
    tabs.dispatchEvent(storageEvent(KEY));
    expect(flag.get()).toBe(false);
    expect(told).toBe(1);
    stop();
    stored.set(KEY, 'true');
    tabs.dispatchEvent(storageEvent(KEY));
    expect(told).toBe(1);
  });

  it('keeps the choice for the page when the storage refuses it', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const flag = rememberedFlag(KEY, true, () => blocked, null);
    expect(flag.get()).toBe(true);
    flag.set((shown) => !shown);
    expect(flag.get()).toBe(false);
  });
});
