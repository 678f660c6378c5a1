/**
 * The board column width, remembered per user on this tablet (spec §9). Storage can be
 * missing or full (private browsing, quota): the width then simply lasts for the session.
 */
import { useCallback, useState } from 'react';
import { parseStoredZoom, snapZoom, zoomStorageKey } from './zoom';

function readWidth(userId: string): number {
  try {
    return parseStoredZoom(window.localStorage.getItem(zoomStorageKey(userId)));
  } catch {
    return parseStoredZoom(null);
  }
}

function writeWidth(userId: string, width: number): void {
  try {
    window.localStorage.setItem(zoomStorageKey(userId), String(width));
  } catch {
    // Not remembered; the current screen still uses the width.
  }
}

export function useColumnWidth(userId: string): [number, (width: number) => void] {
  const [state, setState] = useState(() => ({ userId, width: readWidth(userId) }));
  // Another user signed in on this tablet: their own width, read during render rather
  // than one frame late from an effect.
  let current = state;
  if (state.userId !== userId) {
    current = { userId, width: readWidth(userId) };
    setState(current);
  }

  const setWidth = useCallback(
    (width: number) => {
      const next = snapZoom(width);
      setState({ userId, width: next });
      writeWidth(userId, next);
    },
    [userId],
  );

  return [current.width, setWidth];
}
