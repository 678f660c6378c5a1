/**
 * A yes/no the user chose, remembered on this device (localStorage, as JSON `true`/`false`) and
 * the same in each of its tabs. Mantine's useLocalStorage did it for the side menu with 1.5 kB of
 * the first load's code (issue 18); storage that is blocked or full keeps the choice for the page.
 */
import { useSyncExternalStore } from 'react';
import { createExternalState } from './external-state';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type RememberedFlag = {
  get: () => boolean;
  set: (update: (current: boolean) => boolean) => void;
  subscribe: (listener: () => void) => () => void;
};

function deviceStorage(): FlagStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Storage disabled: the choice lasts as long as the page.
  }
}

function parsed(stored: string | null): boolean | null {
  return stored === 'true' ? true : stored === 'false' ? false : null;
}

export function rememberedFlag(
  key: string,
  initial: boolean,
  storage: () => FlagStorage | null = deviceStorage,
  otherTabs: EventTarget | null = typeof window === 'undefined' ? null : window,
): RememberedFlag {
  const read = (): boolean => {
    try {
      return parsed(storage()?.getItem(key) ?? null) ?? initial;
    } catch {
      return initial;
    }
  };
  const state = createExternalState(read());
  otherTabs?.addEventListener('storage', (event) => {
    if ('key' in event && event.key === key) state.set(read());
  });
  return {
    get: state.get,
    set(update) {
      const next = update(state.get());
      try {
        storage()?.setItem(key, JSON.stringify(next));
      } catch {
        // Full or blocked: this page keeps the choice, the next start does not.
      }
      state.set(next);
    },
    subscribe: state.subscribe,
  };
}

export function useRememberedFlag(flag: RememberedFlag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.get, flag.get);
}
