/** The Sync panel of the shell, whose lists and cards are fetched on its first opening. */
import { lazy, Suspense } from 'react';
import { WindowLoading } from '../../components/WindowLoading';
import { useLatch } from '../../components/use-latch';
import { useSyncPanelState } from './sync-panel-state';
import { withAllMessages } from '../i18n/activate-language';

// The panel carries the pending and refused change lists (and their descriptions of every kind
// of change): not needed to draw the first screen (issue 18: the first load).
const SyncPanel = lazy(() => withAllMessages(import('./SyncPanel')).then((m) => ({ default: m.SyncPanel })));

export function SyncPanelHost() {
  const { opened } = useSyncPanelState();
  // Mounted from the first opening on, so later closings still slide out and a refused change
  // edited from the panel keeps its editor after the panel closes.
  if (!useLatch(opened)) return null;
  return (
    <Suspense fallback={<WindowLoading />}>
      <SyncPanel />
    </Suspense>
  );
}
