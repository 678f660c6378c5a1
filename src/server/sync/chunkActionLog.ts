import type { Db } from '../db/db';
import { logAction, logActions, type ActionLogEntry, type ActionLogSink } from '../actionLog/actionLogRepository';
import { storableJson } from './syncRecordRepository';

/**
 * The action-log lines of a push's chunk, written in one statement at its end (inside its
 * transaction, so with its changes or not at all) instead of one per change. A change that is
 * undone takes its lines back (`mark`, `restore`), as its savepoint's rollback would have.
 */
export type ChunkActionLog = {
  sink: ActionLogSink;
  mark: () => number;
  restore: (mark: number) => void;
  flush: (tx: Db) => Promise<void>;
};

export function chunkActionLog(): ChunkActionLog {
  const entries: ActionLogEntry[] = [];
  return {
    sink: async (db, entry) => {
      // A line the database would refuse fails now, in its change's savepoint, not the whole chunk at the end.
      if (JSON.stringify(storableJson(entry.editInfo)) !== JSON.stringify(entry.editInfo)) return logAction(db, entry);
      entries.push(entry);
    },
    mark: () => entries.length,
    restore: (mark) => {
      entries.length = mark;
    },
    flush: async (tx) => {
      await logActions(tx, entries);
      entries.length = 0;
    },
  };
}
