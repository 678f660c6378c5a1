/**
 * One push pass: the outbox goes to the server in seq order, PUSH_BATCH_SIZE at a time, and
 * each answer is applied (sync-results). Failures are classified so the loop knows whether to
 * back off (network, 5xx, 429), pause for a sign-in (401) or keep trying slowly (anything else).
 * A server error that a change itself may cause (stuck-change.ts) first sends the changes one
 * at a time to find it; once the same change failed the same way STUCK_AFTER times it is set
 * aside to Needs attention and the queue goes on.
 *
 * The answer's handling (sync-results: bills, tips, the drawer, refusals) and the failure's
 * (stuck-change) load with the first answer or failure: a start with nothing queued sends
 * nothing, so the first load leaves them out (issue 18).
 */
import { ErrorCode } from '../domain/errors';
import { MutationOutcome, PUSH_BATCH_SIZE, SyncPath, type PushResult } from '../domain/sync-protocol';
import { isApiError, isOfflineError } from './api-client';
import { backoffDelay } from './backoff';
import type { DataEnv } from './data-env';
import { DEVICE_KEY, OutboxState, type OutboxEntry } from './db';
import { outboxInOrder, toWireMutation } from './outbox';
import { reRegisterDevice } from './device';

export const PushStop = {
  /** Everything sent and answered. */
  DONE: 'done',
  /** Nothing could be sent now: no device yet, or waiting out a backoff. */
  IDLE: 'idle',
  /** Network error, 5xx or 429: entries kept, retry after `retryAt`. */
  RETRY: 'retry',
  /** 401: entries kept, wait for a sign-in. */
  UNAUTHENTICATED: 'unauthenticated',
} as const;
export type PushStop = (typeof PushStop)[keyof typeof PushStop];

export type PushReport = {
  stop: PushStop;
  applied: number;
  rejected: number;
  error: string | null;
  retryAt: number | null;
};

/** Statuses worth retrying as they are: the server or the link is the problem, not the change. */
function isTransient(error: unknown): boolean {
  if (isOfflineError(error)) return true;
  return isApiError(error) && (error.status >= 500 || error.status === 429 || error.status === 408);
}

function describe(error: unknown): string {
  if (isOfflineError(error)) return 'The server cannot be reached';
  if (error instanceof Error) return error.message;
  return String(error);
}

