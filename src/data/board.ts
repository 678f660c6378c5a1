/**
 * The scheduler day as the tablet shows it: the stored day and clipboard, plus board changes
 * the server confirmed after those copies were fetched, plus the changes still in the outbox.
 * Combining them is the domain's `applyPendingBoardChanges`, run in the worker by the screen.
 */
import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import type { BoardMutation } from '../domain/booking/apply';
import type { Mutation } from '../domain/sync';
import { MutationName } from '../domain/sync-protocol';
import { defaultEnv, type DataEnv } from './data-env';
import { holdLiveQuery, type HeldLiveQuery } from './held-live-query';
import { computeUntilDone } from './compute-until-done';
import { dayKey, OutboxState, type FrontDeskDb, type DaySnapshot, type ClipboardSnapshot } from './db';

const BOARD_MUTATIONS: ReadonlySet<string> = new Set<string>([
  MutationName.BOOKING_CREATE,
  MutationName.BOOKING_UPDATE,
  MutationName.BOOKING_STATUS,
  MutationName.BOOKING_BACK_STATUS,
  MutationName.BOOKING_CONFIRM,
  MutationName.GUEST_TO_CLIPBOARD,
  MutationName.GUEST_TO_DASHBOARD,
  MutationName.SEGMENT_UPDATE,
  MutationName.BREAK_CREATE,
  MutationName.BREAK_REMOVE,
  MutationName.BILL_CREATE,
  MutationName.BILL_CANCEL,
  MutationName.TIP_SAVE,
  MutationName.TIP_DELETE,
  MutationName.CLOCK_IN,
  MutationName.TURN_MOVE,
  MutationName.SERIES_UPDATE,
  MutationName.SERIES_CANCEL,
]);

export function isBoardMutation(m: Pick<Mutation, 'name'>): boolean {
  return BOARD_MUTATIONS.has(m.name);
}

/** Confirmed changes older than this are in any copy fetched since; they are dropped. */
const CONFIRMED_KEEP_MS = 15 * 60_000;

/** Called in the push-result transaction (which must include boardConfirmed). */
export async function keepConfirmedBoardChange(db: FrontDeskDb, mutation: Mutation, now: number): Promise<void> {
  await keepConfirmedBoardChanges(db, [mutation], now);
}

/** A push answer's run of confirmed board changes, kept in one write (a drain confirms hundreds). */
export async function keepConfirmedBoardChanges(db: FrontDeskDb, mutations: readonly Mutation[], now: number): Promise<void> {
  if (mutations.length === 0) return;
  await db.boardConfirmed.bulkPut(mutations.map((mutation) => ({ id: mutation.id, branchId: mutation.branchId ?? '', confirmedAt: now, mutation })));
  await db.boardConfirmed.where('confirmedAt').below(now - CONFIRMED_KEEP_MS).delete();
}

export type BoardInputs = {
  day: DaySnapshot;
  clipboard: ClipboardSnapshot | null;
  /** Confirmed-but-maybe-not-yet-fetched changes, then pending ones, in order. */
  changes: BoardMutation[];
  /** Ids of the pending (not yet confirmed) changes among `changes`. */
  pendingIds: string[];
};

function asBoardMutation(m: Mutation): BoardMutation | null {
  return isBoardMutation(m) ? (m satisfies BoardMutation) : null;
}

/** Everything the board is computed from. Read inside a liveQuery so any change re-renders. */
export async function readBoardInputs(db: FrontDeskDb, branchId: string, date: string): Promise<BoardInputs | null> {
  const [day, clipboard, confirmed, queued] = await Promise.all([
    db.days.get(dayKey(branchId, date)),
    db.clipboards.get(branchId),
    db.boardConfirmed.where('branchId').equals(branchId).sortBy('confirmedAt'),
    db.outbox.where('branchId').equals(branchId).sortBy('localOrder'),
  ]);
  if (!day) return null;
  const since = Math.min(day.fetchStartedAt ?? 0, clipboard?.fetchStartedAt ?? 0);
  const confirmedChanges = confirmed.filter((c) => c.confirmedAt >= since).flatMap((c) => asBoardMutation(c.mutation) ?? []);
  // Held entries wait in Needs attention: the server will refuse them, so they are not shown.
  const pending = queued.filter((e) => e.state !== OutboxState.HELD).flatMap((e) => asBoardMutation(e) ?? []);
  return {
    day,
    clipboard: clipboard ?? null,
    changes: [...confirmedChanges, ...pending],
    pendingIds: pending.map((m) => m.id),
  };
}

/** How the board is computed from its inputs: the screen passes the worker's. */
export type ComputeBoard<R> = (inputs: BoardInputs) => R | Promise<R>;

type Computed<R> = { of: BoardInputs; value: R };

/**
 * A day's board read, and computed, before its screen mounts (while the shell still loads),
 * for that screen's `useBoard` to take over: its live query keeps running, so a change written
 * meanwhile still shows.
 */
export type BoardHeadStart<R> = {
  live: HeldLiveQuery<BoardInputs | null>;
  /** The computation started on the first inputs read, and its answer once it came. */
  started: { of: BoardInputs; value: Promise<R> } | null;
  done: Computed<R> | null;
};

export function startBoardHeadStart<R>(branchId: string, date: string, compute: ComputeBoard<R>, env: DataEnv = defaultEnv): BoardHeadStart<R> {
  const onFirst = (inputs: BoardInputs | null) => {
    if (!inputs) return;
    const value = Promise.resolve(compute(inputs));
    head.started = { of: inputs, value };
    // A failure is the screen's to see: it awaits the same promise.
    value.then((done) => (head.done = { of: inputs, value: done }), () => undefined);
  };
  const head: BoardHeadStart<R> = { live: holdLiveQuery(() => readBoardInputs(env.db, branchId, date), onFirst), started: null, done: null };
  return head;
}

/**
 * `undefined` while reading, `null` when the day was never stored on this tablet. `headStart`,
 * begun for this same branch, day and computation, is taken over on the first render.
 */
export function useBoard<R>(
  branchId: string | null,
  date: string,
  compute: ComputeBoard<R>,
  headStart: BoardHeadStart<R> | null = null,
  env: DataEnv = defaultEnv,
): R | null | undefined {
  // Only the one given at the first render: the screen's later days are read as they come.
  const [head] = useState(headStart);
  const inputs = useObservable(
    () => (head?.live.held ? head.live : liveQuery(() => (branchId ? readBoardInputs(env.db, branchId, date) : null))),
    [branchId, date, env.db],
  );
  const [result, setResult] = useState<Computed<R> | null>(() => head?.done ?? null);
  useEffect(() => {
    if (!inputs) return;
    return computeUntilDone({
      compute: () => compute(inputs),
      started: head?.started?.of === inputs ? head.started.value : null,
      // Already shown from the head start: no second render of the same board.
      onValue: (value) => setResult((shown) => (shown?.of === inputs ? shown : { of: inputs, value })),
      onFailure: (error) => console.error('board computation failed; trying again', error),
    });
  }, [inputs, compute, head]);
  if (inputs === undefined) return undefined;
  if (inputs === null) return null;
  // Until the worker answers for these inputs, the previous answer stays (no flash of nothing).
  return result?.value;
}
