import { z } from '../../domain/schemas/zod';
import { bookingSaveArgs, SETTABLE_STATUSES, updateSegmentArgs, updateStatusArgs, wallDate, wallDateTime, type BookingSaveArgs } from '../../domain/booking/args';
import { text } from '../../domain/schemas/text';
import { newId } from '../auth/tokens';
import { parseInput } from '../http/validate';
import type { CodeSource } from './bookingCode';

/**
 * Online bodies of the spec's booking paths. They carry what the spec sends; what it leaves
 * out (the booking's branch on a guest change, ids of things made in the form) the route
 * derives from the saved rows or makes here before the contract's own schema checks the rest.
 */

/** The form's temporary id for a guest or line made before saving (spec: dropped on save). */
const TEMP_ID_PREFIX = 'NEW_';

const idField = z.optional(text({ max: 100 }));
const looseLine = z.looseObject({ id: idField, parentId: z.optional(z.nullable(text({ max: 100 }))) });
const looseGuest = z.looseObject({ id: idField, segments: z.array(looseLine).check(z.maxLength(30)) });
/** What a save route reads first: its ids, some made by the form; the contract's schema checks the rest. */
export const saveBody = z.looseObject({ id: idField, code: z.optional(text({ max: 60 })), guests: z.array(looseGuest).check(z.maxLength(20)) });

/** Keeps a real id, replaces a missing or temporary one, remembering temporary ones for parentId. */
function serverId(id: string | undefined, made: Map<string, string>): string {
  if (id !== undefined && !id.startsWith(TEMP_ID_PREFIX)) return id;
  const fresh = newId();
  if (id !== undefined) made.set(id, fresh);
  return fresh;
}

/** A save body: server ids where the form sent none, a server code when it brings none. */
export function parseSaveBody(loose: z.output<typeof saveBody>, options: { isNew: boolean; start: boolean }): { args: BookingSaveArgs; code: CodeSource } {
  const made = new Map<string, string>();
  const guests = loose.guests.map((g) => ({ ...g, id: serverId(g.id, made), segments: g.segments.map((s) => ({ ...s, id: serverId(s.id, made) })) }));
  const linked = guests.map((g) => ({
    ...g,
    segments: g.segments.map((s) => ({ ...s, parentId: typeof s.parentId === 'string' ? (made.get(s.parentId) ?? s.parentId) : s.parentId })),
  }));
  const args = parseInput(bookingSaveArgs, {
    ...loose,
    // An update names its booking; only a new one may leave the id to the server.
    id: options.isNew ? serverId(loose.id, made) : loose.id,
    // Replaced by the branch counter's code: the contract's schema wants one present.
    code: loose.code ?? 'pending',
    guests: linked,
    ...(options.start ? { start: true } : {}),
  });
  return { args, code: loose.code === undefined ? { kind: 'server' } : { kind: 'given' } };
}

const statusField = z.enum(SETTABLE_STATUSES);

export const updateStatusBody = z.object({
  bookingId: z.uuid(),
  status: statusField,
  force: z._default(z.boolean(), false),
  note: updateStatusArgs.shape.note,
});

/** One guest (guestId) or the group variants (guests), never both. */
export const updateStatusGuestBody = z
  .object({
    bookingId: z.uuid(),
    status: statusField,
    force: z._default(z.boolean(), false),
    guestId: z.optional(z.uuid()),
    guests: z.optional(z.array(z.uuid()).check(z.minLength(1), z.maxLength(20))),
    statusSendNotification: z._default(z.boolean(), false),
    note: updateStatusArgs.shape.note,
  }).check(z.refine((b) => (b.guestId === undefined) !== (b.guests === undefined), { message: 'Send guestId or guests', path: ['guestId'] }));

export const guestIdBody = z.object({ guestId: z.uuid() });

export const moveToDashboardBody = z.object({
  guestId: z.uuid(),
  branchId: z.uuid(),
  technicianId: z.uuid(),
  startTime: wallDateTime,
  scheduleDate: wallDate,
  force: z._default(z.boolean(), false),
  /** Seated as a walk-in (issue 19), as through sync push. */
  walkIn: z._default(z.boolean(), false),
});

export const confirmBody = z.object({ id: z.uuid(), confirm: z.boolean() });

/** Without duration and price (a plain move) the line keeps its own. */
export const updateSegmentBody = z.extend(z.omit(updateSegmentArgs, { branchId: true }), {
  duration: z.optional(updateSegmentArgs.shape.duration),
  price: z.optional(updateSegmentArgs.shape.price),
});
