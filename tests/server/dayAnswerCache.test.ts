import { describe, expect, it } from 'vitest';
import { dayAnswerCache } from '../../src/server/schedule/dayAnswerCache';

/** A computation counted, finishing when told to. */
function computation(body: string) {
  let calls = 0;
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  return {
    hold: () => {
      gate = new Promise((r) => (release = r));
    },
    release: () => release(),
    calls: () => calls,
    run: async () => {
      calls += 1;
      const n = calls;
      await gate;
      return `${body}${n}`;
    },
  };
}

describe('the day answer cache', () => {
  it('keeps an answer while the day version stays, and computes again when it moves', async () => {
    const cache = dayAnswerCache<string>();
    const c = computation('day');
    expect(await cache.answer('k', '1', c.run)).toBe('day1');
    expect(await cache.answer('k', '1', c.run)).toBe('day1');
    expect(await cache.answer('k', '2', c.run)).toBe('day2');
    expect(await cache.answer('k', '2', c.run)).toBe('day2');
    expect(c.calls()).toBe(2);
  });

  it('lets concurrent reads of a cold day at one version share one computation, not reads at another', async () => {
    const cache = dayAnswerCache<string>();
    const c = computation('day');
    c.hold();
    const reads = [cache.answer('k', '1', c.run), cache.answer('k', '1', c.run), cache.answer('k', '1', c.run)];
    const after = cache.answer('k', '2', c.run);
    c.release();
    expect(await Promise.all(reads)).toEqual(['day1', 'day1', 'day1']);
    expect(await after).toBe('day2');
    expect(c.calls()).toBe(2);
  });

  it('never lets a slower read of an older version replace a newer answer', async () => {
    const cache = dayAnswerCache<string>();
    let releaseOld: () => void = () => {};
    const old = cache.answer('k', '9', () => new Promise<string>((r) => (releaseOld = () => r('old'))));
    expect(await cache.answer('k', '10', async () => 'new')).toBe('new');
    releaseOld();
    expect(await old).toBe('old');
    expect(await cache.answer('k', '10', async () => 'computed again')).toBe('new');
  });

  it('keeps days apart', async () => {
    const cache = dayAnswerCache<string>();
    expect(await cache.answer('a', '1', async () => 'A')).toBe('A');
    expect(await cache.answer('b', '1', async () => 'B')).toBe('B');
    expect(await cache.answer('a', '1', async () => 'other')).toBe('A');
  });
});
