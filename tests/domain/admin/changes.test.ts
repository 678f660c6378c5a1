import { describe, expect, it } from 'vitest';
import { changedFields, changeInfo } from '../../../src/domain/admin/changes';

describe('what the action log keeps of a change', () => {
  it('names only the fields that differ, a missing field counting as null, lists and objects by content', () => {
    const before = { code: 'OIL', price: 1200, active: true, tags: ['a', 'b'], extra: null };
    const after = { code: 'OIL', price: 1500, active: false, tags: ['a', 'b'], note: 'new' };
    expect(changedFields(before, after)).toEqual(['active', 'note', 'price']);
    expect(changedFields({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual(['tags']);
    expect(changedFields({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([]);
  });

  it('an update keeps old and new of the changed fields only', () => {
    expect(changeInfo({ code: 'OIL', price: 1200, active: true }, { code: 'OIL', price: 1500, active: true })).toEqual({ old: { price: 1200 }, new: { price: 1500 } });
    expect(changeInfo({ name: 'A' }, { name: 'A' })).toEqual({ old: {}, new: {} });
    expect(changeInfo({ note: 'x' }, {})).toEqual({ old: { note: 'x' }, new: { note: null } });
  });

  it('a create has every value new, a delete every value old', () => {
    expect(changeInfo(null, { code: 'OIL', price: 1200 })).toEqual({ old: {}, new: { code: 'OIL', price: 1200 } });
    expect(changeInfo({ code: 'OIL', price: 1200 }, null)).toEqual({ old: { code: 'OIL', price: 1200 }, new: {} });
  });
});
