/**
 * Sending stopped because the server answered 401: the waiting changes are safe on this
 * tablet but go nowhere until someone signs in again. Same flow as the expiry prompt. The
 * sign-in flow stays here, so a popup opened from the banner is still watched once it hides;
 * the alert itself loads when it first shows.
 */
import { lazy, Suspense, useCallback } from 'react';
import { useLingui } from '@lingui/react';
import { syncNow, useSyncStatus } from '../../data/sync-hooks';
import { useSignInAgain } from '../auth/use-sign-in-again';
import { signInToSendLabel } from './sync-labels';

const PausedSyncAlert = lazy(() => import('./PausedSyncAlert').then((m) => ({ default: m.PausedSyncAlert })));

export function PausedSyncBanner() {
  const { i18n } = useLingui();
  const status = useSyncStatus();
  // Signed in again: send at once rather than waiting for the loop's next tick.
  const resume = useCallback(() => {
    void syncNow().catch(() => undefined);
  }, []);
  const { signIn, waiting } = useSignInAgain(resume);

  if (status.paused !== 'unauthenticated' || status.pendingCount === null) return null;
  return (
    <Suspense fallback={null}>
      <PausedSyncAlert message={signInToSendLabel(status.pendingCount, i18n)} onSignIn={signIn} waiting={waiting} />
    </Suspense>
  );
}
