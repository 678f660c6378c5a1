/**
 * The board read and computed before its screen mounts: the screen takes over the same live
 * query, so a change written between the head start's read and the take-over still reaches it,
 * and a head start nobody takes stops reading.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { startBoardHeadStart, type BoardInputs } from '../../src/data/board';
import { holdLiveQuery } from '../../src/data/held-live-query';
import { FrontDeskDb, dayKey, type DaySnapshot } from '../../src/data/db';
import { defaultEnv, type DataEnv } from '../../src/data/data-env';

const BRANCH = 'b1';
const DATE = '2026-11-20';

let count = 0;
const opened: FrontDeskDb[] = [];

function freshEnv(): DataEnv {
  const db = new FrontDeskDb(`head-start-${(count += 1)}`);
  opened.push(db);
  return { ...defaultEnv, db };
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

function day(fetchedAt: number): DaySnapshot {
  return { key: dayKey(BRANCH, DATE), branchId: BRANCH, date: DATE, config: null, technicians: [], bookings: [], guests: [], fetchedAt };
}

/** Resolves with the next value a subscriber hears that passes `test`. */
function next<T>(subscribe: (onNext: (value: T) => void) => () => void, test: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = subscribe((value) => {
      if (!test(value)) return;
      queueMicrotask(stop);
      resolve(value);
    });
  });
}

describe('the board head start', () => {
  it('computes the first inputs it reads, once, and keeps the answer for the screen', async () => {
    const env = freshEnv();
    await env.db.days.put(day(1));
    const computed: BoardInputs[] = [];
    const head = startBoardHeadStart(BRANCH, DATE, (inputs) => (computed.push(inputs), inputs.day.fetchedAt), env);
    await expect.poll(() => head.done?.value).toBe(1);
    expect(computed).toHaveLength(1);
    expect(head.started?.of).toBe(head.live.getValue?.());
    expect(head.live.held).toBe(true);
    head.live.release();
  });

  it('hands a write made after its read to the screen that takes it over', async () => {
    const env = freshEnv();
    await env.db.days.put(day(1));
    const head = startBoardHeadStart(BRANCH, DATE, (inputs) => inputs.day.fetchedAt, env);
    await expect.poll(() => head.done?.value).toBe(1);
    await env.db.days.put(day(2));
    // The taker may first hear the copy read before the write; the newer one must follow.
    const latest = next<BoardInputs | null>((onNext) => head.live.subscribe(onNext), (inputs) => inputs?.day.fetchedAt === 2);
    expect(head.live.held).toBe(false);
    expect((await latest)?.day.fetchedAt).toBe(2);
  });

  it('stops reading once released untaken, and once its last taker leaves', async () => {
    const env = freshEnv();
    let reads = 0;
    const untaken = holdLiveQuery(() => ((reads += 1), env.db.days.get(dayKey(BRANCH, DATE))));
    await expect.poll(() => untaken.hasValue?.()).toBe(true);
    untaken.release();
    await Promise.resolve();
    const before = reads;
    await env.db.days.put(day(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(before);

    const taken = holdLiveQuery(() => env.db.days.get(dayKey(BRANCH, DATE)));
    const unsubscribe = taken.subscribe(() => undefined);
    await expect.poll(() => taken.hasValue?.()).toBe(true);
    unsubscribe();
    await Promise.resolve();
    await env.db.days.put(day(4));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(taken.hasValue?.()).toBe(false);
  });
});
