/**
 * The sync contract: every change the front desk makes is a Mutation in the tablet's outbox,
 * pushed in order to the server, which applies each exactly once per (device, seq).
 * The same `applyMutation`-style domain functions compute the local effect on the tablet
 * and the real effect on the server.
 */
import { z } from './schemas/zod';
import { posActionCreateArgs } from './pos';
import { dayCloseArgs } from './day-close/day-close';
import {
  backStatusArgs,
  bookingSaveArgs,
  breakTimeArgs,
  confirmBookingArgs,
  moveToClipboardArgs,
  moveToDashboardArgs,
  unbreakArgs,
  updateSegmentArgs,
  updateStatusArgs,
} from './booking/args';
import { billCancelArgs, billCreateArgs, tipDeleteArgs, tipSaveArgs } from './bill/args';
import { cartCancelArgs, cartSaveArgs } from './cart/contract';
import { isoInstant } from './schemas/dates';
import { wholeNumber } from './schemas/numbers';
import { text } from './schemas/text';
import { tipPayoutArgs } from './tip-payout';
import { clockInArgs, turnMoveArgs } from './turns/args';
import { seriesCancelArgs, seriesUpdateArgs } from './booking/series-args';

export const SyncPath = {
  REGISTER_DEVICE: '/api/sync/register-device',
  PUSH: '/api/sync/push',
} as const;

/** Bumped when a mutation's args change shape; the server refuses versions it cannot read. */
export const MUTATION_SCHEMA_VERSION = 1;

/** The largest sequence number a device can reach: the database keeps it as a 32-bit integer. */
export const MAX_SEQ = 2_147_483_647;

/** Pushes carry at most this many mutations; the loop sends the rest in further batches. */
export const PUSH_BATCH_SIZE = 100;

export const MutationName = {
  POS_ACTION_CREATE: 'posAction.create',
  /** Staff discarded a refused change: the server records it in the action log. */
  SYNC_DISCARD: 'sync.discard',
  BOOKING_CREATE: 'booking.create',
  BOOKING_UPDATE: 'booking.update',
  BOOKING_STATUS: 'booking.updateStatus',
  BOOKING_BACK_STATUS: 'booking.backStatus',
  BOOKING_CONFIRM: 'booking.confirm',
  GUEST_TO_CLIPBOARD: 'booking.moveGuestToClipboard',
  GUEST_TO_DASHBOARD: 'booking.moveGuestToDashboard',
  SEGMENT_UPDATE: 'booking.updateSegment',
  BREAK_CREATE: 'timesheet.breakTime',
  BREAK_REMOVE: 'timesheet.unbreak',
  /** A payment taken at the counter: the bill, its payments, gift card and loyalty use. */
  BILL_CREATE: 'bill.create',
  BILL_CANCEL: 'bill.cancel',
  /** Create a bill's tip, or replace it (update). */
  TIP_SAVE: 'tip.save',
  TIP_DELETE: 'tip.delete',
  /** A cart created or changed at the counter (gift cards and products). */
  CART_SAVE: 'cart.save',
  CART_CANCEL: 'cart.cancel',
  /** The close of a branch day for one checkout method, or a correction of one. */
  DAY_CLOSE: 'dayClose.create',
  /** Cash handed to a technician from the drawer for the tips it holds for them (tip-payout.ts). */
  TIP_PAYOUT: 'tipPayout.create',
  /** A technician clocked in at the desk: joins the day's walk-in turn list. */
  CLOCK_IN: 'turns.clockIn',
  /** A manager moved a technician up or down the turn list, with a note. */
  TURN_MOVE: 'turns.move',
  /** Change one occurrence of a recurring series and every later one still open. */
  SERIES_UPDATE: 'booking.updateFollowing',
  /** Cancel one occurrence of a recurring series and every later one still open. */
  SERIES_CANCEL: 'booking.cancelFollowing',
} as const;
export type MutationName = (typeof MutationName)[keyof typeof MutationName];

export const syncDiscardArgs = z.object({
  mutationId: z.uuid(),
  name: text({ min: 1, max: 100 }),
  /** Plain-words summary of what was discarded, kept in the action log. */
  summary: text({ max: 500, multiline: true }),
  branchId: z.uuid(),
});
export type SyncDiscardArgs = z.infer<typeof syncDiscardArgs>;

/** Args schema per mutation name: validated by the form, the outbox and the server alike. */
export const mutationArgsSchemas = {
  [MutationName.POS_ACTION_CREATE]: posActionCreateArgs,
  [MutationName.SYNC_DISCARD]: syncDiscardArgs,
  [MutationName.BOOKING_CREATE]: bookingSaveArgs,
  [MutationName.BOOKING_UPDATE]: bookingSaveArgs,
  [MutationName.BOOKING_STATUS]: updateStatusArgs,
  [MutationName.BOOKING_BACK_STATUS]: backStatusArgs,
  [MutationName.BOOKING_CONFIRM]: confirmBookingArgs,
  [MutationName.GUEST_TO_CLIPBOARD]: moveToClipboardArgs,
  [MutationName.GUEST_TO_DASHBOARD]: moveToDashboardArgs,
  [MutationName.SEGMENT_UPDATE]: updateSegmentArgs,
  [MutationName.BREAK_CREATE]: breakTimeArgs,
  [MutationName.BREAK_REMOVE]: unbreakArgs,
  [MutationName.BILL_CREATE]: billCreateArgs,
  [MutationName.BILL_CANCEL]: billCancelArgs,
  [MutationName.TIP_SAVE]: tipSaveArgs,
  [MutationName.TIP_DELETE]: tipDeleteArgs,
  [MutationName.CART_SAVE]: cartSaveArgs,
  [MutationName.CART_CANCEL]: cartCancelArgs,
  [MutationName.DAY_CLOSE]: dayCloseArgs,
  [MutationName.TIP_PAYOUT]: tipPayoutArgs,
  [MutationName.CLOCK_IN]: clockInArgs,
  [MutationName.TURN_MOVE]: turnMoveArgs,
  [MutationName.SERIES_UPDATE]: seriesUpdateArgs,
  [MutationName.SERIES_CANCEL]: seriesCancelArgs,
} as const satisfies Record<MutationName, z.ZodMiniType>;

