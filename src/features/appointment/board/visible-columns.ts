/**
 * Horizontal virtualisation: with 100 technicians only the columns in the viewport (plus
 * an overscan on each side) are rendered; a fixed-width content box keeps the scroll range.
 */
import { COLUMN_OVERSCAN, GUTTER_WIDTH } from './board-geometry';

/** Columns [first, last) to render. */
export type ColumnWindow = { first: number; last: number };

export function visibleColumns({
  scrollLeft,
  viewportWidth,
  columnWidth,
  columnCount,
  overscan = COLUMN_OVERSCAN,
}: {
  scrollLeft: number;
  viewportWidth: number;
  columnWidth: number;
  columnCount: number;
  overscan?: number;
}): ColumnWindow {
  if (columnCount <= 0 || columnWidth <= 0) return { first: 0, last: 0 };
  // The sticky hour column covers the viewport's left edge, so only the rest shows columns.
  const area = Math.max(0, viewportWidth - GUTTER_WIDTH);
  const first = Math.floor(Math.max(0, scrollLeft) / columnWidth);
  const last = Math.ceil((Math.max(0, scrollLeft) + area) / columnWidth);
  return {
    first: Math.min(columnCount, Math.max(0, first - overscan)),
    last: Math.min(columnCount, Math.max(first + 1, last) + overscan),
  };
}

/** The indexes of a window, in order. */
export function windowIndexes(window: ColumnWindow): number[] {
  const indexes: number[] = [];
  for (let i = window.first; i < window.last; i++) indexes.push(i);
  return indexes;
}

/**
 * Indexes to render: the mounted ones, plus `pinned` when it is not among them. The column of
 * a card being dragged stays mounted so its draggable does not vanish while the board scrolls away.
 */
export function columnsToRender(mounted: readonly number[], pinned: number | null): number[] {
  if (pinned === null || pinned < 0 || mounted.includes(pinned)) return [...mounted];
  return [...mounted, pinned].sort((a, b) => a - b);
}
