/**
 * Windows close with Escape and give focus back to what opened them.
 *
 * Mantine returns focus only when `opened` turns false on a modal that was mounted closed, to
 * the element focused when it opened. Our windows mostly mount already open and unmount to
 * close, and many open from a menu item that is gone by then. So a window remembers its opener
 * as it opens: the focused element, or, when that is a menu item or a popover's (gone when the
 * window closes), the last element focused outside them, such as the board card or the list
 * row's button that the menu belonged to. It focuses that again once closed, unless another
 * window has taken the focus meanwhile.
 *
 * Escape is handled here rather than by Mantine, whose listener on `window` closes every open
 * modal at once: only the window holding the focus closes, so Escape in a confirmation over a
 * window (or in an open dropdown) closes that alone.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Short-lived surfaces: a window opened from one returns focus to what opened them. */
const PASSING = '[role="menu"], [role="listbox"], .mantine-Popover-dropdown, [data-window-dock]';
const DIALOG = '[role="dialog"]';

let lastSettled: HTMLElement | null = null;

/** What opened each open window: a window opened from one that then closes (Save and pay) falls back to it. */
const openers = new WeakMap<Element, HTMLElement>();

function onFocusIn(event: FocusEvent): void {
  if (event.target instanceof HTMLElement && !event.target.closest(PASSING)) lastSettled = event.target;
}

if (typeof document !== 'undefined') document.addEventListener('focusin', onFocusIn, true);

type Opener = { element: HTMLElement | null; fallback: HTMLElement | null };

function currentOpener(): Opener {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const element = active instanceof HTMLElement && active !== document.body && !active.closest(PASSING) ? active : lastSettled;
  const around = element?.closest(DIALOG);
  return { element, fallback: around ? (openers.get(around) ?? null) : null };
}

/** A confirmation closing with its window (Discard) keeps the focus until its own exit is over. */
const RETURN_WITHIN_MS = 800;
const RETRY_MS = 50;

function giveFocusBack(opener: Opener, closing: Element | null, waited = 0): void {
  window.setTimeout(() => {
    const target = opener.element?.isConnected ? opener.element : opener.fallback?.isConnected ? opener.fallback : null;
    if (!target) return;
    const active = document.activeElement;
    const elsewhere =
      active instanceof HTMLElement && active !== document.body && active.isConnected && !active.closest(PASSING) && !(closing?.contains(active) ?? false);
    // Another window over the page (opened from the menu that is closing, or still fading out) keeps the focus.
    const covered = [...document.querySelectorAll(DIALOG)].some((d) => d !== closing && !d.contains(target) && d.getClientRects().length > 0);
    if (!elsewhere && !covered) target.focus({ preventScroll: true });
    else if (waited < RETURN_WITHIN_MS) giveFocusBack(opener, closing, waited + RETRY_MS);
  }, waited === 0 ? 0 : RETRY_MS);
}

/**
 * Remembers the opener while `opened` and focuses it again when the window closes or unmounts.
 * `inside` is any element within the window (its dialog is what is closing).
 */
export function useReturnFocus(opened: boolean, inside: RefObject<HTMLElement | null>): void {
  const [opener, setOpener] = useState<Opener>(() => (opened ? currentOpener() : { element: null, fallback: null }));
  // Read as the window opens, before its focus trap moves the focus in (adjusted during render).
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) setOpener(currentOpener());
  }
  useEffect(() => {
    if (!opened) return undefined;
    // On unmount the ref is already cleared when the cleanup runs; on close it may only be set then (content mounted late).
    const dialogOf = () => inside.current?.closest(DIALOG) ?? inside.current;
    const opening = dialogOf();
    if (opening && opener.element) openers.set(opening, opener.element);
    return () => giveFocusBack(opener, dialogOf() ?? opening);
  }, [opened, opener, inside]);
}

/** Escape calls `onClose` when the focus is in this window (not in a window over it, not in an open dropdown). */
export function useEscapeToClose(enabled: boolean, inside: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.getAttribute('data-mantine-stop-propagation') === 'true') return;
      const dialog = inside.current?.closest(DIALOG);
      if (!dialog) return;
      // Focus on the page behind (lost to a click on plain text, or not yet moved in): the window on top closes.
      const holder = target.closest(DIALOG) ?? topDialog();
      if (holder === dialog) close.current();
    };
    // Capture, as Mantine does: an open dropdown marks its input (data-mantine-stop-propagation)
    // only until its own handler has closed it.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, inside]);
}

function topDialog(): Element | null {
  const shown = [...document.querySelectorAll(DIALOG)].filter((d) => d.getClientRects().length > 0);
  return shown[shown.length - 1] ?? null;
}
