import { describe, expect, it } from 'vitest';
import { COLUMN_OVERSCAN, GUTTER_WIDTH } from '../../../../src/features/appointment/board/board-geometry';
import { columnsToRender, visibleColumns } from '../../../../src/features/appointment/board/visible-columns';

describe('visibleColumns', () => {
  it('renders the columns in view plus the overscan on the right at the start', () => {
    // 1000 px wide: 936 px of columns = 5.2 columns of 180 px → columns 0..5, then 2 more.
    const w = visibleColumns({ scrollLeft: 0, viewportWidth: 1000, columnWidth: 180, columnCount: 100 });
    expect(w).toEqual({ first: 0, last: 6 + COLUMN_OVERSCAN });
  });

  it('adds the overscan on both sides when scrolled', () => {
    const w = visibleColumns({ scrollLeft: 20 * 180 + 90, viewportWidth: GUTTER_WIDTH + 3 * 180, columnWidth: 180, columnCount: 100 });
    // Columns 20 (half hidden) to 23 (half shown) are visible.
    expect(w).toEqual({ first: 18, last: 26 });
  });

  it('never goes past the last column', () => {
    const w = visibleColumns({ scrollLeft: 95 * 40, viewportWidth: 2000, columnWidth: 40, columnCount: 100 });
    expect(w.last).toBe(100);
    expect(w.first).toBe(95 - COLUMN_OVERSCAN);
  });

  it('renders everything when all columns fit', () => {
    expect(visibleColumns({ scrollLeft: 0, viewportWidth: 1600, columnWidth: 180, columnCount: 4 })).toEqual({ first: 0, last: 4 });
  });

  it('renders nothing without technicians', () => {
    expect(visibleColumns({ scrollLeft: 0, viewportWidth: 1600, columnWidth: 180, columnCount: 0 })).toEqual({ first: 0, last: 0 });
  });

  it('still renders a few columns before the viewport is measured', () => {
    const w = visibleColumns({ scrollLeft: 0, viewportWidth: 0, columnWidth: 180, columnCount: 100 });
    expect(w.last).toBeGreaterThan(0);
  });

  it('keeps the rendered count proportional to the viewport, not to the technician count', () => {
    const small = visibleColumns({ scrollLeft: 0, viewportWidth: 1400, columnWidth: 40, columnCount: 100 });
    expect(small.last - small.first).toBeLessThanOrEqual(Math.ceil((1400 - GUTTER_WIDTH) / 40) + 2 * COLUMN_OVERSCAN);
  });
});

describe('columnsToRender', () => {
  it('lists the mounted columns', () => {
    expect(columnsToRender([3, 4, 5], null)).toEqual([3, 4, 5]);
  });

  it('keeps a pinned column (the dragged card’s) that is not mounted', () => {
    expect(columnsToRender([3, 4, 5], 0)).toEqual([0, 3, 4, 5]);
    expect(columnsToRender([3, 4, 5], 9)).toEqual([3, 4, 5, 9]);
    expect(columnsToRender([3, 4, 5], 4)).toEqual([3, 4, 5]);
  });
});
