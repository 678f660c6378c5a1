/**
 * The blocked upgrade's alert, fetched only when another tab holds the old database: Mantine's
 * Alert and its stylesheet stay off the first load (issue 18).
 */
import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function UpgradeBlockedAlert() {
  const { t } = useLingui();
  return (
    <Alert color="orange" variant="filled" role="alert" pos="fixed" top={8} left="50%" style={{ transform: 'translateX(-50%)', zIndex: 500 }}>
      {t`Close the other Front Desk tabs to finish updating.`}
    </Alert>
  );
}
