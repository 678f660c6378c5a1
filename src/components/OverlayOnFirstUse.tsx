/**
 * A menu or popover the first screen shows closed, fetched on first use: Mantine's Menu, Popover
 * and their @floating-ui packages are a good part of the board's first load and none of it is
 * needed to draw the board (issue 18). Until the overlay's module is in, its trigger is drawn
 * alone; hovering, focusing or pressing it fetches the module (a hover usually has it in before
 * the click), which then draws the same trigger as the overlay's target.
 *
 * No press is lost: one made before the module is in opens the overlay once it is, and the swap
 * waits while a pointer is down on the trigger, so the press ends on the element it began on
 * (swapped between pointerup and click, the click would go to no trigger).
 * The focus stays on the trigger through the swap, before the overlay opens, so Escape gives it
 * back there as before. The trigger must have no handlers of its own: the overlay's target adds
 * them.
 */
import { cloneElement, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactElement, type Ref } from 'react';

/** What the overlay's module draws with: the trigger to use as its target, and its state. */
export type OverlayProps = {
  target: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
};

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onPointerDown?: () => void;
  onPointerCancel?: () => void;
  onPointerLeave?: () => void;
  onClick?: () => void;
};

export function OverlayOnFirstUse<P extends object>(props: {
  trigger: ReactElement<TriggerProps>;
  /** The overlay's module, e.g. `() => withAllMessages(import('./X')).then((m) => m.XOverlay)`. */
  load: () => Promise<ComponentType<P & OverlayProps>>;
  /** What the overlay needs besides its target and state. */
  overlay: P;
}) {
  const { trigger, load } = props;
  const [Overlay, setOverlay] = useState<ComponentType<P & OverlayProps> | null>(null);
  const [opened, setOpened] = useState(false);
  const fetched = useRef<ComponentType<P & OverlayProps> | null>(null);
  const started = useRef(false);
  const pressing = useRef(false);
  const pressed = useRef(false);
  const hadFocus = useRef(false);
  const before = useRef<HTMLElement>(null);
  const after = useRef<HTMLElement>(null);

  const swap = () => {
    const overlay = fetched.current;
    if (!overlay || pressing.current) return;
    hadFocus.current = before.current !== null && before.current === document.activeElement;
    setOverlay(() => overlay);
  };
  const fetch = () => {
    if (started.current) return;
    started.current = true;
    load().then(
      (overlay) => {
        fetched.current = overlay;
        swap();
      },
      // Offline with the chunk not cached (it is precached): the next use tries again.
      () => void (started.current = false),
    );
  };

  // Layout effects run before the overlay opens below, so the overlay takes the trigger as the
  // element to give the focus back to.
  useLayoutEffect(() => {
    if (Overlay && hadFocus.current) after.current?.focus();
  }, [Overlay]);
  useEffect(() => {
    if (Overlay && pressed.current) setOpened(true);
  }, [Overlay]);

  if (Overlay) return <Overlay {...props.overlay} target={cloneElement(trigger, { ref: after })} opened={opened} onChange={setOpened} />;
  const press = () => {
    pressing.current = false;
    pressed.current = true;
    fetch();
    swap();
  };
  const release = () => {
    pressing.current = false;
    swap();
  };
  return cloneElement(trigger, {
    ref: before,
    onPointerEnter: fetch,
    onFocus: fetch,
    onPointerDown: () => {
      pressing.current = true;
      fetch();
    },
    onPointerCancel: release,
    // A press that ends off the trigger is no click: nothing to wait for.
    onPointerLeave: release,
    onClick: press,
  });
}
