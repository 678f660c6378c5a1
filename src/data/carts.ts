/**
 * Carts at the counter: made and changed here (one Dexie transaction: the code from the
 * tablet's counter, the cart.save entry, the cart as shown), cancelled through the outbox,
 * paid by a bill. Lists come from the server when online and are stored (the options to sell
 * live in cart-options.ts), so the cart screens work offline too.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { BranchSummary } from '../domain/api';
import { CartPath, type CartPage, type CartSaveInput, type CartView } from '../domain/cart/contract';
import { applyPendingToCarts, cartViewFromArgs, type PendingCartChange } from '../domain/cart/local-effects';
import { deviceCode } from '../domain/device-code';
import { AppError, ErrorCode } from '../domain/errors';
import { MutationName } from '../domain/sync-protocol';
import { formatZonedDateTime } from '../domain/time';
import { defaultEnv, type DataEnv } from './data-env';
import { DEVICE_KEY, OutboxState, type CartRecord, type FrontDeskDb, type OutboxEntry } from './db';
import { enqueueInTx, outboxTransaction } from './outbox';
import { guardStorage } from './storage-errors';

/** Ids of carts with a change still waiting: a server copy must not overwrite what was made here. */
async function waitingCartIds(db: FrontDeskDb): Promise<Set<string>> {
  const entries = await db.outbox.toArray();
  return new Set(entries.flatMap((e) => (e.name === MutationName.CART_SAVE || e.name === MutationName.CART_CANCEL ? [e.args.id] : [])));
}

async function storeServerCarts(db: FrontDeskDb, carts: readonly CartView[], now: number): Promise<void> {
  await db.transaction('rw', [db.carts, db.outbox], async () => {
    const waiting = await waitingCartIds(db);
    for (const cart of carts) {
      if (waiting.has(cart.id)) continue;
      const existing = await db.carts.get(cart.id);
      await db.carts.put({ ...cart, madeHere: existing?.madeHere ?? false, savedAt: now });
    }
  });
}

/** One page of the server's cart list, stored. */
export async function loadCartPage(
  query: { branchId: string; page: number; query: string; status?: string },
  env: DataEnv = defaultEnv,
): Promise<CartPage> {
  const page = await env.api.get<CartPage>(CartPath.LIST, { ...query, status: query.status ?? undefined });
  await guardStorage(() => storeServerCarts(env.db, page.items, env.now().getTime()));
  return page;
}

export async function loadBookingCarts(bookingId: string, env: DataEnv = defaultEnv): Promise<CartView[]> {
  const carts = await env.api.get<CartView[]>(CartPath.BY_BOOKING, { bookingId });
  await guardStorage(() => storeServerCarts(env.db, carts, env.now().getTime()));
  return carts;
}

/** Cancels, payments and bill cancels still waiting, as they change carts' statuses. */
export function pendingCartChanges(entries: readonly OutboxEntry[]): PendingCartChange[] {
  return entries.flatMap((e): PendingCartChange[] => {
    if (e.state === OutboxState.HELD) return [];
    if (e.name === MutationName.CART_CANCEL) return [{ kind: 'cancel', cartId: e.args.id }];
    if (e.name === MutationName.BILL_CREATE && e.args.cartIds.length > 0) return [{ kind: 'paid', cartIds: e.args.cartIds, billId: e.args.id }];
    if (e.name === MutationName.BILL_CANCEL) return [{ kind: 'billCancelled', billId: e.args.billId }];
    return [];
  });
}

export type CartRow = CartView & { pending: boolean };

export async function readCarts(db: FrontDeskDb, records: readonly CartRecord[]): Promise<CartRow[]> {
  const entries = await db.outbox.orderBy('localOrder').toArray();
  const waiting = new Set(entries.flatMap((e) => (e.name === MutationName.CART_SAVE || e.name === MutationName.CART_CANCEL ? [e.args.id] : [])));
  const views = applyPendingToCarts(
    records.map(({ madeHere: _m, savedAt: _s, ...cart }) => cart),
    pendingCartChanges(entries),
  );
  return views.map((v) => ({ ...v, pending: waiting.has(v.id) }));
}

/** The branch's stored carts, newest first, with what is waiting applied. */
export function useBranchCarts(branchId: string | null, env: DataEnv = defaultEnv): CartRow[] | undefined {
  return useLiveQuery(async () => {
    if (!branchId) return [];
    const records = await env.db.carts.where('branchId').equals(branchId).toArray();
    records.sort((a, b) => (a.createdAt === b.createdAt ? b.code.localeCompare(a.code) : b.createdAt.localeCompare(a.createdAt)));
    return readCarts(env.db, records);
  }, [branchId, env.db]);
}

