/**
 * A press on a board card followed until it becomes a drag, then until it ends: mouse and pen
 * after 6 px of travel, a finger after 180 ms held still (so a swipe scrolls the board), as
 * dnd-kit's sensors did (dnd-sensors.ts). The board's own moves no longer go through dnd-kit:
 * its context re-rendered, measured every droppable and walked the scroll ancestors at the
 * start and end of each drag, which took three to five frames at 4× CPU on a tablet.
 */
import type { Point } from './board-types';
import { MOUSE_DRAG_DISTANCE, TOUCH_DRAG_DELAY, TOUCH_DRAG_TOLERANCE } from './dnd-sensors';
import { eventPoint } from './pointer-tracking';

export type PressHandlers = {
  /** The press became a drag; `move` follows at once with the pointer that started it. */
  start: (origin: Point) => void;
  move: (point: Point) => void;
  /** Released after the drag started. */
  end: (point: Point) => void;
  /** Escape, a resized window, a hidden tab or `cancel()`, after the drag started. */
  cancel: () => void;
  /** The press is over, whether it became a drag or not (called before `end` or `cancel`). */
  settle: () => void;
};

export type Press = {
  /** Ends the press without a drop: the drag's `cancel` is called if it had started. */
  cancel: () => void;
};

/** A click after a drag ended is the release itself: swallowed for this long, as dnd-kit does. */
const CLICK_GUARD_MS = 50;

function isTouchStart(event: Event): event is TouchEvent {
  return typeof TouchEvent !== 'undefined' && event instanceof TouchEvent;
}

function isMousePress(event: Event): boolean {
  return typeof PointerEvent !== 'undefined' && event instanceof PointerEvent && event.pointerType !== 'touch' && event.isPrimary && event.button === 0;
}

function travelled(from: Point, to: Point): number {
  return Math.hypot(to.x - from.x, to.y - from.y);
}

type Off = () => void;

function listen(target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): Off {
  target.addEventListener(type, listener, options);
  return () => target.removeEventListener(type, listener, options);
}

/**
 * Sends a mouse's or pen's events to the pressed element until it is released: the browser then
 * skips the hit test of every move (a walk through all the board's cards, 5 ms and more a move
 * at 4× CPU) and the hover changes under the pointer. A finger's events go to what it first
 * touched anyway. Returns the release.
 */
function capturePointer(event: Event): Off {
  const target = event.target;
  if (typeof PointerEvent === 'undefined' || !(event instanceof PointerEvent) || !(target instanceof Element)) return () => undefined;
  try {
    target.setPointerCapture(event.pointerId);
  } catch {
    // The pointer is already gone (released before the drag started): nothing to capture.
    return () => undefined;
  }
  return () => {
    if (target.hasPointerCapture(event.pointerId)) target.releasePointerCapture(event.pointerId);
  };
}

const stopPropagation = (event: Event): void => event.stopPropagation();
const preventDefault = (event: Event): void => event.preventDefault();

/**
 * Follows the press `event` starts (a pointerdown of a mouse or pen, or a touchstart of one
 * finger); null when it is not one that may drag (another button, a second finger).
 */
export function followPress(event: Event, handlers: PressHandlers): Press | null {
  const touch = isTouchStart(event);
  if (touch ? event.touches.length > 1 : !isMousePress(event)) return null;
  const origin = eventPoint(event);
  if (!origin) return null;
  // Touch events keep going to the element first touched; pointer events to what is under the pointer.
  const source = touch ? event.target : document;
  if (!source) return null;
  const names = touch ? { move: 'touchmove', end: 'touchend', cancel: 'touchcancel' } : { move: 'pointermove', end: 'pointerup', cancel: 'pointercancel' };

  let active = false;
  let done = false;
  let last = origin;
  const offs: Off[] = [];
  const finish = (): boolean => {
    if (done) return false;
    done = true;
    window.clearTimeout(timer);
    for (const off of offs.splice(0)) off();
    handlers.settle();
    return active;
  };
  const removeSelection = (): void => document.getSelection()?.removeAllRanges();
  const start = (): void => {
    active = true;
    const click = listen(document, 'click', stopPropagation, { capture: true });
    const selection = listen(document, 'selectionchange', removeSelection);
    offs.push(selection, () => window.setTimeout(click, CLICK_GUARD_MS));
    removeSelection();
    handlers.start(origin);
  };
  const cancel = (): void => {
    if (finish()) handlers.cancel();
  };
  const onMove = (e: Event): void => {
    const point = eventPoint(e);
    if (!point || done) return;
    if (!active) {
      const distance = travelled(origin, point);
      if (touch) {
        if (distance > TOUCH_DRAG_TOLERANCE) finish();
        return;
      }
      if (distance <= MOUSE_DRAG_DISTANCE) return;
      start();
    }
    // Once dragging, a finger must not also scroll the board.
    if (e.cancelable) e.preventDefault();
    last = point;
    handlers.move(point);
  };
  const onEnd = (e: Event): void => {
    const point = eventPoint(e) ?? last;
    if (finish()) handlers.end(point);
  };
  const onKey = (e: Event): void => {
    if (e instanceof KeyboardEvent && e.key === 'Escape') cancel();
  };

  const held = (): void => {
    start();
    handlers.move(origin);
  };
  const timer = touch ? window.setTimeout(held, TOUCH_DRAG_DELAY) : 0;
  offs.push(
    // From the press on: the move that starts the drag is spared its hit test as well.
    capturePointer(event),
    listen(source, names.move, onMove, { passive: false }),
    listen(source, names.end, onEnd),
    listen(source, names.cancel, cancel),
    listen(window, 'resize', cancel),
    listen(window, 'dragstart', preventDefault),
    listen(window, 'visibilitychange', cancel),
    listen(window, 'contextmenu', preventDefault),
    listen(document, 'keydown', onKey),
  );
  return { cancel };
}