export async function pushOutbox(env: DataEnv, options: { force?: boolean } = {}): Promise<PushReport> {
  const { db } = env;
  const report: PushReport = { stop: PushStop.DONE, applied: 0, rejected: 0, error: null, retryAt: null };
  let device = await db.device.get(DEVICE_KEY);
  if (!device) return { ...report, stop: PushStop.IDLE };
  let reRegistered = false;
  // Once a batch failed in a way one of its changes may cause: one change per push from then on.
  let oneByOne = false;

  for (;;) {
    // One batch at a time: a drain of 1,000 changes read the whole queue before every push.
    const entries = await outboxInOrder(db, PUSH_BATCH_SIZE);
    const head = entries[0];
    if (!head) return report;
    if (!options.force && head.nextAttemptAt > env.now().getTime()) {
      return { ...report, stop: PushStop.IDLE, retryAt: head.nextAttemptAt };
    }
    const batch = oneByOne || head.failure ? [head] : entries.slice(0, PUSH_BATCH_SIZE);
    await setState(env, batch, OutboxState.PENDING, OutboxState.SENDING);

    let answer: PushResult;
    let results: typeof import('./sync-results');
    try {
      const raw = await env.api.post<unknown>(SyncPath.PUSH, {
        deviceId: device.deviceId,
        mutations: batch.map(toWireMutation),
      });
      const [reading, handling] = await Promise.all([import('./push-answer'), import('./sync-results')]);
      answer = reading.readPushResult(raw);
      results = handling;
    } catch (error) {
      await setState(env, batch, OutboxState.SENDING, OutboxState.PENDING);
      if (isApiError(error) && error.code === ErrorCode.DEVICE_UNKNOWN && !reRegistered) {
        // Once per pass: if the fresh registration is refused too, back off like any failure.
        reRegistered = true;
        try {
          await reRegisterDevice(env);
          device = (await db.device.get(DEVICE_KEY)) ?? device;
          continue;
        } catch (registerError) {
          return recordFailure(env, batch, registerError, report);
        }
      }
      const stuck = await import('./stuck-change');
      const failure = stuck.changeFailureOf(error);
      if (failure) {
        const count = await stuck.noteChangeFailure(env, head, failure);
        if (batch.length > 1) {
          oneByOne = true;
          continue;
        }
        if (count >= stuck.STUCK_AFTER && (await stuck.setAside(env, head, failure.error))) {
          report.rejected += 1;
          oneByOne = false;
          continue;
        }
      }
      return recordFailure(env, batch, error, report);
    }

    const now = env.now().getTime();
    let acked = 0;
    // Loaded before the transaction opens: awaiting an import inside it would end it.
    await db.transaction('rw', [...results.resultTables(db)], async () => {
      await results.applyResults(db, answer.results, now);
      for (const result of answer.results) {
        if (result.outcome === MutationOutcome.APPLIED) report.applied += 1;
        else report.rejected += 1;
      }
      // The server already holds every seq below the one it expects: those answers were lost
      // on the way (a dropped connection). They were applied; the pull after this round shows them.
      if (answer.expectedSeq !== null) {
        const expected = answer.expectedSeq;
        for (const e of await db.outbox.where('seq').below(expected).toArray()) {
          await results.confirmEntry(db, e, now);
          acked += 1;
        }
      }
      await db.outbox.where('state').equals(OutboxState.SENDING).modify({ state: OutboxState.PENDING });
      await db.device.update(DEVICE_KEY, { lastSyncedAt: now });
    });

    if (answer.results.length === 0 && acked === 0) {
      // The server wants a seq we no longer have (e.g. it lost its data): resending cannot help.
      const message =
        answer.expectedSeq !== null
          ? `The server expects change number ${answer.expectedSeq}, which is no longer on this tablet.`
          : 'The server answered without results.';
      return recordFailure(env, batch, new Error(message), report);
    }
  }
}

async function setState(env: DataEnv, batch: readonly OutboxEntry[], from: OutboxState, to: OutboxState): Promise<void> {
  const keys = batch.flatMap((e) => (e.localOrder === undefined ? [] : [e.localOrder]));
  await env.db.outbox.where('localOrder').anyOf(keys).and((e) => e.state === from).modify({ state: to });
}

/** Keeps every entry; notes the attempt on the batch so the list can show "last try: …". */
async function recordFailure(env: DataEnv, batch: readonly OutboxEntry[], error: unknown, report: PushReport): Promise<PushReport> {
  const message = describe(error);
  if (isApiError(error) && error.status === 401 && error.code !== ErrorCode.CSRF_INVALID) {
    await noteOnBatch(env, batch, { lastError: message });
    return { ...report, stop: PushStop.UNAUTHENTICATED, error: message };
  }
  const attempts = (batch[0]?.attempts ?? 0) + 1;
  const retryAt = env.now().getTime() + backoffDelay(attempts, env.random);
  await noteOnBatch(env, batch, { lastError: message, attempts, nextAttemptAt: retryAt });
  // Transient or not, nothing is dropped: a change the server cannot read (4xx on the whole
  // push) keeps waiting, visible with its error, while the backoff keeps the retries slow.
  return { ...report, stop: PushStop.RETRY, error: isTransient(error) ? message : `${message} (will keep trying)`, retryAt };
}

async function noteOnBatch(
  env: DataEnv,
  batch: readonly OutboxEntry[],
  patch: Partial<Pick<OutboxEntry, 'lastError' | 'attempts' | 'nextAttemptAt'>>,
): Promise<void> {
  await env.db.transaction('rw', env.db.outbox, async () => {
    for (const e of batch) if (e.localOrder !== undefined) await env.db.outbox.update(e.localOrder, patch);
  });
}
