/**
 * The blocked upgrade's alert, fetched only when another tab holds the old database: Mantine's
 * Alert, its stylesheet and the local failures' wording stay off the first load (issue 18).
 */
import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { upgradeBlockedMessage } from './describe-local-failure';

export function UpgradeBlockedAlert() {
  const { i18n } = useLingui();
  return (
    <Alert color="orange" variant="filled" role="alert" pos="fixed" top={8} left="50%" style={{ transform: 'translateX(-50%)', zIndex: 500 }}>
      {i18n._(upgradeBlockedMessage)}
    </Alert>
  );
}
