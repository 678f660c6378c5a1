import { describe, expect, it } from 'vitest';
import { GUTTER_WIDTH, HEADER_HEIGHT, SLOT_HEIGHT } from '../../../../src/features/appointment/board/board-geometry';
import { columnAtX, pointerTarget, resizeEnd, slotAtY, type Viewport } from '../../../../src/features/appointment/board/pointer-slot';
import { visibleColumns } from '../../../../src/features/appointment/board/visible-columns';

/** 07:00 to 18:00. */
const bounds = { start: 7 * 60, end: 18 * 60 };
const viewport: Viewport = { left: 100, top: 50, width: 1000, height: 600 };

describe('SLOT_HEIGHT', () => {
  it('is 24 px per 15 minutes', () => {
    expect(SLOT_HEIGHT).toBe(24);
  });
});

describe('slotAtY', () => {
  it('maps the top of the first slot to the start of the day', () => {
    expect(slotAtY({ y: 0, bounds })).toBe(420);
  });

  it('snaps down to the slot the pointer is in', () => {
    expect(slotAtY({ y: SLOT_HEIGHT - 1, bounds })).toBe(420);
    expect(slotAtY({ y: SLOT_HEIGHT, bounds })).toBe(435);
    expect(slotAtY({ y: 4 * SLOT_HEIGHT + 23.9, bounds })).toBe(480);
  });

  it('clamps above the first slot to the start of the day', () => {
    expect(slotAtY({ y: -200, bounds })).toBe(420);
  });

  it('clamps below the last slot so the item still ends by the end of the day', () => {
    expect(slotAtY({ y: 10_000, bounds })).toBe(18 * 60 - 15);
    expect(slotAtY({ y: 10_000, bounds, minutes: 60 })).toBe(17 * 60);
    // A 50-minute item starts on the grid: 17:00 is the last slot that fits (17:10 is off grid).
    expect(slotAtY({ y: 10_000, bounds, minutes: 50 })).toBe(17 * 60);
  });

  it('starts an item longer than the day at the first slot', () => {
    expect(slotAtY({ y: 500, bounds, minutes: 24 * 60 })).toBe(420);
  });
});

describe('columnAtX', () => {
  it('finds the column under x', () => {
    expect(columnAtX({ x: 0, columnWidth: 180, columnCount: 5 })).toBe(0);
    expect(columnAtX({ x: 179.9, columnWidth: 180, columnCount: 5 })).toBe(0);
    expect(columnAtX({ x: 180, columnWidth: 180, columnCount: 5 })).toBe(1);
  });

  it('is null left of the first and right of the last column', () => {
    expect(columnAtX({ x: -1, columnWidth: 180, columnCount: 5 })).toBeNull();
    expect(columnAtX({ x: 5 * 180, columnWidth: 180, columnCount: 5 })).toBeNull();
  });
});

