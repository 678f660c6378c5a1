/**
 * When a call answers 401 the session has expired. Several calls usually fail together, so
 * the prompt is debounced (1500 ms). The prompt and Mantine's Modal are fetched when it first
 * opens, not with every screen's first load (issue 18).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { onSessionExpired } from '../../data/api-client';
import { useLatch } from '../../components/use-latch';
import { withAllMessages } from '../i18n/activate-language';

const SessionExpiredModal = lazy(() => withAllMessages(import('./SessionExpiredModal')).then((m) => ({ default: m.SessionExpiredModal })));

const PROMPT_DEBOUNCE_MS = 1500;

export function SessionExpiryPrompt() {
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpened(false), []);
  // Each 401 waits the debounce again (Mantine's useDebouncedCallback was 0.4 kB of the first load).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onSessionExpired(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setOpened(true), PROMPT_DEBOUNCE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
  // Once fetched it stays mounted, so it still closes with its transition.
  if (!useLatch(opened)) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredModal opened={opened} close={close} />
    </Suspense>
  );
}
