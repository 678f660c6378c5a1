/**
 * Runs the device's sync loop while the signed-in shell is on screen: pushing needs a
 * session, and the loop itself elects one leader tab (Web Locks), so every tab may call this.
 */
import { useEffect } from 'react';
import { startSyncLoop } from '../../data/sync-loop';

export function useSyncLoop(): void {
  useEffect(() => startSyncLoop(), []);
}
