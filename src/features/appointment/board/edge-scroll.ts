/**
 * Scrolling the board while a dragged card is held near one of its edges, as dnd-kit did for
 * its drags: within the outer fifth of the board, faster the closer to the edge, and only in
 * the direction the drag has gone (a card picked up near an edge does not set it scrolling).
 */
import type { Point } from './board-types';

/** The part of the board, from each edge, where a held drag scrolls it. */
export const EDGE_FRACTION = 0.2;
/** Pixels per millisecond at the very edge (dnd-kit's 10 px every 5 ms). */
export const EDGE_SPEED = 2;

export type Box = { left: number; top: number; width: number; height: number };
/** How far the board can still scroll each way. */
export type Room = { left: boolean; right: boolean; up: boolean; down: boolean };

function axisSpeed(at: number, from: number, start: number, size: number, room: { back: boolean; forward: boolean }): number {
  const band = size * EDGE_FRACTION;
  if (band <= 0) return 0;
  const depth = (edge: number): number => Math.min(1, Math.abs(edge - at) / band);
  if (room.back && at < from && at <= start + band) return -EDGE_SPEED * depth(start + band);
  if (room.forward && at > from && at >= start + size - band) return EDGE_SPEED * depth(start + size - band);
  return 0;
}

/** Scroll speed in px per ms on each axis for a pointer at `pointer` that pressed at `origin`. */
export function edgeSpeed({ pointer, origin, box, room }: { pointer: Point; origin: Point; box: Box; room: Room }): Point {
  return {
    x: axisSpeed(pointer.x, origin.x, box.left, box.width, { back: room.left, forward: room.right }),
    y: axisSpeed(pointer.y, origin.y, box.top, box.height, { back: room.up, forward: room.down }),
  };
}

const ANY_ROOM: Room = { left: true, right: true, up: true, down: true };

function roomOf(el: HTMLElement): Room {
  return {
    left: el.scrollLeft > 0,
    right: el.scrollLeft < el.scrollWidth - el.clientWidth - 1,
    up: el.scrollTop > 0,
    down: el.scrollTop < el.scrollHeight - el.clientHeight - 1,
  };
}

export type EdgeScroller = {
  /** The pointer moved: starts or stops scrolling. */
  follow: (pointer: Point) => void;
  stop: () => void;
};

/**
 * Scrolls `el` once a frame while the pointer is near an edge; `onScrolled` is called after
 * each step (the cell under a still pointer has changed).
 */
export function edgeScroller(el: HTMLElement, origin: Point, onScrolled: () => void): EdgeScroller {
  // The board does not move or change size during a drag (a resized window ends it).
  const rect = el.getBoundingClientRect();
  const box: Box = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
  let pointer = origin;
  let frame = 0;
  let last = 0;
  const step = (time: number): void => {
    const speed = edgeSpeed({ pointer, origin, box, room: roomOf(el) });
    if (speed.x === 0 && speed.y === 0) {
      frame = 0;
      return;
    }
    // The first frame has no previous one: a nominal 16 ms.
    const elapsed = last ? Math.min(time - last, 50) : 16;
    last = time;
    el.scrollLeft += speed.x * elapsed;
    el.scrollTop += speed.y * elapsed;
    onScrolled();
    frame = requestAnimationFrame(step);
  };
  return {
    follow: (next) => {
      pointer = next;
      if (frame !== 0) return;
      // Away from the edges (most moves) the board's scroll sizes are not read.
      const speed = edgeSpeed({ pointer, origin, box, room: ANY_ROOM });
      if (speed.x === 0 && speed.y === 0) return;
      last = 0;
      frame = requestAnimationFrame(step);
    },
    stop: () => {
      cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
