/**
 * Cancelling a cart (cancel-cart-bill, cart.cancel), in one transaction: a New cart becomes
 * Cancel, its items kept for history (its gift cards are free for another cart again); a Paid
 * cart is refused with "Cart paid! Cannot delete!" (cancel its bill first, which puts the cart
 * back to New); an already cancelled cart is answered as cancelled and nothing is written, so
 * the same cancel sent twice (two taps, two tablets) is harmless.
 */
import type { Db } from '../db/db';
import { CartAccess } from '../../domain/cart/access';
import { type CartCancelArgs } from '../../domain/cart/contract';
import { CartStatus } from '../../domain/cart/status';
import { cartCancelOutcome } from '../../domain/cart/rules';
import { AppError, ErrorCode, refusedWith } from '../../domain/errors';
import { ActionType, EntityType, logAction } from '../actionLog/actionLogRepository';
import { assertActorAccess, type BillActor } from '../billing/billActor';
import { findCart, setCartCancelled } from './cartRepository';

export type CartCancelResult = { id: string; code: string; status: CartStatus };

export async function cancelCart(db: Db, input: { tenantId: string; actor: BillActor; args: CartCancelArgs; now: Date }): Promise<CartCancelResult> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertActorAccess(actor, CartAccess.CANCEL);
    const cart = await findCart(tx, { tenantId, id: args.id, lock: true });
    if (!cart || cart.branch_id !== args.branchId) throw new AppError(ErrorCode.NOT_FOUND);
    const outcome = cartCancelOutcome(cart.status);
    if (outcome === 'paid') throw refusedWith(ErrorCode.CART_PAID, { cartCode: cart.code });
    if (outcome === 'alreadyCancelled') return { id: cart.id, code: cart.code, status: CartStatus.CANCEL };
    await setCartCancelled(tx, { tenantId, id: cart.id, now });
    await logAction(tx, {
      tenantId,
      branchId: cart.branch_id,
      userId: actor.userId,
      action: ActionType.CANCEL,
      entityType: EntityType.CART,
      entityId: cart.id,
      editInfo: { code: cart.code, oldStatus: cart.status, newStatus: CartStatus.CANCEL, ...(cart.bill_id ? { draftBillId: cart.bill_id } : {}) },
      now,
    });
    return { id: cart.id, code: cart.code, status: CartStatus.CANCEL };
  });
}
