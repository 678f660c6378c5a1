import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnection } from './connection';

/** True while the browser has a link and the last api call reached the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline, () => true);
}
