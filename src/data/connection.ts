/**
 * Whether the server can be reached right now. The browser's `navigator.onLine` only knows
 * about the Wi-Fi link; a salon router with no uplink still says "online". So the api client
 * also reports every call's outcome here, and the header badge reads both.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let serverReachable = true;

export function browserOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

function emit(): void {
  for (const l of listeners) l();
}

export function reportServerReachable(reachable: boolean): void {
  if (reachable === serverReachable) return;
  serverReachable = reachable;
  emit();
}

export function isOnline(): boolean {
  return browserOnline() && serverReachable;
}

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('online', emit);
    window.addEventListener('offline', emit);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', emit);
      window.removeEventListener('offline', emit);
    }
  };
}
