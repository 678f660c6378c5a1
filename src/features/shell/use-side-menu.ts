/**
 * The side menu's state. From a tablet on its side up it sits beside the page, and whether
 * it is shown is the user's choice, remembered on this device. Narrower, it slides over the
 * page from the burger and closes again on every navigation, so it starts closed.
 */
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { DOCKED_NAV_QUERY } from '../../components/breakpoints';
import { rememberedFlag, useRememberedFlag } from '../../components/remembered-flag';

/** Per device, like the tablet it is: whoever signs in finds the menu as it was left. */
const dockedShownFlag = rememberedFlag('front-desk.side-menu-shown', true);

export type SideMenu = {
  /** Beside the page (wide screens) rather than over it. */
  docked: boolean;
  /** Shown where it is now: the remembered choice when docked, the burger's state otherwise. */
  opened: boolean;
  /** The remembered choice: the docked menu's state (the frame's `data-docked-shown`). */
  dockedShown: boolean;
  /** The burger's state: the overlaid menu's state (the frame's `data-overlay-opened`). */
  overlayOpened: boolean;
  toggle: () => void;
  /** After a navigation: the overlay closes, a docked menu stays as chosen. */
  closeOverlay: () => void;
};

export function useSideMenu(): SideMenu {
  const docked = useMediaQuery(DOCKED_NAV_QUERY, true, { getInitialValueInEffect: false });
  const dockedShown = useRememberedFlag(dockedShownFlag);
  const [overlayOpened, overlay] = useDisclosure(false);
  return {
    docked,
    opened: docked ? dockedShown : overlayOpened,
    dockedShown,
    overlayOpened,
    toggle: docked ? () => dockedShownFlag.set((shown) => !shown) : overlay.toggle,
    closeOverlay: overlay.close,
  };
}
