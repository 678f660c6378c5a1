import type { MenuProps } from '@mantine/core';

/**
 * The top bar's menus (the phone's More actions, the branch and the user menus): under their
 * button's right edge, in a portal. `hideDetached` is off: the header is fixed, so its buttons
 * never scroll out of view, and Mantine's check for it fed a loop on a phone. Opened right after
 * the Pay-in window closed, the menu was hidden for one frame, placed while hidden (its width
 * counted as 0, so it hung past the screen's right edge), which widened the page, which hid the
 * button, and so on: the menu blinked every few frames until it closed itself.
 * `floatingStrategy: 'fixed'` for the same reason: placed in the page's coordinates, a menu
 * moved with a scrolling page, away from its fixed button, until it was placed again, and a
 * press in that moment went to whatever was under it.
 */
export const HEADER_MENU = { position: 'bottom-end', withinPortal: true, hideDetached: false, floatingStrategy: 'fixed' } as const satisfies Partial<MenuProps>;
