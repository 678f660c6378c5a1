/**
 * Runs `start` outside whatever Dexie transaction the caller's zone holds. A React effect can be
 * committed while Dexie's zone of a live query's read (the session's: meta and sessions) is still
 * current; Dexie then runs the effect's reads and writes in that finished transaction, which
 * fails them ("object store not found", "transaction has already completed"). The board's first
 * load after a reload failed so under load, and the stale day stayed until the next poll.
 */
import Dexie from 'dexie';

export function outsideTransaction<T>(start: () => Promise<T>): Promise<T> {
  return Dexie.ignoreTransaction(start);
}
