/**
 * Whether the surrounding WindowModal is on screen: false while minimised, so a child window
 * (a picker opened from it) hides with it instead of floating over the page.
 */
import { createContext, useContext } from 'react';

export const WindowVisibleContext = createContext(true);

export function useWindowVisible(): boolean {
  return useContext(WindowVisibleContext);
}
