/**
 * One read that only the server can answer (history, customer detail, booking search):
 * nothing is asked while offline, a later answer never overwrites a newer request's, an
 * answer already shown stays when the link drops, and the caller gets a retry that tries
 * even while the app believes it is offline (that belief only changes when a call gets
 * through).
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { isOfflineError } from '../../../data/api-client';

export type OnlineLoad<T> =
  | { status: 'idle' }
  | { status: 'offline' }
  /** `previous`: the last answer to an earlier request, for lists that should not flicker. */
  | { status: 'loading'; previous: T | null }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; data: T };

type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

export function useOnlineLoad<T>(
  /** What to load; a new key loads again, null loads nothing. */
  request: { key: string; load: () => Promise<T> } | null,
  online: boolean,
): { state: OnlineLoad<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<{ key: string; outcome: Outcome<T> } | null>(null);
  const [lastData, setLastData] = useState<T | null>(null);
  const key = request ? `${attempt}:${request.key}` : null;

  const start = useEffectEvent((k: string): (() => void) | undefined => {
    if (!request) return undefined;
    // Came back online after an offline failure: ask again; a real answer is kept.
    if (done?.key === k && (done.outcome.ok || !isOfflineError(done.outcome.error))) return undefined;
    let live = true;
    request.load().then(
      (data) => {
        if (!live) return;
        setDone({ key: k, outcome: { ok: true, data } });
        setLastData(data);
      },
      (error: unknown) => {
        if (live) setDone({ key: k, outcome: { ok: false, error } });
      },
    );
    return () => {
      live = false;
    };
  });

  const mayLoad = online || attempt > 0;
  useEffect(() => {
    if (key === null || !mayLoad) return undefined;
    return start(key);
  }, [key, mayLoad]);

  const retry = () => setAttempt((n) => n + 1);

  if (key === null) return { state: { status: 'idle' }, retry };
  if (done && done.key === key) {
    const { outcome } = done;
    if (outcome.ok) return { state: { status: 'ready', data: outcome.data }, retry };
    if (isOfflineError(outcome.error)) return { state: { status: 'offline' }, retry };
    return { state: { status: 'failed', error: outcome.error }, retry };
  }
  if (!mayLoad) return { state: { status: 'offline' }, retry };
  return { state: { status: 'loading', previous: lastData }, retry };
}
