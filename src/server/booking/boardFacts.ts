import type { IsoDate } from '../../domain/time';
import type { CheckoutMethod } from '../../domain/pos';
import type { TechnicianDayFacts } from '../schedule/scheduleRepository';
import { keyedMemo } from '../keyedMemo';
import { columnMemo, type ColumnMemo } from './columnMemo';

/** A branch's configuration and that date's own, as read from the database. */
export type DayConfigValues = { branch: Record<string, string>; date: Record<string, string> };

/**
 * What a chunk of a push has read of its boards' days and their technicians (configuration,
 * working time, breaks, services), kept for the chunk's other changes. A change that writes
 * these facts (a break) makes the chunk forget them (changesBoardFacts). The lines of a column
 * are kept too, by the rules of `columns` (columnMemo.ts); whole bookings and whole days are
 * never kept. So are the checkout methods its pay-ins name (no change writes them, like the
 * acting users). One memo per chunk transaction, so no change sees what another transaction has
 * not committed.
 */
export type BoardFactsMemo = {
  timeZone: (branchId: string, read: () => Promise<string>) => Promise<string>;
  dayConfig: (key: { branchId: string; date: IsoDate }, read: () => Promise<DayConfigValues>) => Promise<DayConfigValues>;
  technicians: (
    key: { branchId: string; date: IsoDate; only: readonly string[] | undefined },
    read: () => Promise<TechnicianDayFacts>,
  ) => Promise<TechnicianDayFacts>;
  forget: () => void;
  columns: ColumnMemo;
  activeCheckoutMethod: (id: string, read: () => Promise<CheckoutMethod | null>) => Promise<CheckoutMethod | null>;
};

export function boardFactsMemo(): BoardFactsMemo {
  const days = keyedMemo<DayConfigValues>();
  const columns = keyedMemo<TechnicianDayFacts>();
  const zones = keyedMemo<string>();
  const methods = keyedMemo<CheckoutMethod | null>();
  return {
    timeZone: (branchId, read) => zones.get(branchId, read),
    dayConfig: (key, read) => days.get(`${key.branchId}|${key.date}`, read),
    technicians: (key, read) => columns.get(`${key.branchId}|${key.date}|${key.only ? [...key.only].sort().join(',') : '*'}`, read),
    columns: columnMemo(),
    activeCheckoutMethod: (id, read) => methods.get(id, read),
    forget: () => {
      zones.clear();
      days.clear();
      columns.clear();
    },
  };
}
