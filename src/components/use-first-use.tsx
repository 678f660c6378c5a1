/**
 * The swap behind OverlayOnFirstUse and TooltipOnFirstUse: a trigger drawn alone until the
 * module that wraps it (a Mantine Menu, Popover or Tooltip, with @floating-ui) is in, fetched on
 * the first hover, focus or press of the trigger (issue 18: the first load).
 *
 * The trigger is a new element once wrapped, so: the swap waits while a pointer is down on it
 * (swapped between pointerup and click, the click would go to no trigger); a press made before
 * the module is in is remembered for the wrapper to act on; the focus, if the trigger had it,
 * is put on the new trigger in a layout effect, before anything opens, so an overlay gives it
 * back there on Escape. The trigger's own handlers still run.
 */
import { cloneElement, useLayoutEffect, useRef, useState, type PointerEvent, type ReactElement, type Ref, type SyntheticEvent } from 'react';

type Handler<E extends SyntheticEvent = SyntheticEvent> = (event: E) => void;

export type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: Handler<PointerEvent>;
  onPointerLeave?: Handler<PointerEvent>;
  onPointerDown?: Handler<PointerEvent>;
  onPointerCancel?: Handler<PointerEvent>;
  onFocus?: Handler;
  onClick?: Handler;
};

/** How the trigger was being used at the swap. */
export type Use = { pressed: boolean; hovered: boolean; focused: boolean };

export type FirstUse<T> = {
  /** The module's export once the trigger has been swapped for its wrapped self, and how it was used then. */
  loaded: { value: T; was: Use } | null;
  /** The trigger, with what watches its first use until the swap, then with the ref that refocuses it. */
  trigger: (element: ReactElement<TriggerProps>) => ReactElement<TriggerProps>;
};

export function useFirstUse<T>(load: () => Promise<T>): FirstUse<T> {
  const [loaded, setLoaded] = useState<{ value: T; was: Use } | null>(null);
  const fetched = useRef<{ value: T } | null>(null);
  const started = useRef(false);
  const pressing = useRef(false);
  const was = useRef<Use>({ pressed: false, hovered: false, focused: false });
  const before = useRef<HTMLElement>(null);
  const after = useRef<HTMLElement>(null);
  // Where the caret was in a text field, put back with the focus.
  const caret = useRef<[number | null, number | null]>([null, null]);

  useLayoutEffect(() => {
    if (!loaded?.was.focused) return;
    const element = after.current;
    element?.focus();
    const [start, end] = caret.current;
    if (element instanceof HTMLInputElement && start !== null && end !== null) element.setSelectionRange(start, end);
  }, [loaded]);

  const swap = () => {
    if (!fetched.current || pressing.current) return;
    const active = document.activeElement;
    was.current.focused = before.current !== null && active !== null && before.current === active;
    if (before.current instanceof HTMLInputElement) caret.current = [before.current.selectionStart, before.current.selectionEnd];
    setLoaded({ value: fetched.current.value, was: { ...was.current } });
  };
  const fetch = () => {
    if (started.current) return;
    started.current = true;
    load().then(
      (value) => {
        fetched.current = { value };
        swap();
      },
      // Offline with the chunk not cached (it is precached): the next use tries again.
      () => void (started.current = false),
    );
  };

  const trigger = (element: ReactElement<TriggerProps>): ReactElement<TriggerProps> => {
    if (loaded) return cloneElement(element, { ref: after });
    const own = element.props;
    return cloneElement(element, {
      ref: before,
      onPointerEnter: (event) => {
        own.onPointerEnter?.(event);
        was.current.hovered = true;
        fetch();
      },
      onPointerLeave: (event) => {
        own.onPointerLeave?.(event);
        // A press that ends off the trigger is no click: nothing to wait for.
        was.current.hovered = false;
        pressing.current = false;
        swap();
      },
      onPointerDown: (event) => {
        own.onPointerDown?.(event);
        pressing.current = true;
        fetch();
      },
      onPointerCancel: (event) => {
        own.onPointerCancel?.(event);
        pressing.current = false;
        swap();
      },
      onFocus: (event) => {
        own.onFocus?.(event);
        fetch();
      },
      onClick: (event) => {
        own.onClick?.(event);
        pressing.current = false;
        was.current.pressed = true;
        fetch();
        swap();
      },
    });
  };

  return { loaded, trigger };
}
