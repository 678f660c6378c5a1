/**
 * One back-office read (a list page, a record's detail): asked of the server when online and
 * kept as the tablet's last copy; offline, that copy (read-only) or "needs a connection". A
 * later answer never overwrites a newer request's, the last answer stays on screen while the
 * next one loads, and the read runs again when the connection comes back.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { readWithCopy, type Fetched } from '../../data/admin-copies';
import { isOfflineError } from '../../data/api-client';
import { useOnline } from '../../data/use-online';

export type CopyRead<T> =
  | { status: 'idle' }
  /** `previous`: the last answer, shown meanwhile so a list does not flicker. */
  | { status: 'loading'; previous: Fetched<T> | null }
  | { status: 'ready'; fetched: Fetched<T> }
  /** Offline and no copy of this read on the tablet. */
  | { status: 'offline' }
  | { status: 'failed'; error: unknown };

export function useReadWithCopy<T>(request: { key: string; load: () => Promise<T> } | null): { read: CopyRead<T>; online: boolean; retry: () => void } {
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<{ key: string; read: CopyRead<T> } | null>(null);
  const [last, setLast] = useState<Fetched<T> | null>(null);
  const key = request ? `${attempt}|${online ? 'on' : 'off'}|${request.key}` : null;

  const start = useEffectEvent((k: string) => {
    if (!request) return undefined;
    let live = true;
    readWithCopy(request.key, request.load, { online }).then(
      (fetched) => {
        if (!live) return;
        setDone({ key: k, read: { status: 'ready', fetched } });
        setLast(fetched);
      },
      (error: unknown) => {
        if (live) setDone({ key: k, read: isOfflineError(error) ? { status: 'offline' } : { status: 'failed', error } });
      },
    );
    return () => {
      live = false;
    };
  });

  useEffect(() => {
    if (key === null) return undefined;
    return start(key);
  }, [key]);

  const retry = () => setAttempt((n) => n + 1);
  if (key === null) return { read: { status: 'idle' }, online, retry };
  if (done?.key === key) return { read: done.read, online, retry };
  return { read: { status: 'loading', previous: last }, online, retry };
}
