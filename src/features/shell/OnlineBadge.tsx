import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../data/use-online';

/** Online/offline indicator: offline, every screen shows the last data saved on this tablet. */
export function OnlineBadge() {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <Badge
      role="status"
      aria-live="polite"
      color={online ? 'teal' : 'red'}
      variant={online ? 'light' : 'filled'}
      size="lg"
      title={online ? undefined : t`No connection: showing the data saved on this tablet`}
    >
      {online ? t`Online` : t`Offline`}
    </Badge>
  );
}
