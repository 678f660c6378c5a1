/**
 * A change the server keeps failing on must not hold up the queue behind it. The server
 * records a failing change as refused, so this is for what it cannot answer that way (an
 * older server, a bug, a push it cannot read): when pushes headed by one change fail with the
 * same server error STUCK_AFTER times, the change goes to Needs attention with the server's
 * words, and a `sync.discard` (logged in the action log) takes its sequence number, since the
 * server applies seqs without gaps. The changes that depend on it follow it, each replaced by
 * a discard too: the server never heard of the set-aside change, so it would not refuse them.
 * Retry in Needs attention queues the change (and its dependents) anew.
 */
import { ErrorCode } from '../domain/errors';
import { MUTATION_SCHEMA_VERSION, MutationName } from '../domain/sync-protocol';
import { isApiError } from './api-client';
import { summarizeMutation } from './attention';
import type { DataEnv } from './data-env';
import { MetaKey, OutboxState, type MutationError, type OutboxEntry } from './db';
import { loadMutationChecks, mutationChecks, toWireMutation } from './outbox';
import { holdDependents } from './sync-results';

/** Pushes headed by one change that may fail the same way before it is set aside. */
export const STUCK_AFTER = 3;

/**
 * Statuses a change itself can cause, answered with the server's envelope: 400 (the push
 * cannot be read), 413 (too large) and 500 (the server broke on it). Network errors, 503,
 * 429 and 401 say nothing about the change and keep their own handling.
 */
const CHANGE_STATUSES: ReadonlySet<number> = new Set([400, 413, 500]);

export type ChangeFailure = { key: string; error: MutationError };

export function changeFailureOf(error: unknown): ChangeFailure | null {
  if (!isApiError(error) || !CHANGE_STATUSES.has(error.status) || error.serverMessage === null) return null;
  const code = error.code ?? ErrorCode.SERVER_ERROR;
  return { key: `${error.status} ${code} ${error.serverMessage}`, error: { code, message: error.serverMessage } };
}

/** Counts the failure on the head of the failed push; returns how many times in a row it failed so. */
export async function noteChangeFailure(env: DataEnv, head: OutboxEntry, failure: ChangeFailure): Promise<number> {
  return env.db.transaction('rw', env.db.outbox, async () => {
    if (head.localOrder === undefined) return 0;
    const current = await env.db.outbox.get(head.localOrder);
    if (!current || current.id !== head.id) return 0;
    const count = current.failure?.key === failure.key ? current.failure.count + 1 : 1;
    await env.db.outbox.update(head.localOrder, { failure: { key: failure.key, count } });
    return count;
  });
}

/** The discard that fills `entry`'s sequence number, in the name of whoever is signed in. */
function discardInPlaceOf(entry: OutboxEntry, userId: string, now: Date): OutboxEntry | null {
  const m = toWireMutation(entry);
  const branchId = m.branchId ?? (m.name === MutationName.POS_ACTION_CREATE ? m.args.branchId : null);
  if (!branchId) return null;
  const discard = mutationChecks().wellFormedMutation({
    id: crypto.randomUUID(),
    deviceId: m.deviceId,
    seq: m.seq,
    userId,
    branchId,
    schemaVersion: MUTATION_SCHEMA_VERSION,
    createdAt: now.toISOString(),
    dependsOn: [],
    name: MutationName.SYNC_DISCARD,
    args: { mutationId: m.id, name: m.name, summary: `Set aside, the server kept failing on it: ${summarizeMutation(m)}`.slice(0, 500), branchId },
  });
  return { ...discard, localOrder: entry.localOrder, state: OutboxState.PENDING, attempts: 0, nextAttemptAt: 0, lastError: null };
}

/**
 * Moves the stuck change and its dependents to Needs attention, each outbox row replaced by a
 * discard under the same seq. A discard is never set aside itself (it would only be replaced
 * by another): it keeps retrying with backoff. Returns false when nothing was set aside.
 */
export async function setAside(env: DataEnv, stuck: OutboxEntry, error: MutationError): Promise<boolean> {
  if (stuck.name === MutationName.SYNC_DISCARD) return false;
  const { db } = env;
  // Before the transaction: an import awaited inside it would end it.
  await loadMutationChecks();
  return db.transaction('rw', [db.outbox, db.attention, db.meta], async () => {
    const current = stuck.localOrder === undefined ? undefined : await db.outbox.get(stuck.localOrder);
    if (!current || current.id !== stuck.id) return false;
    const userId = (await db.meta.get(MetaKey.CURRENT_USER))?.value ?? current.userId;
    const now = env.now();
    const discard = discardInPlaceOf(current, userId, now);
    if (!discard) return false;
    // A held change is in Needs attention already, waiting for its parent.
    if (current.state !== OutboxState.HELD) {
      await db.attention.put({ id: current.id, mutation: toWireMutation(current), error, refusedAt: now.getTime() });
    }
    await db.outbox.put(discard);
    for (const dependent of await holdDependents(db, current.id, now.getTime())) {
      const filler = discardInPlaceOf(dependent, userId, now);
      if (filler) await db.outbox.put(filler);
    }
    return true;
  });
}
