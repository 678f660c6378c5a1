/**
 * Pointer → slot arithmetic. The board has one droppable for all its columns and no DOM
 * per 15-minute cell, so the slot under the pointer is computed from the pointer position,
 * the scroll offsets and the grid sizes. Pure, so it is tested without a browser.
 */
import { SLOT_MINUTES, type DayBounds } from '../../../domain/scheduler/working-hours';
import { GUTTER_WIDTH, HEADER_HEIGHT, minutesToPx, pxToMinutes, SLOT_HEIGHT } from './board-geometry';
import type { Point } from './board-types';

type Span = Pick<DayBounds, 'start' | 'end'>;

/**
 * Start minute of the slot at `y` px below the top of the first slot, snapped down to the
 * 15-minute grid and clamped so that an item of `minutes` still fits before the day ends
 * (an item longer than the day starts at the first slot).
 */
export function slotAtY({ y, bounds, minutes = SLOT_MINUTES }: { y: number; bounds: Span; minutes?: number }): number {
  const raw = bounds.start + Math.floor(y / SLOT_HEIGHT) * SLOT_MINUTES;
  const length = Math.max(minutes, SLOT_MINUTES);
  const latest = bounds.start + Math.floor((bounds.end - length - bounds.start) / SLOT_MINUTES) * SLOT_MINUTES;
  return Math.max(bounds.start, Math.min(raw, latest));
}

/** Index of the technician column at `x` px right of the first column's left edge, null outside. */
export function columnAtX({ x, columnWidth, columnCount }: { x: number; columnWidth: number; columnCount: number }): number | null {
  if (x < 0 || columnWidth <= 0) return null;
  const index = Math.floor(x / columnWidth);
  return index < columnCount ? index : null;
}

/** The scroller's visible content box in client coordinates (scrollbars excluded). */
export type Viewport = { left: number; top: number; width: number; height: number };

export type PointerTargetArgs = {
  pointer: Point;
  viewport: Viewport;
  scrollLeft: number;
  scrollTop: number;
  columnWidth: number;
  columnCount: number;
  bounds: Span;
  /** How far below the dragged item's top edge it was grabbed: the slot is where its top lands. */
  grabOffsetY?: number;
  /** Length of the dragged item, for the clamp at the end of the day. */
  minutes?: number;
};

/**
 * Column and start minute under the pointer, or null when the pointer is outside the
 * viewport, over the sticky header row or hour column (which hide the cells beneath), or
 * below the day's last slot or right of the last column (where no column is).
 * The column index is absolute: it does not depend on which columns are rendered.
 */
export function pointerTarget(args: PointerTargetArgs): { columnIndex: number; minute: number } | null {
  const { pointer, viewport } = args;
  const vx = pointer.x - viewport.left;
  const vy = pointer.y - viewport.top;
  if (vx < GUTTER_WIDTH || vy < HEADER_HEIGHT || vx >= viewport.width || vy >= viewport.height) return null;
  const columnIndex = columnAtX({ x: vx - GUTTER_WIDTH + args.scrollLeft, columnWidth: args.columnWidth, columnCount: args.columnCount });
  if (columnIndex === null) return null;
  const below = vy - HEADER_HEIGHT + args.scrollTop;
  if (below >= minutesToPx(args.bounds.end - args.bounds.start)) return null;
  const y = below - (args.grabOffsetY ?? 0);
  return { columnIndex, minute: slotAtY({ y, bounds: args.bounds, minutes: args.minutes }) };
}

/**
 * New end minute of a bottom-edge resize dragged by `deltaY` px: snapped to the nearest
 * slot boundary, at least one slot after the start and not past the end of the day.
 */
export function resizeEnd({ start, end, deltaY, bounds }: { start: number; end: number; deltaY: number; bounds: Span }): number {
  const snapped = Math.round((end + pxToMinutes(deltaY)) / SLOT_MINUTES) * SLOT_MINUTES;
  const earliest = start + SLOT_MINUTES;
  return Math.max(earliest, Math.min(snapped, Math.max(bounds.end, earliest)));
}
