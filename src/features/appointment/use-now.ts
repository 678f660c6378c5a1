import { useEffect, useState } from 'react';
import { deskNow } from '../../data/desk-clock';

/** How often the time line and the time rules take the clock again while the board is in view. */
const EVERY_MS = 30_000;

/**
 * Now on the desk's clock, refreshed every 30 s, and at once when the tablet is looked at again:
 * a hidden page's timers are held back, so the morning after a night asleep the board would keep
 * yesterday as today until the next tick, and its booking form offer no Start for a walk-in.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => deskNow());
  useEffect(() => {
    const refresh = () => setNow(deskNow());
    const timer = setInterval(refresh, EVERY_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return now;
}
