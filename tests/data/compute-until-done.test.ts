/**
 * A computation a screen shows that fails (the worker restarted twice under load) is tried again
 * until it answers, so a stored change never stays off the board nor a bill's figures off its
 * window; stopping it ends the tries.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS_MS, computeUntilDone } from '../../src/data/compute-until-done';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A computation failing its first `failures` calls, then answering its call count. */
function flaky(failures: number) {
  let calls = 0;
  const compute = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`worker failure ${calls}`);
    return calls;
  });
  return compute;
}

describe('a computation a screen shows', () => {
  it('shows the first answer without trying again', async () => {
    const compute = flaky(0);
    const onValue = vi.fn();
    const onFailure = vi.fn();
    computeUntilDone({ compute, onValue, onFailure });
    await vi.runAllTimersAsync();
    expect(onValue.mock.calls).toEqual([[1]]);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('tries again after each failure, waiting longer each time, until it answers', async () => {
    const compute = flaky(4);
    const onValue = vi.fn();
    const onFailure = vi.fn();
    computeUntilDone({ compute, onValue, onFailure });
    await vi.advanceTimersByTimeAsync(0);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    // Just before each wait ends nothing is tried; at its end the next try runs.
    let tries = 1;
    for (const wait of [RETRY_DELAYS_MS[0], RETRY_DELAYS_MS[1], RETRY_DELAYS_MS[2], RETRY_DELAYS_MS[2]]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(compute).toHaveBeenCalledTimes(tries);
      await vi.advanceTimersByTimeAsync(1);
      tries += 1;
      expect(compute).toHaveBeenCalledTimes(tries);
    }
    expect(onFailure).toHaveBeenCalledTimes(4);
    expect(onValue.mock.calls).toEqual([[5]]);
    await vi.runAllTimersAsync();
    expect(compute).toHaveBeenCalledTimes(5);
  });

  it('counts a head start that failed as the first try, and a computation that throws at once as a failure', async () => {
    let calls = 0;
    const compute = vi.fn(() => {
      calls += 1;
      if (calls === 1) throw new Error('thrown before any promise');
      return 'board';
    });
    const onValue = vi.fn();
    const onFailure = vi.fn();
    computeUntilDone({ compute, started: Promise.reject(new Error('head start failed')), onValue, onFailure });
    await vi.advanceTimersByTimeAsync(0);
    expect(compute).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    expect(onValue.mock.calls).toEqual([['board']]);
  });

  it('takes a head start that answers without computing again', async () => {
    const compute = flaky(0);
    const onValue = vi.fn();
    computeUntilDone({ compute, started: Promise.resolve(7), onValue, onFailure: vi.fn() });
    await vi.runAllTimersAsync();
    expect(onValue.mock.calls).toEqual([[7]]);
    expect(compute).not.toHaveBeenCalled();
  });

  it('stops trying, and shows nothing late, once stopped (new inputs, or the screen left)', async () => {
    const compute = flaky(1);
    const onValue = vi.fn();
    const stop = computeUntilDone({ compute, onValue, onFailure: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.runAllTimersAsync();
    expect(compute).toHaveBeenCalledTimes(1);
    expect(onValue).not.toHaveBeenCalled();

    let answer: (value: number) => void = () => undefined;
    const slow = vi.fn(() => new Promise<number>((resolve) => (answer = resolve)));
    const stopSlow = computeUntilDone({ compute: slow, onValue, onFailure: vi.fn() });
    stopSlow();
    answer(3);
    await vi.runAllTimersAsync();
    expect(onValue).not.toHaveBeenCalled();
  });
});
