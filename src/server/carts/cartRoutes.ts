import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CartAccess } from '../../domain/cart/access';
import { byId } from '../../domain/schemas/ids';
import {
  cartCancelQuery,
  cartListQuery,
  CartPath,
  cartSaveBody,
  cartsByBookingQuery,
  type CartPage,
  type CartSaveResult,
  type CartView,
} from '../../domain/cart/contract';
import { AppError, ErrorCode } from '../../domain/errors';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { requireAccess, requireAuth, requireBranch, type AuthContext } from '../auth/authContext';
import { billActorOf } from '../billing/billActor';
import { bookingById } from '../booking/bookingReadRepository';
import { branchTimeZone } from '../branches/branchRepository';
import { cancelCart, type CartCancelResult } from './cancelCart';
import { bookingCartViews, cartPage, cartViews } from './cartReads';
import { findCart, type CartRow } from './cartRepository';
import { CartSaveMode, saveCart } from './saveCart';

/** Carts online: create, change, cancel, and the list, detail and a booking's carts. Tablets push the same writes. */
export function registerCartRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  async function guard(request: FastifyRequest, reply: FastifyReply, need: (typeof CartAccess)[keyof typeof CartAccess]): Promise<AuthContext> {
    const auth = await requireAuth(deps, request, reply);
    requireAccess(auth, need);
    return auth;
  }

  /** A cart of the tenant in a branch the user manages: unknown ids are 404, foreign branches 403. */
  async function managedCart(auth: AuthContext, id: string): Promise<CartRow> {
    const cart = await findCart(db, { tenantId: auth.tenantId, id });
    if (!cart) throw new AppError(ErrorCode.NOT_FOUND);
    requireBranch(auth, cart.branch_id);
    return cart;
  }

  for (const path of [CartPath.CREATE, CartPath.UPDATE]) {
    const update = path === CartPath.UPDATE;
    route(app, { method: 'POST', url: path, input: { body: cartSaveBody } }, async (request, reply, input) => {
      const auth = await guard(request, reply, update ? CartAccess.UPDATE : CartAccess.CREATE);
      const args = input.body();
      const branch = requireBranch(auth, args.branchId);
      const result = await saveCart(db, {
        tenantId: auth.tenantId,
        branch,
        actor: billActorOf(auth),
        args,
        code: args.code === undefined ? { kind: 'server' } : { kind: 'given' },
        mode: update ? CartSaveMode.UPDATE : CartSaveMode.CREATE,
        now: deps.now(),
      });
      return ok<CartSaveResult>(result, update ? 'Update success' : 'create cart success');
    });
  }

  route(app, { method: 'GET', url: CartPath.CANCEL, input: { query: cartCancelQuery }, writes: true }, async (request, reply, input) => {
    const auth = await guard(request, reply, CartAccess.CANCEL);
    const { cartId } = input.query();
    const cart = await managedCart(auth, cartId);
    const args = { id: cart.id, branchId: cart.branch_id };
    return ok<CartCancelResult>(await cancelCart(db, { tenantId: auth.tenantId, actor: billActorOf(auth), args, now: deps.now() }), 'Cancel success');
  });

  route(app, { method: 'GET', url: CartPath.LIST, input: { query: cartListQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CartAccess.READ);
    const query = input.query();
    const branch = requireBranch(auth, query.branchId);
    const timeZone = await branchTimeZone(db, auth.tenantId, branch.id);
    return ok<CartPage>(await cartPage(db, { tenantId: auth.tenantId, branchId: branch.id, page: query.page, query: query.query, status: query.status, timeZone }));
  });

  route(app, { method: 'GET', url: `${CartPath.DETAIL}/:id`, input: { params: byId } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CartAccess.READ);
    const { id } = input.params();
    const cart = await managedCart(auth, id);
    const timeZone = await branchTimeZone(db, auth.tenantId, cart.branch_id);
    const [view] = await cartViews(db, { tenantId: auth.tenantId, rows: [cart], timeZone });
    if (!view) throw new AppError(ErrorCode.NOT_FOUND);
    return ok<CartView>(view);
  });

  route(app, { method: 'GET', url: CartPath.BY_BOOKING, input: { query: cartsByBookingQuery } }, async (request, reply, input) => {
    const auth = await guard(request, reply, CartAccess.READ);
    const { bookingId } = input.query();
    const booking = await bookingById(db, auth.tenantId, bookingId);
    if (!booking) throw new AppError(ErrorCode.NOT_FOUND);
    requireBranch(auth, booking.branch_id);
    const timeZone = await branchTimeZone(db, auth.tenantId, booking.branch_id);
    return ok<CartView[]>(await bookingCartViews(db, { tenantId: auth.tenantId, bookingId: booking.id, timeZone }));
  });
}
