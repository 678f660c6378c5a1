import { CartAccess } from '../../../domain/cart/access';
import type { MutationName } from '../../../domain/sync-protocol';
import { CartSaveMode, saveCart } from '../../carts/saveCart';
import type { MutationHandler } from '../mutationHandler';
import { billActorOfContext, branchOf } from './handlerActor';

/**
 * A cart made or changed at the tablet, possibly offline: a new cart's code comes from the
 * tablet's counter (checked); a known cart is changed while it is New.
 */
export const cartSave: MutationHandler<typeof MutationName.CART_SAVE> = {
  access: CartAccess.SAVE,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) =>
    saveCart(ctx.tx, {
      tenantId: ctx.tenantId,
      branch: branchOf(ctx),
      actor: billActorOfContext(ctx),
      args,
      code: { kind: 'device', deviceNo: ctx.deviceNo },
      mode: CartSaveMode.ANY,
      now: ctx.now,
    }),
};
