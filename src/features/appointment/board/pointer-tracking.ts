/**
 * Where the pointer is during a drag. dnd-kit reports the drag's offset adjusted for
 * scrolling, not the pointer itself, and the slot under the pointer needs the pointer.
 */
import type { Point } from './board-types';

export function eventPoint(event: Event): Point | null {
  if (event instanceof MouseEvent) return { x: event.clientX, y: event.clientY };
  // TouchEvent does not exist in desktop browsers without touch support.
  if (typeof TouchEvent !== 'undefined' && event instanceof TouchEvent) {
    const touch = event.touches[0] ?? event.changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  return null;
}

/** Calls `onMove` with every pointer or touch position until the returned stop is called. */
export function trackPointer(onMove: (point: Point) => void): () => void {
  const listener = (event: Event): void => {
    const point = eventPoint(event);
    if (point) onMove(point);
  };
  // Capture phase: positions are known before dnd-kit's own listeners schedule onDragMove.
  const options: AddEventListenerOptions = { capture: true, passive: true };
  window.addEventListener('pointermove', listener, options);
  window.addEventListener('touchmove', listener, options);
  return () => {
    window.removeEventListener('pointermove', listener, options);
    window.removeEventListener('touchmove', listener, options);
  };
}

/** Marks the element a drag moves: the grab offset is measured from its top edge. */
export const DRAG_NODE_PROPS = { 'data-drag-node': '' };

/** How far below the dragged element's top the pointer pressed it. */
export function grabOffsetY(activatorEvent: Event, pointer: Point | null): number {
  const target = activatorEvent.target;
  if (!pointer || !(target instanceof Element)) return 0;
  const node = target.closest('[data-drag-node]') ?? target;
  return pointer.y - node.getBoundingClientRect().top;
}
