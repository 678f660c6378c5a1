import { describe, expect, it } from 'vitest';
import { WorkingType } from '../../../../src/domain/api';
import { groupCards } from '../../../../src/features/appointment/board/group-cards';
import { offShiftBlocks, visibleBreaks } from '../../../../src/features/appointment/board/shading';
import { BOUNDS, card } from './fixtures';

describe('offShiftBlocks', () => {
  it('shades before, between and after shifts', () => {
    expect(offShiftBlocks([{ start: 540, end: 720 }, { start: 780, end: 1020 }], BOUNDS)).toEqual([
      { start: 420, end: 540 },
      { start: 720, end: 780 },
      { start: 1020, end: 1080 },
    ]);
  });

  it('shades the whole day without a shift and nothing under a shift covering it', () => {
    expect(offShiftBlocks([], BOUNDS)).toEqual([{ start: 420, end: 1080 }]);
    expect(offShiftBlocks([{ start: 0, end: 1440 }], BOUNDS)).toEqual([]);
  });
});

describe('visibleBreaks', () => {
  it('clips breaks to the day and drops those outside it', () => {
    const b = (id: string, start: number, end: number) => ({ id, start, end, type: WorkingType.BREAK_PAID, note: null });
    expect(visibleBreaks([b('a', 400, 450), b('b', 720, 750), b('c', 1100, 1200)], BOUNDS)).toEqual([b('a', 420, 450), b('b', 720, 750)]);
  });
});

describe('groupCards', () => {
  it('groups by technician in the given order', () => {
    const groups = groupCards([card('a'), card('b', { technicianId: 't2' }), card('c')], new Map());
    expect(groups.get('t1')?.map((c) => c.item.id)).toEqual(['a', 'c']);
    expect(groups.get('t2')?.map((c) => c.item.id)).toEqual(['b']);
  });

  it('keeps the previous objects for unchanged cards and columns', () => {
    const first = groupCards([card('a'), card('b', { technicianId: 't2' })], new Map());
    // Rebuilt from a new snapshot: equal content, new objects; only b changes.
    const second = groupCards([card('a'), card('b', { technicianId: 't2', end: '11:30', height: 90 })], first);
    expect(second.get('t1')).toBe(first.get('t1'));
    expect(second.get('t2')).not.toBe(first.get('t2'));
    expect(second.get('t2')?.[0]?.item.endTime).toBe('2026-03-10 11:30');
  });

  it('keeps unchanged card objects inside a changed column', () => {
    const first = groupCards([card('a'), card('c')], new Map());
    const second = groupCards([card('a'), { ...card('c'), pending: true }], first);
    expect(second.get('t1')).not.toBe(first.get('t1'));
    expect(second.get('t1')?.[0]).toBe(first.get('t1')?.[0]);
  });
});
