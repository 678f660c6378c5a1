/**
 * Whether the Sync panel is open and which section to bring into view. Shared because two
 * header badges (status and Needs attention) and the paused banner all open the same panel.
 */
import { useSyncExternalStore } from 'react';

export const SyncSection = { PENDING: 'pending', ATTENTION: 'attention' } as const;
export type SyncSection = (typeof SyncSection)[keyof typeof SyncSection];

type PanelState = { opened: boolean; section: SyncSection };

const listeners = new Set<() => void>();
let state: PanelState = { opened: false, section: SyncSection.PENDING };

function set(next: PanelState): void {
  state = next;
  for (const l of listeners) l();
}

export function openSyncPanel(section: SyncSection = SyncSection.PENDING): void {
  set({ opened: true, section });
}

export function closeSyncPanel(): void {
  set({ ...state, opened: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSyncPanelState(): PanelState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
