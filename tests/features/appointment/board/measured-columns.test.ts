import { describe, expect, it } from 'vitest';
import { allMounted, type MountedColumns } from '../../../../src/features/appointment/board/column-catch-up';
import { guessedColumns, measuredColumns, SPARE_COLUMNS } from '../../../../src/features/appointment/board/measured-columns';

describe('guessedColumns', () => {
  it('mounts what a board as wide as the window would show, with the overscan', () => {
    // 1280 px less the 64 px hour column: 6.8 columns of 180 px in view, then 2 beyond.
    expect(guessedColumns({ windowWidth: 1280, columnWidth: 180, count: 10 }).indexes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(guessedColumns({ windowWidth: 1280, columnWidth: 180, count: 4 }).indexes).toEqual([0, 1, 2, 3]);
    expect(guessedColumns({ windowWidth: 1280, columnWidth: 180, count: 10 }).partial.size).toBe(0);
  });
});

describe('measuredColumns', () => {
  const guess = guessedColumns({ windowWidth: 1280, columnWidth: 180, count: 10 });

  it('keeps the first guess when the board is narrower than the window by a column or two', () => {
    // A 1280 px tablet with its side menu: a 986 px board wants columns 0 to 7.
    expect(measuredColumns({ mounted: guess, wanted: { first: 0, last: 8 }, count: 10 })).toBe(guess);
    // A 1024 px tablet: columns 0 to 5; the guess there held 0 to 7.
    const tablet = guessedColumns({ windowWidth: 1024, columnWidth: 180, count: 10 });
    expect(measuredColumns({ mounted: tablet, wanted: { first: 0, last: 6 }, count: 10 })).toBe(tablet);
  });

  it('mounts exactly the wanted columns when more than SPARE_COLUMNS would be left over', () => {
    const wanted = { first: 0, last: 9 - SPARE_COLUMNS - 1 };
    expect(measuredColumns({ mounted: guess, wanted, count: 10 })).toEqual(allMounted(wanted));
  });

  it('mounts exactly the wanted columns when one of them is missing', () => {
    expect(measuredColumns({ mounted: guess, wanted: { first: 0, last: 10 }, count: 10 })).toEqual(allMounted({ first: 0, last: 10 }));
    expect(measuredColumns({ mounted: guess, wanted: { first: 2, last: 10 }, count: 10 }).indexes).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('mounts exactly the wanted columns when a mounted one has only part of its cards', () => {
    const partly: MountedColumns = { indexes: guess.indexes, partial: new Map([[8, 3]]) };
    expect(measuredColumns({ mounted: partly, wanted: { first: 0, last: 8 }, count: 10 })).toEqual(allMounted({ first: 0, last: 8 }));
  });

  it('mounts exactly the wanted columns when a mounted one is past the technicians there now are', () => {
    expect(measuredColumns({ mounted: guess, wanted: { first: 0, last: 8 }, count: 8 })).toEqual(allMounted({ first: 0, last: 8 }));
  });
});
