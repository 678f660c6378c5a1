/**
 * Every change on the appointment screen: one Dexie transaction queues the mutation (its
 * local effect is the outbox entry itself, applied on top of the stored day by the board).
 * A change to a booking still waiting to be sent depends on it, so if the server refuses the
 * booking, the later changes wait with it in Needs attention instead of failing one by one.
 */
import type { z } from '../domain/schemas/zod';
import type { BranchSummary } from '../domain/api';
import type {
  backStatusArgs,
  BookingSaveInput,
  breakTimeArgs,
  confirmBookingArgs,
  moveToClipboardArgs,
  moveToDashboardArgs,
  unbreakArgs,
  updateSegmentArgs,
  updateStatusArgs,
} from '../domain/booking/args';
import type { seriesCancelArgs, seriesUpdateArgs } from '../domain/booking/series-args';
import { AppError, ErrorCode } from '../domain/errors';
import { MutationName } from '../domain/sync-protocol';
import { defaultEnv, type DataEnv } from './data-env';
import { DEVICE_KEY, OutboxState, type DeviceRecord, type OutboxEntry } from './db';
import { enqueueInTx, outboxTransaction, type EnqueueInput } from './outbox';
import { guardStorage } from './storage-errors';

/** The booking (or break) a queued change is about, to chain later changes to it. */
function subjectOf(entry: OutboxEntry): string | null {
  switch (entry.name) {
    case MutationName.BOOKING_CREATE:
    case MutationName.BOOKING_UPDATE:
    case MutationName.BOOKING_CONFIRM:
      return entry.args.id;
    case MutationName.BOOKING_STATUS:
    case MutationName.BOOKING_BACK_STATUS:
    case MutationName.GUEST_TO_CLIPBOARD:
    case MutationName.GUEST_TO_DASHBOARD:
    case MutationName.SEGMENT_UPDATE:
      return entry.args.bookingId;
    case MutationName.BREAK_CREATE:
      return entry.args.id;
    case MutationName.BREAK_REMOVE:
      return entry.args.technicianWorkingId;
    case MutationName.SERIES_UPDATE:
      return entry.args.booking.id;
    case MutationName.SERIES_CANCEL:
      return entry.args.bookingId;
    default:
      return null;
  }
}

export type Queueable = Exclude<MutationName, typeof MutationName.POS_ACTION_CREATE | typeof MutationName.SYNC_DISCARD>;
type Args<N extends Queueable> = EnqueueInput<N>['args'];

export async function queue<N extends Queueable>(
  env: DataEnv,
  input: {
    name: N;
    branchId: string;
    subject: string;
    args: Args<N> | ((device: DeviceRecord) => Promise<Args<N>>);
    /** A bill still waiting to be sent that the change names (a prebook's): refused with it. */
    billId?: string | null;
  },
): Promise<string> {
  const { db } = env;
  return guardStorage(() =>
    outboxTransaction(db, [], async (tx) => {
      let args: Args<N>;
      if (typeof input.args === 'function') {
        const device = await db.device.get(DEVICE_KEY);
        if (!device) throw new AppError(ErrorCode.DEVICE_UNKNOWN);
        args = await input.args(device);
      } else {
        args = input.args;
      }
      const waiting = await db.outbox.where('branchId').equals(input.branchId).toArray();
      const dependsOn = waiting
        .filter((e) => e.state !== OutboxState.HELD && (subjectOf(e) === input.subject || (e.name === MutationName.BILL_CREATE && e.args.id === input.billId)))
        .map((e) => e.id);
      const entry = await enqueueInTx(tx, { name: input.name, args, branchId: input.branchId, dependsOn, now: env.now() });
      return entry.id;
    }),
  );
}

/** `{branchCode}-{deviceNo}-{n}`, from the same per-device counter as cash bills. */
async function nextCode(env: DataEnv, branch: BranchSummary, device: DeviceRecord): Promise<string> {
  const n = (device.billCounters[branch.id] ?? 0) + 1;
  await env.db.device.update(DEVICE_KEY, { billCounters: { ...device.billCounters, [branch.id]: n } });
  return `${branch.code}-${device.deviceNo}-${n}`;
}

/**
 * A new booking; its code comes from this tablet's counter, so it is final even offline. One
 * prebooked at a checkout whose bill is still queued waits for that bill.
 */
export async function createBooking(branch: BranchSummary, args: Omit<BookingSaveInput, 'code'>, env: DataEnv = defaultEnv): Promise<{ id: string; code: string }> {
  let code = '';
  await queue(env, {
    name: MutationName.BOOKING_CREATE,
    branchId: branch.id,
    subject: args.id,
    billId: args.prebookedFromBillId ?? null,
    args: async (device) => {
      code = await nextCode(env, branch, device);
      return { ...args, code };
    },
  });
  return { id: args.id, code };
}

export function updateBooking(args: BookingSaveInput, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.BOOKING_UPDATE, branchId: args.branchId, subject: args.id, args });
}

export function setGuestStatus(args: z.input<typeof updateStatusArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.BOOKING_STATUS, branchId: args.branchId, subject: args.bookingId, args });
}

export function backGuestStatus(args: z.input<typeof backStatusArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.BOOKING_BACK_STATUS, branchId: args.branchId, subject: args.bookingId, args });
}

export function confirmBooking(args: z.input<typeof confirmBookingArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.BOOKING_CONFIRM, branchId: args.branchId, subject: args.id, args });
}

export function moveGuestToClipboard(args: z.input<typeof moveToClipboardArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.GUEST_TO_CLIPBOARD, branchId: args.branchId, subject: args.bookingId, args });
}

export function moveGuestToDashboard(args: z.input<typeof moveToDashboardArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.GUEST_TO_DASHBOARD, branchId: args.branchId, subject: args.bookingId, args });
}

export function updateSegment(args: z.input<typeof updateSegmentArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.SEGMENT_UPDATE, branchId: args.branchId, subject: args.bookingId, args });
}

export function addBreak(args: z.input<typeof breakTimeArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.BREAK_CREATE, branchId: args.branchId, subject: args.id, args });
}

export function removeBreak(args: z.input<typeof unbreakArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.BREAK_REMOVE, branchId: args.branchId, subject: args.technicianWorkingId, args });
}

/**
 * The bookings of a new recurring series, queued together: one booking.create each, with
 * codes from this tablet's counter, in one transaction so none is queued without the others.
 */
export async function createSeries(branch: BranchSummary, occurrences: readonly Omit<BookingSaveInput, 'code'>[], env: DataEnv = defaultEnv): Promise<void> {
  await guardStorage(() =>
    outboxTransaction(env.db, [], async () => {
      for (const args of occurrences) await createBooking(branch, args, env);
    }),
  );
}

/** "Change this and the following": the server finds the later occurrences of the series. */
export function updateFollowing(args: z.input<typeof seriesUpdateArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.SERIES_UPDATE, branchId: args.booking.branchId, subject: args.booking.id, args });
}

/** "Cancel this and the following". */
export function cancelFollowing(args: z.input<typeof seriesCancelArgs>, env: DataEnv = defaultEnv): Promise<string> {
  return queue(env, { name: MutationName.SERIES_CANCEL, branchId: args.branchId, subject: args.bookingId, args });
}
