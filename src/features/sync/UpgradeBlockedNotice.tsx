/**
 * Another open tab still holds the old database, so this one cannot finish upgrading it.
 * Only the user can close that tab; say so plainly until the database opens.
 */
import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { useDatabaseBlocked } from '../../data/sync-hooks';
import { upgradeBlockedMessage } from './describe-local-failure';

export function UpgradeBlockedNotice() {
  const { i18n } = useLingui();
  const blocked = useDatabaseBlocked();
  if (!blocked) return null;
  return (
    <Alert color="orange" variant="filled" role="alert" pos="fixed" top={8} left="50%" style={{ transform: 'translateX(-50%)', zIndex: 500 }}>
      {i18n._(upgradeBlockedMessage)}
    </Alert>
  );
}
