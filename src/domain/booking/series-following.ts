/**
 * "This and the following" of a recurring series: which occurrences it still changes, what a
 * later occurrence becomes (the changes' args are in series-args.ts). The tablet and the
 * server derive the same later bookings from the same changed one.
 */
import { BookingStatus } from '../api';
import type { IsoDate } from '../time';
import type { BookingSaveArgs } from './args';
import { bookingAt } from './booking-at';
import { isGuestReadOnly } from './status';

/**
 * An id made from two others, the same on the tablet and the server: a later occurrence
 * changed by "this and the following" gets its guests' and lines' ids this way, so the
 * tablet's prediction and the server's write name the same rows. Two FNV-1a passes give
 * 128 bits, shaped as a version-8 (custom) UUID.
 */
export function derivedId(a: string, b: string): string {
  const source = `${a}/${b}`;
  const words: number[] = [];
  for (const seed of [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]) {
    let h = seed >>> 0;
    for (let i = 0; i < source.length; i++) {
      h ^= source.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    words.push(h >>> 0);
  }
  const hex = words.map((w) => w.toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A later occurrence after "this and the following": the changed booking's customer, time of
 * day, technicians and services on the occurrence's own date, id and code.
 */
export function followingOccurrence(template: BookingSaveArgs, occurrence: { id: string; code: string; date: IsoDate }): BookingSaveArgs {
  const moved = bookingAt(template, `${occurrence.date} ${template.startTime.slice(11, 16)}`);
  const lineIds = new Map(template.guests.flatMap((g) => g.segments.map((s) => [s.id, derivedId(occurrence.id, s.id)] as const)));
  return {
    ...moved,
    id: occurrence.id,
    code: occurrence.code,
    start: false,
    clipboard: false,
    guests: moved.guests.map((g) => ({
      ...g,
      id: derivedId(occurrence.id, g.id),
      segments: g.segments.map((s) => ({
        ...s,
        id: lineIds.get(s.id) ?? s.id,
        parentId: s.parentId === null ? null : (lineIds.get(s.parentId) ?? null),
      })),
    })),
  };
}

/**
 * Whether "this and the following" still changes an occurrence: not one that is paid (a
 * completed guest) nor one whose guests are all cancelled or no-show.
 */
export function isOpenOccurrence(statuses: readonly BookingStatus[]): boolean {
  return statuses.some((s) => !isGuestReadOnly(s)) && !statuses.includes(BookingStatus.COMPLETED);
}
