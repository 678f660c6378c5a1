/**
 * A value shared by parts of the screen that are far apart in React's tree (a header button
 * and the panel it opens), read with useSyncExternalStore so each reader re-renders on change.
 */
import { useSyncExternalStore } from 'react';

export type ExternalState<T> = {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
  useValue: () => T;
};

export function createExternalState<T>(initial: T): ExternalState<T> {
  const listeners = new Set<() => void>();
  let value = initial;
  const get = (): T => value;
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    set: (next) => {
      value = next;
      for (const l of listeners) l();
    },
    subscribe,
    useValue: () => useSyncExternalStore(subscribe, get, get),
  };
}
