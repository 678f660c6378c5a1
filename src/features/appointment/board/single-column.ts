/**
 * The board on a phone held upright: one technician at a time, filling the board beside the
 * hour column; a swipe (scroll snapping) or the picker moves to the next one. Pure, so the
 * arithmetic is tested without a browser.
 */
import { COLUMN_WIDTH, GUTTER_WIDTH } from './board-geometry';

/**
 * The width of the one column in view. `viewportWidth` is the board's inner width, as the
 * column virtualisation reads it anyway; before it is known the zoom width stands in.
 */
export function fitColumnWidth(viewportWidth: number, fallback: number): number {
  const width = viewportWidth - GUTTER_WIDTH;
  return width >= COLUMN_WIDTH.MIN ? width : fallback;
}

/** The column mostly in view: the one whose start is nearest the board's left edge. */
export function shownColumn({ scrollLeft, columnWidth, count }: { scrollLeft: number; columnWidth: number; count: number }): number {
  if (count <= 0 || columnWidth <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / columnWidth)));
}

/** Where the board scrolls to bring column `index` into view (clamped to the columns there are). */
export function columnScrollLeft({ index, columnWidth, count }: { index: number; columnWidth: number; count: number }): number {
  return Math.min(Math.max(0, index), Math.max(0, count - 1)) * columnWidth;
}
