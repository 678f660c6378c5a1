import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/worker/load-once';

describe('loadOnce', () => {
  it('loads once, every call sharing the load', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load(), loads]).toEqual([1, 1, 1, 1]);
  });

  it('tries again after a failed load', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'handlers';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('handlers');
    expect(calls).toBe(2);
  });
});
