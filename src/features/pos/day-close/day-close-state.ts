/** What the close dialog knows of a day and method: the server's closes and this tablet's queued ones. */
import type { DayCloseArgs, DayCloseEntry } from '../../../domain/day-close/day-close';

export type KnownClose = { id: string; counted: number; expected: number; closedBy: string; note: string; pending: boolean };

/** The server's entries of the method, then this tablet's queued ones it has not yet acknowledged, oldest first. */
export function knownCloses(input: { server: readonly DayCloseEntry[]; queued: readonly DayCloseArgs[]; checkoutMethodId: string; userName: string }): KnownClose[] {
  const fromServer = input.server
    .filter((e) => e.checkoutMethodId === input.checkoutMethodId)
    .map((e) => ({ id: e.id, counted: e.counted, expected: e.expected, closedBy: e.closedBy, note: e.note, pending: false }));
  const known = new Set(fromServer.map((e) => e.id));
  const queued = input.queued
    .filter((a) => !known.has(a.id))
    .map((a) => ({ id: a.id, counted: a.counted, expected: a.expected, closedBy: input.userName, note: a.note, pending: true }));
  return [...fromServer, ...queued];
}
