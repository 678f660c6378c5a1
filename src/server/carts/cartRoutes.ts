import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CartAccess } from '../../domain/cart/access';
import {
  cartCancelQuery,
  cartListQuery,
  CartPath,
  cartSaveArgs,
  cartsByBookingQuery,
  type CartPage,
  type CartSaveArgs,
  type CartSaveResult,
  type CartView,
} from '../../domain/cart/contract';
import { AppError, ErrorCode } from '../../domain/errors';
import type { AppDeps } from '../deps';
import { ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { requireAccess, requireAuth, requireBranch, type AuthContext } from '../auth/authContext';
import { billActorOf } from '../billing/billActor';
import { bookingById } from '../booking/bookingReadRepository';
import { branchTimeZone } from '../branches/branchRepository';
import { cancelCart, type CartCancelResult } from './cancelCart';
import { bookingCartViews, cartPage, cartViews } from './cartReads';
import { findCart, type CartRow } from './cartRepository';
import { CartSaveMode, saveCart } from './saveCart';

const optionalCode = z.object({ code: z.string().min(3).max(60).optional() });
const idParams = z.object({ id: z.uuid() });

/**
 * The REST body: cart.save's args, except that an online caller may leave a new cart's code to
 * the server (branch counter). Checked by cart.save's own schema, refinements included.
 */
function parseCartBody(body: unknown): Omit<CartSaveArgs, 'code'> & { code: string | undefined } {
  const { code } = parseInput(optionalCode, body);
  const fields = typeof body === 'object' && body !== null ? body : {};
  // A placeholder where the code is left to the server: only the schema sees it.
  const args = parseInput(cartSaveArgs, { ...fields, code: code ?? 'to be numbered' });
  return { ...args, code };
}

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
    app.post(path, async (request, reply) => {
      const auth = await guard(request, reply, update ? CartAccess.UPDATE : CartAccess.CREATE);
      const args = parseCartBody(request.body);
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

  app.get(CartPath.CANCEL, async (request, reply) => {
    const auth = await guard(request, reply, CartAccess.CANCEL);
    const { cartId } = parseInput(cartCancelQuery, request.query);
    const cart = await managedCart(auth, cartId);
    const args = { id: cart.id, branchId: cart.branch_id };
    return ok<CartCancelResult>(await cancelCart(db, { tenantId: auth.tenantId, actor: billActorOf(auth), args, now: deps.now() }), 'Cancel success');
  });

  app.get(CartPath.LIST, async (request, reply) => {
    const auth = await guard(request, reply, CartAccess.READ);
    const query = parseInput(cartListQuery, request.query);
    const branch = requireBranch(auth, query.branchId);
    const timeZone = await branchTimeZone(db, auth.tenantId, branch.id);
    return ok<CartPage>(await cartPage(db, { tenantId: auth.tenantId, branchId: branch.id, page: query.page, query: query.query, status: query.status, timeZone }));
  });

  app.get(`${CartPath.DETAIL}/:id`, async (request, reply) => {
    const auth = await guard(request, reply, CartAccess.READ);
    const { id } = parseInput(idParams, request.params);
    const cart = await managedCart(auth, id);
    const timeZone = await branchTimeZone(db, auth.tenantId, cart.branch_id);
    const [view] = await cartViews(db, { tenantId: auth.tenantId, rows: [cart], timeZone });
    if (!view) throw new AppError(ErrorCode.NOT_FOUND);
    return ok<CartView>(view);
  });

  app.get(CartPath.BY_BOOKING, async (request, reply) => {
    const auth = await guard(request, reply, CartAccess.READ);
    const { bookingId } = parseInput(cartsByBookingQuery, request.query);
    const booking = await bookingById(db, auth.tenantId, bookingId);
    if (!booking) throw new AppError(ErrorCode.NOT_FOUND);
    requireBranch(auth, booking.branch_id);
    const timeZone = await branchTimeZone(db, auth.tenantId, booking.branch_id);
    return ok<CartView[]>(await bookingCartViews(db, { tenantId: auth.tenantId, bookingId: booking.id, timeZone }));
  });
}
