/**
 * The sync contract: every change the front desk makes is a Mutation in the tablet's outbox,
 * pushed in order to the server, which applies each exactly once per (device, seq).
 * The same `applyMutation`-style domain functions compute the local effect on the tablet
 * and the real effect on the server.
 */
import { z } from './schemas/zod';
import { posActionCreateArgs } from './pos-args';
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
import { tipPayoutArgs } from './tip-payout-args';
import { clockInArgs, turnMoveArgs } from './turns/args';
import { seriesCancelArgs, seriesUpdateArgs } from './booking/series-args';
import { MAX_SEQ, MutationName, PUSH_BATCH_SIZE } from './sync-protocol';

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
