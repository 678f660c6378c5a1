import { CartAccess } from '../../../domain/cart/access';
import type { MutationName } from '../../../domain/sync-protocol';
import { cancelCart } from '../../carts/cancelCart';
import type { MutationHandler } from '../mutationHandler';
import { billActorOfContext } from './handlerActor';

export const cartCancel: MutationHandler<typeof MutationName.CART_CANCEL> = {
  access: CartAccess.CANCEL,
  branchOf: (args) => args.branchId,
  changesBoardFacts: false,
  changesBookings: true,
  apply: (ctx, args) =>
    cancelCart(ctx.tx, {
      tenantId: ctx.tenantId,
      actor: billActorOfContext(ctx),
      args,
      now: ctx.now,
    }),
};
