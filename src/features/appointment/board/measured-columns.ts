/**
 * The columns mounted in the board's first commit and after a change of size, zoom or
 * technicians. The first commit cannot read the board's width (it is not laid out yet), and a
 * window that differs from the measured one re-renders the board synchronously before its
 * first paint (about 50 ms on a slow tablet). So the first guess takes the window's width,
 * which the board's never exceeds, and a measure keeps the mounted columns when they hold the
 * wanted ones with a column or two more: those go at the next scroll's catch-up.
 */
import { allMounted, type MountedColumns } from './column-catch-up';
import { visibleColumns, type ColumnWindow } from './visible-columns';

/** Columns beyond the wanted ones a measure leaves mounted rather than render again. */
export const SPARE_COLUMNS = 2;

/** Before the first layout: the columns a board as wide as the window shows, scrolled to its start. */
export function guessedColumns({ windowWidth, columnWidth, count }: { windowWidth: number; columnWidth: number; count: number }): MountedColumns {
  return allMounted(visibleColumns({ scrollLeft: 0, viewportWidth: windowWidth, columnWidth, columnCount: count }));
}

/**
 * What a measure mounts: `mounted` itself when every column in it is whole, real and it holds
 * all of `wanted` with at most SPARE_COLUMNS others; otherwise exactly `wanted`.
 */
export function measuredColumns({ mounted, wanted, count }: { mounted: MountedColumns; wanted: ColumnWindow; count: number }): MountedColumns {
  const size = wanted.last - wanted.first;
  const held = mounted.indexes.filter((index) => index >= wanted.first && index < wanted.last).length;
  const real = mounted.indexes.every((index) => index >= 0 && index < count);
  const spare = mounted.indexes.length - size;
  return mounted.partial.size === 0 && real && held === size && spare <= SPARE_COLUMNS ? mounted : allMounted(wanted);
}
