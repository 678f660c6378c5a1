import { describe, expect, it } from 'vitest';
import { keyedMemo } from '../../src/server/keyedMemo';

describe('keyedMemo', () => {
  it('reads a key once, callers at once sharing the read', async () => {
    const memo = keyedMemo<number>();
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([memo.get('a', read), memo.get('a', read)])).toEqual([1, 1]);
    expect(await memo.get('a', read)).toBe(1);
    expect(await memo.get('b', read)).toBe(2);
  });

  it('forgets a read that failed, and everything on clear', async () => {
    const memo = keyedMemo<string>();
    await expect(memo.get('a', () => Promise.reject(new Error('hiccup')))).rejects.toThrow('hiccup');
    expect(await memo.get('a', async () => 'second')).toBe('second');
    memo.clear();
    expect(await memo.get('a', async () => 'third')).toBe('third');
  });
});
