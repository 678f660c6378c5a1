/**
 * A Dexie live query opened before the screen that shows it, so its first read overlaps the
 * page's start-up instead of waiting for the screen's first commit (useLiveQuery subscribes in
 * an effect). The screen then subscribes to this same query: it gets the value already read
 * at once, and every write since the query opened still reaches it (Dexie re-runs the query
 * on any change to what it read), so the first render is never a stale copy.
 */
import { liveQuery } from 'dexie';
import type { InteropableObservable } from 'dexie-react-hooks';

type Listener<T> = { next: (value: T) => void; error?: (error: unknown) => void };

export type HeldLiveQuery<T> = Omit<InteropableObservable<T>, 'subscribe'> & {
  /** Replays the value already read, then every new one; returns the unsubscribe. */
  subscribe: (onNext: (value: T) => void, onError?: (error: unknown) => void) => () => void;
  /** True until the first outside subscriber takes it over (after that, no one else may adopt it). */
  readonly held: boolean;
  /** Gives it up without a taker: the query closes. */
  release: () => void;
};

/** `onFirst` hears the first value read, so the holder can start work on it before any taker comes. */
export function holdLiveQuery<T>(querier: () => T | Promise<T>, onFirst?: (value: T) => void): HeldLiveQuery<T> {
  const listeners = new Set<Listener<T>>();
  let current: { value: T } | null = null;
  let held = true;
  let underlying: { unsubscribe: () => void } | null = null;

  const open = () => {
    underlying ??= liveQuery(querier).subscribe({
      next: (value) => {
        if (!current) onFirst?.(value);
        current = { value };
        for (const listener of [...listeners]) listener.next(value);
      },
      error: (error: unknown) => {
        for (const listener of [...listeners]) listener.error?.(error);
      },
    });
  };
  const closeIfUnused = () => {
    // Deferred: React's strict mode unsubscribes and subscribes again in one go.
    queueMicrotask(() => {
      if (held || listeners.size > 0 || !underlying) return;
      underlying.unsubscribe();
      underlying = null;
      // Unwatched, it may go stale: a later subscriber waits for a fresh read.
      current = null;
    });
  };
  open();

  return {
    get held() {
      return held;
    },
    release: () => {
      held = false;
      closeIfUnused();
    },
    hasValue: () => current !== null,
    getValue: () => {
      if (!current) throw new Error('The held live query has no value yet');
      return current.value;
    },
    subscribe: (onNext, onError) => {
      const listener: Listener<T> = { next: onNext, error: onError };
      listeners.add(listener);
      held = false;
      open();
      // A value read between the taker's render and its subscription must still reach it.
      if (current) onNext(current.value);
      return () => {
        listeners.delete(listener);
        closeIfUnused();
      };
    },
  };
}
