import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTH, GUTTER_WIDTH } from '../../../../src/features/appointment/board/board-geometry';
import { columnScrollLeft, fitColumnWidth, shownColumn } from '../../../../src/features/appointment/board/single-column';
import { visibleColumns } from '../../../../src/features/appointment/board/visible-columns';

describe('the board on a phone: one technician at a time', () => {
  it('fills the board beside the hour column', () => {
    // A 390 px phone: 366 px of board inside the page's padding and the border.
    expect(fitColumnWidth(366, 180)).toBe(366 - GUTTER_WIDTH);
  });

  it('keeps the zoom width until the board has a width, or when it is too narrow for a column', () => {
    expect(fitColumnWidth(0, 180)).toBe(180);
    expect(fitColumnWidth(GUTTER_WIDTH + COLUMN_WIDTH.MIN - 1, 120)).toBe(120);
  });

  it('names the column mostly in view while a swipe is under way', () => {
    expect(shownColumn({ scrollLeft: 0, columnWidth: 300, count: 8 })).toBe(0);
    expect(shownColumn({ scrollLeft: 149, columnWidth: 300, count: 8 })).toBe(0);
    expect(shownColumn({ scrollLeft: 151, columnWidth: 300, count: 8 })).toBe(1);
    expect(shownColumn({ scrollLeft: 900, columnWidth: 300, count: 8 })).toBe(3);
  });

  it('stays within the columns there are', () => {
    expect(shownColumn({ scrollLeft: 99_999, columnWidth: 300, count: 8 })).toBe(7);
    expect(shownColumn({ scrollLeft: -40, columnWidth: 300, count: 8 })).toBe(0);
    expect(shownColumn({ scrollLeft: 500, columnWidth: 300, count: 0 })).toBe(0);
  });

  it('scrolls the picked column to the board’s left edge, and no further than the last', () => {
    expect(columnScrollLeft({ index: 2, columnWidth: 300, count: 8 })).toBe(600);
    expect(columnScrollLeft({ index: -1, columnWidth: 300, count: 8 })).toBe(0);
    expect(columnScrollLeft({ index: 12, columnWidth: 300, count: 8 })).toBe(2100);
  });

  it('renders the column in view and its neighbours, as on a tablet', () => {
    const width = fitColumnWidth(366, 180);
    const window = visibleColumns({ scrollLeft: 3 * width, viewportWidth: 366, columnWidth: width, columnCount: 8 });
    expect(window.first).toBeLessThanOrEqual(2);
    expect(window.last).toBeGreaterThanOrEqual(5);
  });
});