describe('pointerTarget', () => {
  const base = { viewport, scrollLeft: 0, scrollTop: 0, columnWidth: 180, columnCount: 40, bounds };

  it('finds column and slot from the pointer relative to the scroller', () => {
    const pointer = { x: viewport.left + GUTTER_WIDTH + 2 * 180 + 10, y: viewport.top + HEADER_HEIGHT + 3 * SLOT_HEIGHT + 5 };
    expect(pointerTarget({ ...base, pointer })).toEqual({ columnIndex: 2, minute: 420 + 45 });
  });

  it('adds the scroll offsets', () => {
    const pointer = { x: viewport.left + GUTTER_WIDTH + 10, y: viewport.top + HEADER_HEIGHT + 5 };
    expect(pointerTarget({ ...base, pointer, scrollLeft: 10 * 180, scrollTop: 8 * SLOT_HEIGHT })).toEqual({
      columnIndex: 10,
      minute: 420 + 120,
    });
  });

  it('places the item top where it was grabbed, not where the pointer is', () => {
    const pointer = { x: viewport.left + GUTTER_WIDTH + 10, y: viewport.top + HEADER_HEIGHT + 4 * SLOT_HEIGHT + 2 };
    expect(pointerTarget({ ...base, pointer, grabOffsetY: 2 * SLOT_HEIGHT })?.minute).toBe(420 + 30);
  });

  it('is null over the sticky header row and hour column, and outside the viewport', () => {
    const inside = { x: viewport.left + GUTTER_WIDTH + 10, y: viewport.top + HEADER_HEIGHT + 10 };
    expect(pointerTarget({ ...base, pointer: { ...inside, y: viewport.top + HEADER_HEIGHT - 1 } })).toBeNull();
    expect(pointerTarget({ ...base, pointer: { ...inside, x: viewport.left + GUTTER_WIDTH - 1 } })).toBeNull();
    expect(pointerTarget({ ...base, pointer: { ...inside, x: viewport.left + viewport.width } })).toBeNull();
    expect(pointerTarget({ ...base, pointer: { ...inside, y: viewport.top + viewport.height + 1 } })).toBeNull();
  });

  it('is null right of the last column when the columns do not fill the viewport', () => {
    const pointer = { x: viewport.left + GUTTER_WIDTH + 3 * 180 + 1, y: viewport.top + HEADER_HEIGHT + 10 };
    expect(pointerTarget({ ...base, columnCount: 3, pointer })).toBeNull();
  });

  it('clamps the slot to the day', () => {
    const dayHeight = ((18 * 60 - 7 * 60) / 15) * SLOT_HEIGHT;
    const pointer = { x: viewport.left + GUTTER_WIDTH + 10, y: viewport.top + HEADER_HEIGHT + 10 };
    expect(pointerTarget({ ...base, pointer, scrollTop: dayHeight - 20, minutes: 90 })?.minute).toBe(18 * 60 - 90);
  });

  it('is null below the last slot of the day, where the board has no column', () => {
    const dayHeight = ((18 * 60 - 7 * 60) / 15) * SLOT_HEIGHT;
    const x = viewport.left + GUTTER_WIDTH + 10;
    const scrollTop = dayHeight - 100;
    expect(pointerTarget({ ...base, scrollTop, pointer: { x, y: viewport.top + HEADER_HEIGHT + 99 } })?.minute).toBe(18 * 60 - 15);
    expect(pointerTarget({ ...base, scrollTop, pointer: { x, y: viewport.top + HEADER_HEIGHT + 100 } })).toBeNull();
  });

  it('gives the absolute column index, which the virtualisation window always renders', () => {
    const scrollLeft = 37 * 180 + 50;
    const window = visibleColumns({ scrollLeft, viewportWidth: viewport.width, columnWidth: 180, columnCount: 100 });
    for (const x of [GUTTER_WIDTH, 400, viewport.width - 1]) {
      const hit = pointerTarget({ ...base, columnCount: 100, scrollLeft, pointer: { x: viewport.left + x, y: viewport.top + 200 } });
      expect(hit).not.toBeNull();
      const index = hit?.columnIndex ?? -1;
      expect(index).toBeGreaterThanOrEqual(window.first);
      expect(index).toBeLessThan(window.last);
    }
    const first = pointerTarget({ ...base, columnCount: 100, scrollLeft, pointer: { x: viewport.left + GUTTER_WIDTH, y: viewport.top + 200 } });
    expect(first?.columnIndex).toBe(37);
  });
});

describe('resizeEnd', () => {
  const start = 600;
  const end = 660;

  it('snaps the dragged end to the nearest slot boundary', () => {
    expect(resizeEnd({ start, end, deltaY: 0, bounds })).toBe(660);
    expect(resizeEnd({ start, end, deltaY: 11, bounds })).toBe(660);
    expect(resizeEnd({ start, end, deltaY: 13, bounds })).toBe(675);
    expect(resizeEnd({ start, end, deltaY: 2 * SLOT_HEIGHT, bounds })).toBe(690);
    expect(resizeEnd({ start, end, deltaY: -SLOT_HEIGHT, bounds })).toBe(645);
  });

  it('snaps an end that was off the grid onto it', () => {
    expect(resizeEnd({ start, end: 650, deltaY: 10, bounds })).toBe(660);
  });

  it('keeps at least one slot', () => {
    expect(resizeEnd({ start, end, deltaY: -10 * SLOT_HEIGHT, bounds })).toBe(615);
  });

  it('does not pass the end of the day', () => {
    expect(resizeEnd({ start, end, deltaY: 100 * SLOT_HEIGHT, bounds })).toBe(18 * 60);
  });
});