export function useBookingCarts(bookingId: string | null, env: DataEnv = defaultEnv): CartRow[] | undefined {
  return useLiveQuery(async () => (bookingId ? readCarts(env.db, await env.db.carts.where('bookingId').equals(bookingId).toArray()) : []), [bookingId, env.db]);
}

export function useCart(cartId: string | null, env: DataEnv = defaultEnv): CartRow | null | undefined {
  return useLiveQuery(async () => {
    if (!cartId) return null;
    const record = await env.db.carts.get(cartId);
    return record ? ((await readCarts(env.db, [record]))[0] ?? null) : null;
  }, [cartId, env.db]);
}

/**
 * Creates the cart (a code from this tablet's counter) or saves a change to one: the
 * outbox entry and the cart as shown, in one transaction. Bad args throw before anything is
 * written; a change to a cart still waiting to be sent waits for it.
 */
export async function saveCart(
  input: { branch: BranchSummary; args: Omit<CartSaveInput, 'code' | 'branchId'>; createdBy: string },
  env: DataEnv = defaultEnv,
): Promise<{ id: string; code: string }> {
  const { db } = env;
  const now = env.now();
  return guardStorage(() =>
    outboxTransaction(db, [db.carts, db.cartOptions], async (tx) => {
      const previous = (await db.carts.get(input.args.id)) ?? null;
      let code = previous?.code ?? '';
      if (!previous) {
        const device = await db.device.get(DEVICE_KEY);
        if (!device) throw new AppError(ErrorCode.DEVICE_UNKNOWN);
        const n = (device.billCounters[input.branch.id] ?? 0) + 1;
        code = deviceCode({ branchCode: input.branch.code, deviceNo: device.deviceNo, n });
        await db.device.update(DEVICE_KEY, { billCounters: { ...device.billCounters, [input.branch.id]: n } });
      }
      const entries = await db.outbox.where('branchId').equals(input.branch.id).toArray();
      const dependsOn = entries.filter((e) => e.state !== OutboxState.HELD && e.name === MutationName.CART_SAVE && e.args.id === input.args.id).map((e) => e.id);
      // Validates first: bad args throw the form's message and nothing is written.
      const entry = await enqueueInTx(tx, { name: MutationName.CART_SAVE, args: { ...input.args, code, branchId: input.branch.id }, branchId: input.branch.id, dependsOn, now });
      if (entry.name !== MutationName.CART_SAVE) throw new AppError(ErrorCode.VALIDATION);
      const stored = await db.cartOptions.get(input.branch.id);
      const options = stored ?? { products: [], giftCards: [] };
      const view = cartViewFromArgs({ args: entry.args, options, previous, createdAt: formatZonedDateTime(now, input.branch.timeZone), createdBy: input.createdBy });
      await db.carts.put({ ...view, madeHere: previous?.madeHere ?? true, savedAt: now.getTime() });
      // A card in an open cart is spoken for: no other cart made here offers it (the server agrees).
      const taken = new Set(view.items.flatMap((i) => (i.giftCardId ? [i.giftCardId] : [])));
      if (stored && taken.size > 0) await db.cartOptions.put({ ...stored, giftCards: stored.giftCards.filter((g) => !taken.has(g.id)) });
      return { id: view.id, code };
    }),
  );
}

/** A New cart cancelled; a paid one is refused here already (the server says the same). */
export async function cancelCart(input: { branch: BranchSummary; cartId: string }, env: DataEnv = defaultEnv): Promise<void> {
  const { db } = env;
  await guardStorage(() =>
    outboxTransaction(db, [db.carts, db.cartOptions], async (tx) => {
      const record = await db.carts.get(input.cartId);
      if (record) {
        const [shown] = await readCarts(db, [record]);
        if (shown && shown.status !== 'New') throw new AppError(ErrorCode.CART_PAID);
        // Its gift cards can be sold again.
        const stored = await db.cartOptions.get(input.branch.id);
        const freed = record.items.flatMap((i) => (i.giftCardId && !stored?.giftCards.some((g) => g.id === i.giftCardId) ? [{ id: i.giftCardId, code: i.code, content: i.name, value: i.price, price: i.price, amount: i.price }] : []));
        if (stored && freed.length > 0) await db.cartOptions.put({ ...stored, giftCards: [...stored.giftCards, ...freed] });
      }
      const entries = await db.outbox.where('branchId').equals(input.branch.id).toArray();
      const dependsOn = entries.filter((e) => e.state !== OutboxState.HELD && e.name === MutationName.CART_SAVE && e.args.id === input.cartId).map((e) => e.id);
      await enqueueInTx(tx, { name: MutationName.CART_CANCEL, args: { id: input.cartId, branchId: input.branch.id }, branchId: input.branch.id, dependsOn, now: env.now() });
    }),
  );
}
