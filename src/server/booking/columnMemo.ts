import { byStartThenId, type SchedulerItem } from '../../domain/scheduler/items';
import type { IsoDate } from '../../domain/time';

export type ColumnDay = { branchId: string; date: IsoDate };

/** What a chunk kept of its columns at one moment, to go back to when a change is undone. */
export type ColumnMark = { readonly kept: ReadonlyMap<string, readonly SchedulerItem[]>; readonly held: ReadonlySet<string> };

/**
 * The lines of the board columns (technician, day) a chunk of a push has read, kept for its
 * later changes: a queue of moves onto the same few columns read each of them once per change
 * before, and planning that statement was most of a queued move's cost on PGlite.
 *
 * Why what is kept stays true: a column is read after its technician's row is locked (as every
 * change that places work on a technician does first), and that lock is held until the chunk's
 * transaction ends, so no other writer that places work there can run meanwhile. The chunk's own
 * changes keep it true: a move says where its line went (`placed`), any other change that may
 * write bookings makes the chunk forget every column (`clear`), and a change that is undone
 * (its savepoint rolled back, which also gives back the locks it took) puts back what was kept
 * before it (`mark`, `restore`). One memo per chunk transaction.
 */
export type ColumnMemo = {
  /** The lines of those technicians' columns on the day, ordered by start then id; `read` gets only the columns not kept yet. */
  lines: (day: ColumnDay, technicianIds: readonly string[], read: (technicianIds: readonly string[]) => Promise<SchedulerItem[]>) => Promise<SchedulerItem[]>;
  /** A line of the day now is `item` (its technician, times, length and price): the kept columns follow it. */
  placed: (day: ColumnDay, item: SchedulerItem) => void;
  /** Those of the technicians whose rows the chunk has not locked yet: a lock held needs no second statement. */
  unlocked: (technicianIds: readonly string[]) => string[];
  /** The chunk now holds these technicians' locks (until it ends, unless the change that took them is undone). */
  locked: (technicianIds: readonly string[]) => void;
  mark: () => ColumnMark;
  restore: (mark: ColumnMark) => void;
  clear: () => void;
};

const dayKey = (day: ColumnDay) => `${day.branchId}|${day.date}|`;

export function columnMemo(): ColumnMemo {
  let kept = new Map<string, readonly SchedulerItem[]>();
  let held = new Set<string>();
  return {
    lines: async (day, technicianIds, read) => {
      const prefix = dayKey(day);
      const wanted = [...new Set(technicianIds)];
      const missing = wanted.filter((id) => !kept.has(prefix + id));
      if (missing.length > 0) {
        const items = await read(missing);
        for (const id of missing) kept.set(prefix + id, items.filter((item) => item.technicianId === id));
      }
      return wanted.flatMap((id) => kept.get(prefix + id) ?? []).sort(byStartThenId);
    },
    placed: (day, item) => {
      const prefix = dayKey(day);
      // Arrays are replaced, never changed in place, so a mark keeps what it saw.
      for (const [key, items] of kept) {
        if (key.startsWith(prefix) && items.some((i) => i.id === item.id)) kept.set(key, items.filter((i) => i.id !== item.id));
      }
      const target = kept.get(prefix + item.technicianId);
      if (target) kept.set(prefix + item.technicianId, [...target, item].sort(byStartThenId));
    },
    unlocked: (technicianIds) => technicianIds.filter((id) => !held.has(id)),
    locked: (technicianIds) => {
      for (const id of technicianIds) held.add(id);
    },
    mark: () => ({ kept: new Map(kept), held: new Set(held) }),
    restore: (mark) => {
      kept = new Map(mark.kept);
      held = new Set(mark.held);
    },
    // The locks stay held: only what was read under them may be out of date.
    clear: () => kept.clear(),
  };
}
