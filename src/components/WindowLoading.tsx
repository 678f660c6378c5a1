import { Center, Loader, Overlay } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/**
 * Shown while a window's code is fetched, the first time it opens (windows are split off the
 * first load): from the service worker's cache that is a blink, on a slow link it tells staff
 * the tap was taken.
 */
export function WindowLoading() {
  const { t } = useLingui();
  return (
    <Overlay fixed zIndex={300} backgroundOpacity={0.2}>
      <Center h="100%" role="status" aria-label={t`Loading…`}>
        <Loader />
      </Center>
    </Overlay>
  );
}
