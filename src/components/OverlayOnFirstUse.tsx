/**
 * A menu or popover the first screen shows closed, fetched on first use: Mantine's Menu, Popover
 * and their @floating-ui packages are a good part of the board's first load and none of it is
 * needed to draw the board (issue 18). Until the overlay's module is in, its trigger is drawn
 * alone (use-first-use.tsx: fetched on hover, focus or press, no press lost, the focus kept);
 * a press made before the module was in opens the overlay once it is.
 */
import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { useFirstUse, type TriggerProps } from './use-first-use';

/** What the overlay's module draws with: the trigger to use as its target, and its state. */
export type OverlayProps = {
  target: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
};

export function OverlayOnFirstUse<P extends object>(props: {
  trigger: ReactElement<TriggerProps>;
  /** The overlay's module, e.g. `() => import('./X').then((m) => m.XOverlay)`. */
  load: () => Promise<ComponentType<P & OverlayProps>>;
  /** What the overlay needs besides its target and state. */
  overlay: P;
}) {
  const { loaded, trigger } = useFirstUse(props.load);
  const [opened, setOpened] = useState(false);
  // After the layout effect that refocuses the trigger: the overlay takes it as the element to
  // give the focus back to.
  useEffect(() => {
    if (loaded?.was.pressed) setOpened(true);
  }, [loaded]);
  if (!loaded) return trigger(props.trigger);
  const Overlay = loaded.value;
  return <Overlay {...props.overlay} target={trigger(props.trigger)} opened={opened} onChange={setOpened} />;
}