export type MutationArgs = {
  [K in MutationName]: z.infer<(typeof mutationArgsSchemas)[K]>;
};

/** Which mutations accept a `force: true` retry (the spec's force flag): booking over a taken slot. */
export const FORCEABLE_MUTATIONS: readonly MutationName[] = [
  MutationName.BOOKING_CREATE,
  MutationName.BOOKING_UPDATE,
  MutationName.GUEST_TO_DASHBOARD,
  MutationName.SEGMENT_UPDATE,
];

const mutationBase = {
  /** Client UUID of this change. */
  id: z.uuid(),
  deviceId: z.uuid(),
  /** Per-device sequence, 1, 2, 3, ... with no gaps, assigned when the change is made. */
  seq: wholeNumber(1, MAX_SEQ),
  /** Who made the change at the tablet (may differ from the session that pushes it). */
  userId: z.uuid(),
  branchId: z.nullable(z.uuid()),
  schemaVersion: wholeNumber(1, 1000),
  /** ISO instant the change was made at the tablet. */
  createdAt: isoInstant(),
  /** Ids of earlier mutations this one needs: refused if any of them was refused. */
  dependsOn: z._default(z.array(z.uuid()).check(z.maxLength(50)), []),
};

export const mutationSchema = z.discriminatedUnion('name', [
  z.object({ ...mutationBase, name: z.literal(MutationName.POS_ACTION_CREATE), args: posActionCreateArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.SYNC_DISCARD), args: syncDiscardArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.BOOKING_CREATE), args: bookingSaveArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.BOOKING_UPDATE), args: bookingSaveArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.BOOKING_STATUS), args: updateStatusArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.BOOKING_BACK_STATUS), args: backStatusArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.BOOKING_CONFIRM), args: confirmBookingArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.GUEST_TO_CLIPBOARD), args: moveToClipboardArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.GUEST_TO_DASHBOARD), args: moveToDashboardArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.SEGMENT_UPDATE), args: updateSegmentArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.BREAK_CREATE), args: breakTimeArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.BREAK_REMOVE), args: unbreakArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.BILL_CREATE), args: billCreateArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.BILL_CANCEL), args: billCancelArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.TIP_SAVE), args: tipSaveArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.TIP_DELETE), args: tipDeleteArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.CART_SAVE), args: cartSaveArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.CART_CANCEL), args: cartCancelArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.DAY_CLOSE), args: dayCloseArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.TIP_PAYOUT), args: tipPayoutArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.CLOCK_IN), args: clockInArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.TURN_MOVE), args: turnMoveArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.SERIES_UPDATE), args: seriesUpdateArgs }),
  z.object({ ...mutationBase, name: z.literal(MutationName.SERIES_CANCEL), args: seriesCancelArgs }),
]);
export type Mutation = z.infer<typeof mutationSchema>;

/** The envelope of a push is parsed loosely first so one bad mutation cannot hide the others. */
export const pushBody = z.object({
  deviceId: z.uuid(),
  mutations: z.array(z.unknown()).check(z.minLength(1), z.maxLength(PUSH_BATCH_SIZE)),
});
export type PushBody = { deviceId: string; mutations: Mutation[] };

export const MutationOutcome = {
  /** Applied; `result` holds what the handler answered. */
  APPLIED: 'APPLIED',
  /** A business rejection, recorded as done: it goes to Needs attention with `error`. */
  REJECTED: 'REJECTED',
} as const;
export type MutationOutcome = (typeof MutationOutcome)[keyof typeof MutationOutcome];

/**
 * Why a change was refused. `facts` (refusal-facts.ts) came later: a result without them, or
 * with facts of a shape this app does not know, is shown by its code or message alone.
 */
export type RefusalError = { code: string; message: string; facts?: unknown };

export type MutationResult = {
  id: string;
  seq: number;
  outcome: MutationOutcome;
  result: unknown;
  error: RefusalError | null;
  /** True when this (device, seq) had been applied before: the stored answer, nothing changed. */
  replayed: boolean;
};

export type PushResult = {
  /** One per mutation processed, in order; processing stops at the first gap. */
  results: MutationResult[];
  /**
   * Set when the server expected another sequence number than the next one sent
   * (a gap or a reset): the client resends from this number.
   */
  expectedSeq: number | null;
};

/** deviceNo is short and unique per tenant: it goes into codes made offline. */
export type RegisterDeviceResult = { deviceId: string; deviceNo: number };
