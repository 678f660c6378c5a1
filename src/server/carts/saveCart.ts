/**
 * A cart created or changed, the same way online (create-cart, update-cart) and pushed from a
 * tablet (cart.save). In one transaction: the cart (locked), its customer, booking and items
 * are checked, the cart and its items written, and the action log told.
 * - An id the server does not know makes a new New cart (CART_CREATE); its code is the
 *   tablet's (checked), the online caller's, or the branch counter's.
 * - A known id changes that cart (CART_UPDATE) while it is New: its customer, booking and items
 *   are replaced; its code stays. A Paid or cancelled cart is refused (CART_NOT_EDITABLE).
 */
import type { Db } from '../db/db';
import { accessForItemKind, CartAccess } from '../../domain/cart/access';
import { cartTotal, type CartSaveArgs, type CartSaveResult } from '../../domain/cart/contract';
import { CartStatus } from '../../domain/cart/status';
import { isCartEditable } from '../../domain/cart/rules';
import { resolveBranchConfig } from '../../domain/branchConfig';
import { AppError, ErrorCode, refusedWith } from '../../domain/errors';
import { ActionType, EntityType, logAction } from '../actionLog/actionLogRepository';
import { assertActorAccess, type BillActor } from '../billing/billActor';
import type { CodeSource } from '../booking/bookingCode';
import { configValues, type BranchRow } from '../branches/branchRepository';
import { newCartCode } from './cartCode';
import { assertCartCustomerForm, resolveCartCustomer, type CartBooking } from './cartCustomer';
import { resolveCartItems } from './cartItems';
import { cartIdTaken, findCart, insertCart, itemsOfCarts, replaceCartItems, updateCart, type CartRow } from './cartRepository';

/** CREATE: a new cart only (create-cart). UPDATE: an existing cart only (update-cart). ANY: whichever the id is (cart.save). */
export const CartSaveMode = { CREATE: 'create', UPDATE: 'update', ANY: 'any' } as const;
export type CartSaveMode = (typeof CartSaveMode)[keyof typeof CartSaveMode];

export type SaveCartInput = {
  tenantId: string;
  branch: BranchRow;
  actor: BillActor;
  /** Online callers may leave the code of a new cart to the server. */
  args: Omit<CartSaveArgs, 'code'> & { code?: string | undefined };
  code: CodeSource;
  mode: CartSaveMode;
  now: Date;
};

/** The cart to change, or null for a new one; refuses an id used by anything else. */
async function existingOrNew(tx: Db, input: SaveCartInput): Promise<CartRow | null> {
  const { tenantId, branch, args, mode } = input;
  const cart = await findCart(tx, { tenantId, id: args.id, lock: true });
  if (cart && cart.branch_id === branch.id) {
    if (mode === CartSaveMode.CREATE) throw new AppError(ErrorCode.DUPLICATE);
    return cart;
  }
  if (mode === CartSaveMode.UPDATE) throw new AppError(ErrorCode.NOT_FOUND);
  if (cart || (await cartIdTaken(tx, args.id))) throw new AppError(ErrorCode.DUPLICATE);
  return null;
}

/** The cart's booking and guest: of this branch, the guest of that booking. */
async function resolveBooking(tx: Db, input: { tenantId: string; branchId: string; args: CartSaveArgs }): Promise<CartBooking | null> {
  const { tenantId, args } = input;
  if (args.bookingId === null) {
    if (args.guestId !== null) throw new AppError(ErrorCode.VALIDATION, { message: 'guestId: A guest is named only with its booking', fields: { guestId: 'A guest is named only with its booking' } });
    return null;
  }
  const booking = await tx.maybeOne<CartBooking & { branch_id: string }>(
    `SELECT id, branch_id, customer_id, customer_name, phone, email FROM booking WHERE tenant_id = $1 AND id = $2`,
    [tenantId, args.bookingId],
  );
  if (!booking || booking.branch_id !== input.branchId) throw new AppError(ErrorCode.NOT_FOUND, { message: 'The booking of this cart was not found in this branch.' });
  if (args.guestId !== null) {
    const guest = await tx.maybeOne(`SELECT 1 FROM guest WHERE tenant_id = $1 AND id = $2 AND booking_id = $3`, [tenantId, args.guestId, booking.id]);
    if (!guest) throw new AppError(ErrorCode.NOT_FOUND, { message: 'The guest of this cart was not found in its booking.' });
  }
  return booking;
}

export async function saveCart(db: Db, input: SaveCartInput): Promise<CartSaveResult> {
  const { tenantId, branch, actor, now } = input;
  return db.transaction(async (tx) => {
    const existing = await existingOrNew(tx, input);
    assertActorAccess(actor, existing ? CartAccess.UPDATE : CartAccess.CREATE);
    if (existing && !isCartEditable(existing.status)) throw refusedWith(ErrorCode.CART_NOT_EDITABLE, { cartCode: existing.code });
    // Only the code of a new cart matters; a change keeps the stored one.
    const args: CartSaveArgs = { ...input.args, code: existing?.code ?? input.args.code ?? '' };
    for (const kind of new Set(args.items.map((i) => i.kind))) assertActorAccess(actor, accessForItemKind(kind));

    const config = resolveBranchConfig(branch.id, await configValues(tx, tenantId, branch.id));
    assertCartCustomerForm(args, config.phone);
    const booking = await resolveBooking(tx, { tenantId, branchId: branch.id, args });
    const code = existing ? existing.code : await newCartCode(tx, { tenantId, branch, requested: input.args.code, source: input.code });
    const before = existing ? await itemsOfCarts(tx, tenantId, [existing.id]) : [];
    const items = await resolveCartItems(tx, { tenantId, branchId: branch.id, args, existing: before });
    const customer = await resolveCartCustomer(tx, { tenantId, branchId: branch.id, args, booking, now });

    const fields = {
      id: args.id,
      tenantId,
      branchId: branch.id,
      customerId: customer.customerId,
      customerName: customer.name,
      phone: customer.phone || null,
      email: customer.email,
      bookingId: args.bookingId,
      guestId: args.guestId,
      now,
    };
    if (existing) await updateCart(tx, fields);
    else if (!(await insertCart(tx, { ...fields, code, userId: actor.userId }))) throw new AppError(ErrorCode.DUPLICATE);
    await replaceCartItems(tx, { tenantId, cartId: args.id, items });

    const total = cartTotal(items);
    await logAction(tx, {
      tenantId,
      branchId: branch.id,
      userId: actor.userId,
      action: existing ? ActionType.UPDATE : ActionType.CREATE,
      entityType: EntityType.CART,
      entityId: args.id,
      editInfo: {
        code,
        status: existing?.status ?? CartStatus.NEW,
        customerId: customer.customerId,
        customerName: customer.name,
        phone: customer.phone,
        newCustomer: customer.created,
        bookingId: args.bookingId,
        guestId: args.guestId,
        items: items.map((i) => ({ kind: i.kind, giftCardId: i.giftCardId, productId: i.productId, name: i.name, quantity: i.quantity, price: i.price })),
        total,
        ...(existing ? { oldItems: before.map((i) => ({ kind: i.kind, name: i.name, quantity: i.quantity, price: i.price_cents })) } : {}),
      },
      now,
    });
    return { id: args.id, code, customerId: customer.customerId, total };
  });
}
