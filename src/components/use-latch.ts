import { useState } from 'react';

/**
 * True from the first render where `on` is true, and from then on: a window fetched on first
 * use stays mounted afterwards, so later closings still animate out.
 */
export function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(false);
  if (on && !latched) setLatched(true);
  return latched || on;
}
