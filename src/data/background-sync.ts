/**
 * Background Sync is a bonus trigger: when a push failed for the network, ask the browser to
 * wake the service worker once the link is back; the worker then posts 'sync-outbox' to the
 * page. Where the API is missing (Safari, Firefox, tests) nothing happens.
 */
export const BACKGROUND_SYNC_TAG = 'sync-outbox';

type SyncManagerLike = { register(tag: string): Promise<void> };

function isSyncManager(value: unknown): value is SyncManagerLike {
  return typeof value === 'object' && value !== null && 'register' in value && typeof value.register === 'function';
}

export async function registerBackgroundSync(): Promise<void> {
  // No controlling worker (not installed yet, tests): `ready` would never settle.
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  try {
    const registration = await navigator.serviceWorker.ready;
    const manager: unknown = 'sync' in registration ? registration.sync : undefined;
    if (isSyncManager(manager)) await manager.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Not allowed or not supported: the other triggers cover it.
  }
}
