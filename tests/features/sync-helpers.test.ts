import { describe, expect, it } from 'vitest';
import { nestAttention } from '../../src/features/sync/attention-tree';
import { mutationFacts } from '../../src/features/sync/mutation-facts';
import { isStorageFull } from '../../src/features/sync/storage-failure';
import { StorageFullError } from '../../src/data/storage-errors';

const item = (id: string, waitsFor?: string) => ({ mutation: { id }, waitsFor });

describe('needs-attention nesting', () => {
  it('hangs waiting changes under the refused one, chains included', () => {
    const groups = nestAttention([item('a'), item('b', 'a'), item('c', 'b'), item('d')]);
    expect(groups.map((g) => [g.item.mutation.id, g.waiting.map((w) => w.mutation.id)])).toEqual([
      ['a', ['b', 'c']],
      ['d', []],
    ]);
  });

  it('keeps an item whose cause is gone on its own, and survives loops', () => {
    expect(nestAttention([item('b', 'gone')]).map((g) => g.item.mutation.id)).toEqual(['b']);
    const loop = nestAttention([item('x', 'y'), item('y', 'x')]);
    expect(loop.flatMap((g) => [g.item, ...g.waiting]).length).toBe(2);
  });
});

describe('mutation facts', () => {
  const args = {
    id: '11111111-1111-4111-8111-111111111111',
    type: 'IN',
    value: 2000,
    note: 'Float',
    actionTime: '2026-11-20 10:30',
    branchId: '22222222-2222-4222-8222-222222222222',
    checkoutMethodId: '33333333-3333-4333-8333-333333333333',
    code: 'B1-1-1',
  };

  it('reads a pay-in', () => {
    const facts = mutationFacts({ name: 'posAction.create', args });
    expect(facts.name).toBe('posAction.create');
    if (facts.name === 'posAction.create') expect(facts.args.value).toBe(2000);
  });

  it('does not break on rows it cannot read', () => {
    expect(mutationFacts({ name: 'posAction.create', args: { value: 'x' } })).toEqual({
      name: 'unknown',
      rawName: 'posAction.create',
    });
    expect(mutationFacts({ name: 'booking.move', args })).toEqual({ name: 'unknown', rawName: 'booking.move' });
  });
});

describe('storage full', () => {
  it('recognises the engine error and a wrapped quota error', () => {
    expect(isStorageFull(new StorageFullError())).toBe(true);
    expect(isStorageFull({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isStorageFull(new Error('other'))).toBe(false);
  });
});
