import { describe, expect, it } from 'vitest';
import { allMounted, cardsInViewFirst, catchUpColumns, COLUMN_COST, sameMounted, type MountedColumns } from '../../../../src/features/appointment/board/column-catch-up';
import { card } from './fixtures';

const wanted = { first: 8, last: 15 };
const view = { first: 10, last: 13 };
const NONE: MountedColumns = { indexes: [], partial: new Map() };

describe('catchUpColumns', () => {
  it('mounts the columns in view first, then the nearest, within the budget of cards', () => {
    const step = (mounted: MountedColumns) => catchUpColumns({ mounted, wanted, view, budget: 2 * COLUMN_COST, cardCount: () => 0 });
    const first = step(NONE);
    expect(first.indexes).toEqual([10, 11]);
    const second = step(first);
    expect(second.indexes).toEqual([9, 10, 11, 12]);
    // Then by distance from the view: 13 before 8 and 14.
    expect(step(second).indexes).toEqual([8, 9, 10, 11, 12, 13]);
  });

  it('mounts a busy column with part of its cards and completes it before mounting the next', () => {
    const step = (mounted: MountedColumns) => catchUpColumns({ mounted, wanted, view, budget: COLUMN_COST + 5, cardCount: () => 12 });
    const first = step(NONE);
    expect(first.indexes).toEqual([10]);
    expect(first.partial).toEqual(new Map([[10, 5]]));
    const second = step(first);
    // Eight more cards: the seven column 10 lacks, then the next column's cost.
    expect(second.indexes).toEqual([10, 11]);
    expect(second.partial).toEqual(new Map([[11, 0]]));
    expect(step(second).partial).toEqual(new Map([[11, 8]]));
  });

  it('drops at once the columns no longer wanted and keeps the others', () => {
    const mounted: MountedColumns = { indexes: [2, 3, 9, 10, 11], partial: new Map([[3, 1]]) };
    const next = catchUpColumns({ mounted, wanted, view, budget: COLUMN_COST, cardCount: () => 0 });
    expect(next.indexes).toEqual([9, 10, 11, 12]);
    expect(next.partial.size).toBe(0);
  });

  it('changes nothing once every wanted column is mounted whole', () => {
    const all = allMounted(wanted);
    expect(sameMounted(catchUpColumns({ mounted: all, wanted, view, budget: 8, cardCount: () => 20 }), all)).toBe(true);
  });

  it('always makes progress, even with a budget smaller than a column', () => {
    let mounted = NONE;
    let steps = 0;
    while (!sameMounted(mounted, allMounted(wanted)) && steps < 1000) {
      mounted = catchUpColumns({ mounted, wanted, view, budget: 1, cardCount: () => 3 });
      steps += 1;
    }
    expect(sameMounted(mounted, allMounted(wanted))).toBe(true);
  });
});

describe('cardsInViewFirst', () => {
  const morning = card('a', { top: 0, height: 60 });
  const noon = card('b', { top: 240, height: 60 });
  const evening = card('c', { top: 540, height: 60 });

  it('keeps the cards nearest to the minutes in view, in their order', () => {
    expect(cardsInViewFirst([morning, noon, evening], 2, { start: 200, end: 600 })).toEqual([noon, evening]);
    expect(cardsInViewFirst([morning, noon, evening], 2, { start: 0, end: 100 })).toEqual([morning, noon]);
  });

  it('keeps them all when all are shown', () => {
    expect(cardsInViewFirst([morning, noon, evening], 3, { start: 0, end: 100 })).toEqual([morning, noon, evening]);
  });
});
