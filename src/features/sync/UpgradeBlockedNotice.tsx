/**
 * Another open tab still holds the old database, so this one cannot finish upgrading it.
 * Only the user can close that tab; say so plainly until the database opens.
 */
import { lazy, Suspense } from 'react';
import { useDatabaseBlocked } from '../../data/sync-hooks';

const UpgradeBlockedAlert = lazy(() => import('./UpgradeBlockedAlert').then((m) => ({ default: m.UpgradeBlockedAlert })));

export function UpgradeBlockedNotice() {
  const blocked = useDatabaseBlocked();
  if (!blocked) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeBlockedAlert />
    </Suspense>
  );
}
