/**
 * Context menus by touch: a finger held still for 550 ms. Right click (and the context menu
 * event Android sends for a held finger) go through the same handler, so one press opens
 * one menu, and the tap that ends a long press does not also open the card.
 */
import { useCallback, useEffect, useMemo, useRef, type MouseEvent, type PointerEvent, type TouchEvent } from 'react';
import type { Point } from './board-types';
import { useLatest } from './use-latest';

export const LONG_PRESS_MS = 550;
/** Farther than this and the finger is scrolling or dragging, not pressing. */
export const LONG_PRESS_TOLERANCE = 8;

export type LongPressOptions = {
  onMenu: (at: Point, target: EventTarget) => void;
  enabled?: boolean;
  /** Whether a press on this target is ours (an area ignores presses on its cards). */
  accept?: (target: EventTarget) => boolean;
};

export type LongPressHandlers = {
  onPointerDown: (event: PointerEvent) => void;
  onPointerMove: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: (event: PointerEvent) => void;
  onContextMenu: (event: MouseEvent) => void;
  onClickCapture: (event: MouseEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
};

type Press = { pointerId: number; at: Point; target: EventTarget; timer: number };

const acceptAll = (): boolean => true;

export function useLongPress({ onMenu, enabled = true, accept = acceptAll }: LongPressOptions): LongPressHandlers {
  const options = useLatest({ onMenu, enabled, accept });
  const press = useRef<Press | null>(null);
  /** The current press already opened a menu: swallow its context menu event and click. */
  const fired = useRef(false);

  const clear = useCallback(() => {
    if (press.current) window.clearTimeout(press.current.timer);
    press.current = null;
  }, []);
  useEffect(() => clear, [clear]);

  return useMemo(() => {
    const fire = (at: Point, target: EventTarget): void => {
      clear();
      fired.current = true;
      options.current.onMenu(at, target);
    };
    const endIfSame = (event: PointerEvent): void => {
      if (press.current?.pointerId === event.pointerId) clear();
    };
    return {
      onPointerDown: (event) => {
        clear();
        fired.current = false;
        const { enabled: on, accept: ours } = options.current;
        if (event.pointerType !== 'touch' || !event.isPrimary || !on || !ours(event.target)) return;
        const at = { x: event.clientX, y: event.clientY };
        const target = event.target;
        const timer = window.setTimeout(() => fire(at, target), LONG_PRESS_MS);
        press.current = { pointerId: event.pointerId, at, target, timer };
      },
      onPointerMove: (event) => {
        const p = press.current;
        if (!p || p.pointerId !== event.pointerId) return;
        if (Math.hypot(event.clientX - p.at.x, event.clientY - p.at.y) > LONG_PRESS_TOLERANCE) clear();
      },
      onPointerUp: endIfSame,
      onPointerCancel: endIfSame,
      onContextMenu: (event) => {
        event.preventDefault();
        if (fired.current) return;
        const p = press.current;
        if (p) {
          fire(p.at, p.target);
          return;
        }
        const { enabled: on, accept: ours } = options.current;
        if (on && ours(event.target)) options.current.onMenu({ x: event.clientX, y: event.clientY }, event.target);
      },
      onClickCapture: (event) => {
        if (!fired.current) return;
        fired.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      // The lifted finger would otherwise be followed by the mouse events browsers emulate
      // for a touch: their mousedown lands outside the menu just opened, which closes it.
      onTouchEnd: (event) => {
        if (fired.current && event.cancelable) event.preventDefault();
      },
    };
  }, [clear, options]);
}
