import { describe, expect, it } from 'vitest';
import { knownCloses } from '../../../src/features/pos/day-close/day-close-state';
import type { DayCloseArgs, DayCloseEntry } from '../../../src/domain/day-close/day-close';

const CASH = 'cash-id';
const entry = (over: Partial<DayCloseEntry>): DayCloseEntry => ({ id: 's1', checkoutMethodId: CASH, expected: 5520, tabletExpected: 5520, counted: 5020, note: '', correctsId: null, closedBy: 'Fiona Chen', ...over });
const queued = (over: Partial<DayCloseArgs>): DayCloseArgs => ({ id: 'q1', branchId: 'b', date: '2026-11-20', checkoutMethodId: CASH, expected: 5520, counted: 5520, note: 'found', correctsId: 's1', ...over });

describe('what the close dialog knows of a day and method', () => {
  it('lists the server’s entries of the method, then this tablet’s queued ones it has not acknowledged yet', () => {
    const known = knownCloses({
      server: [entry({}), entry({ id: 's2', checkoutMethodId: 'card-id' })],
      queued: [queued({}), queued({ id: 's1' })],
      checkoutMethodId: CASH,
      userName: 'Tom',
    });
    expect(known).toEqual([
      { id: 's1', counted: 5020, expected: 5520, closedBy: 'Fiona Chen', note: '', pending: false },
      { id: 'q1', counted: 5520, expected: 5520, closedBy: 'Tom', note: 'found', pending: true },
    ]);
  });

  it('knows nothing of a method nobody closed', () => {
    expect(knownCloses({ server: [entry({ checkoutMethodId: 'card-id' })], queued: [], checkoutMethodId: CASH, userName: 'Tom' })).toEqual([]);
  });
});
