import { type MutationArgs } from '../../domain/sync';
import { MutationName } from '../../domain/sync-protocol';
import type { JsonValue } from '../actionLog/actionLogRepository';
import type { MutationContext, MutationHandler, MutationHandlers } from './mutationHandler';
import { posActionCreate } from './handlers/posActionCreate';
import { syncDiscard } from './handlers/syncDiscard';
import { bookingCreate } from './handlers/bookingCreate';
import { bookingUpdate } from './handlers/bookingUpdate';
import { bookingUpdateStatus } from './handlers/bookingUpdateStatus';
import { bookingBackStatus } from './handlers/bookingBackStatus';
import { bookingConfirm } from './handlers/bookingConfirm';
import { guestToClipboard } from './handlers/guestToClipboard';
import { guestToDashboard } from './handlers/guestToDashboard';
import { segmentUpdate } from './handlers/segmentUpdate';
import { breakCreate } from './handlers/breakCreate';
import { breakRemove } from './handlers/breakRemove';
import { billCreate } from './handlers/billCreate';
import { billCancel } from './handlers/billCancel';
import { tipSave } from './handlers/tipSave';
import { tipDelete } from './handlers/tipDelete';
import { cartSave } from './handlers/cartSave';
import { cartCancel } from './handlers/cartCancel';
import { dayClose } from './handlers/dayClose';
import { tipPayout } from './handlers/tipPayout';
import { clockIn } from './handlers/clockIn';
import { turnMove } from './handlers/turnMove';
import { seriesUpdate } from './handlers/seriesUpdate';
import { seriesCancel } from './handlers/seriesCancel';

export const mutationHandlers: MutationHandlers = {
  [MutationName.POS_ACTION_CREATE]: posActionCreate,
  [MutationName.SYNC_DISCARD]: syncDiscard,
  [MutationName.BOOKING_CREATE]: bookingCreate,
  [MutationName.BOOKING_UPDATE]: bookingUpdate,
  [MutationName.BOOKING_STATUS]: bookingUpdateStatus,
  [MutationName.BOOKING_BACK_STATUS]: bookingBackStatus,
  [MutationName.BOOKING_CONFIRM]: bookingConfirm,
  [MutationName.GUEST_TO_CLIPBOARD]: guestToClipboard,
  [MutationName.GUEST_TO_DASHBOARD]: guestToDashboard,
  [MutationName.SEGMENT_UPDATE]: segmentUpdate,
  [MutationName.BREAK_CREATE]: breakCreate,
  [MutationName.BREAK_REMOVE]: breakRemove,
  [MutationName.BILL_CREATE]: billCreate,
  [MutationName.BILL_CANCEL]: billCancel,
  [MutationName.TIP_SAVE]: tipSave,
  [MutationName.TIP_DELETE]: tipDelete,
  [MutationName.CART_SAVE]: cartSave,
  [MutationName.CART_CANCEL]: cartCancel,
  [MutationName.DAY_CLOSE]: dayClose,
  [MutationName.TIP_PAYOUT]: tipPayout,
  [MutationName.CLOCK_IN]: clockIn,
  [MutationName.TURN_MOVE]: turnMove,
  [MutationName.SERIES_UPDATE]: seriesUpdate,
  [MutationName.SERIES_CANCEL]: seriesCancel,
};

/** Generic over the name so TypeScript ties the handler to its own args (a correlated union). */
export function handlerOf<N extends MutationName>(name: N): MutationHandler<N> {
  return mutationHandlers[name];
}

export function branchOfArgs<N extends MutationName>(name: N, args: MutationArgs[N]): string {
  return handlerOf(name).branchOf(args);
}

export async function applyHandler<N extends MutationName>(name: N, ctx: MutationContext, args: MutationArgs[N]): Promise<JsonValue> {
  const handler = handlerOf(name);
  try {
    return await handler.apply(ctx, args);
  } finally {
    // Done or undone, the facts may differ from what was read before: the next change reads them again.
    if (handler.changesBoardFacts) ctx.boardFacts.forget();
    if (handler.changesBookings) ctx.boardFacts.columns.clear();
  }
}
