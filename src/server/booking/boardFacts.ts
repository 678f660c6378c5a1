import type { IsoDate } from '../../domain/time';
import type { TechnicianDayFacts } from '../schedule/scheduleRepository';

/** A branch's configuration and that date's own, as read from the database. */
export type DayConfigValues = { branch: Record<string, string>; date: Record<string, string> };

/**
 * What a chunk of a push has read of its boards' days and their technicians (configuration,
 * working time, breaks, services), kept for the chunk's other changes. Bookings are never kept:
 * each change reads them afresh, after its technician locks, as the online routes do. A
 * change that writes these facts (a break) makes the chunk forget them (changesBoardFacts).
 * One memo per chunk transaction, so no change sees what another transaction has not committed.
 */
export type BoardFactsMemo = {
  dayConfig: (key: { branchId: string; date: IsoDate }, read: () => Promise<DayConfigValues>) => Promise<DayConfigValues>;
  technicians: (
    key: { branchId: string; date: IsoDate; only: readonly string[] | undefined },
    read: () => Promise<TechnicianDayFacts>,
  ) => Promise<TechnicianDayFacts>;
  forget: () => void;
};

function remembered<T>(): { get: (key: string, read: () => Promise<T>) => Promise<T>; clear: () => void } {
  const values = new Map<string, T>();
  return {
    get: async (key, read) => {
      const known = values.get(key);
      if (known !== undefined) return known;
      // Kept once read, never as a pending promise: a read that fails is not remembered.
      const value = await read();
      values.set(key, value);
      return value;
    },
    clear: () => values.clear(),
  };
}

export function boardFactsMemo(): BoardFactsMemo {
  const days = remembered<DayConfigValues>();
  const columns = remembered<TechnicianDayFacts>();
  return {
    dayConfig: (key, read) => days.get(`${key.branchId}|${key.date}`, read),
    technicians: (key, read) => columns.get(`${key.branchId}|${key.date}|${key.only ? [...key.only].sort().join(',') : '*'}`, read),
    forget: () => {
      days.clear();
      columns.clear();
    },
  };
}
