/**
 * The sync protocol's names and limits, apart from its schemas (sync.ts) so the first screen
 * can name a change without loading zod.
 */

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

/** Which mutations accept a `force: true` retry (the spec's force flag): booking over a taken slot. */
export const FORCEABLE_MUTATIONS: readonly MutationName[] = [
  MutationName.BOOKING_CREATE,
  MutationName.BOOKING_UPDATE,
  MutationName.GUEST_TO_DASHBOARD,
  MutationName.SEGMENT_UPDATE,
];

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
