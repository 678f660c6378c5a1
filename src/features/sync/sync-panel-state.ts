/**
 * Whether the Sync panel is open and which section to bring into view. Shared because two
 * header badges (status and Needs attention) and the paused banner all open the same panel.
 */
import { createExternalState } from '../../components/external-state';

export const SyncSection = { PENDING: 'pending', ATTENTION: 'attention' } as const;
export type SyncSection = (typeof SyncSection)[keyof typeof SyncSection];

type PanelState = { opened: boolean; section: SyncSection };

const state = createExternalState<PanelState>({ opened: false, section: SyncSection.PENDING });

export function openSyncPanel(section: SyncSection = SyncSection.PENDING): void {
  state.set({ opened: true, section });
}

export function closeSyncPanel(): void {
  state.set({ ...state.get(), opened: false });
}

export function useSyncPanelState(): PanelState {
  return state.useValue();
}
