/**
 * After a push, fresh copies of what the server decides: the checkout methods of the branch
 * in use (pay-ins/outs need the cash method offline), its service tree (a service added or
 * deactivated in the back office reaches the booking form, offline too), the drawer day and,
 * when changes were sent, the scheduler day on screen with the clipboard (so confirmed changes land at once;
 * otherwise the appointment screen's own polling keeps each part fresh at its own pace).
 * The branch config and the day's config (hours, holiday) come every time: a change made in
 * the back office reaches every tablet at its next sync. So do the user's rights and menu,
 * asked first so that nothing they no longer allow is asked after. The gift cards and products
 * to sell in a cart come when the tablet has none yet or an hour-old copy. A failed part keeps
 * its previous copy.
 */
import { BillAccess } from '../domain/bill/access';
import { CartAccess } from '../domain/cart/access';
import { ServiceTreeAccess } from '../domain/booking/read-paths';
import { Access, checkAccess } from '../domain/rights';
import { isApiError, isOfflineError } from './api-client';
import { loadCheckoutMethods } from './checkout-methods';
import type { CheckLoginResult } from '../domain/api';
import type { DataEnv } from './data-env';
import { lastLoadedDrawer, loadDrawer } from './drawer';
import { DayPart, lastLoadedDay, loadClipboard, loadDay } from './day';
import { loadBranchConfig } from './branch-config';
import { getCachedSession, refreshSessionRights } from './session';
import { loadPaymentOptions } from './payment-options';
import { loadServiceTree } from './service-tree';
import { cartPanelsOf, loadCartOptions } from './cart-options';

type Needs = { required: readonly string[]; requiredPlan?: readonly string[] };

/**
 * The cart form refreshes its options whenever it opens online; the pull only makes sure a
 * tablet that has not opened it since signing in can still sell offline (found by the 72-hour
 * test), and keeps them an hour at most.
 */
const CART_OPTIONS_MAX_AGE_MS = 60 * 60_000;

async function cartOptionsStale(env: DataEnv, branchId: string): Promise<boolean> {
  const stored = await env.db.cartOptions.get(branchId);
  return !stored || env.now().getTime() - stored.fetchedAt > CART_OPTIONS_MAX_AGE_MS;
}

/**
 * A read that needs a right the user may lack (payment options, the service tree): without it,
 * it is not asked (a refusal would be a failed request in normal use) and nothing is stored.
 * A 403 still counts as "not allowed": the stored rights may be older than the server's.
 */
async function ifAllowed(needs: Needs, rights: CheckLoginResult['rights'] | undefined, load: () => Promise<unknown>): Promise<void> {
  if (!rights || checkAccess({ ...needs, ...rights }) !== Access.ALLOWED) return;
  try {
    await load();
  } catch (error) {
    if (isApiError(error) && error.status === 403) return;
    throw error;
  }
}

export type PullReport = { unauthenticated: boolean; error: string | null };

/** The appointment book's day and clipboard need what the appointment screen needs. */
const DAY_ACCESS: Needs = ServiceTreeAccess;

export async function pullSnapshots(env: DataEnv, options: { boardDay?: boolean } = {}): Promise<PullReport> {
  // Asked beside the reads, not before them: a round longer by one trip is more often cut in
  // the middle by the connection going, and the reads' stored rights are at most one sync old
  // (a read the new rights refuse answers 403, taken as "not allowed" below).
  const refreshing = refreshSessionRights(env).then(
    () => null,
    (error: unknown) => error,
  );
  const session = await getCachedSession(env);
  const branches = new Set<string>((await env.db.checkoutMethods.toCollection().primaryKeys()).map(String));
  const current = session?.checkLogin.branch?.id;
  if (current) branches.add(current);
  const drawer = lastLoadedDrawer(env.db.name);

  const jobs: Promise<unknown>[] = [...branches].map((b) => loadCheckoutMethods(b, env));
  const rights = session?.checkLogin.rights;
  if (current) {
    jobs.push(
      ifAllowed(BillAccess.READ, rights, () => loadPaymentOptions(current, env)),
      ifAllowed(ServiceTreeAccess, rights, () => loadServiceTree(current, env)),
      loadBranchConfig(current, env),
    );
    // Selling at the counter: a new cart, and only the panels the user may fill (a trainee who
    // may create a cart but sell neither gift cards nor products asks for neither list).
    const panels = rights ? cartPanelsOf(rights) : null;
    if (panels && (panels.giftCards || panels.products)) {
      jobs.push(
        ifAllowed(CartAccess.CREATE, rights, async () => {
          if (await cartOptionsStale(env, current)) await loadCartOptions(current, panels, env);
        }),
      );
    }
  }
  if (drawer) jobs.push(loadDrawer(drawer.branchId, drawer.date, [], env));
  const day = lastLoadedDay(env.db.name);
  if (day && (options.boardDay ?? true)) jobs.push(ifAllowed(DAY_ACCESS, rights, () => Promise.all([loadDay(day.branchId, day.date, env), loadClipboard(day.branchId, env)])));
  // Hours and holidays changed in the back office reach the board at the next sync, not in 5 minutes.
  else if (day) jobs.push(ifAllowed(DAY_ACCESS, rights, () => loadDay(day.branchId, day.date, env, { parts: [DayPart.CONFIG], onScreen: false })));
  const [refreshed, settled] = await Promise.all([refreshing, Promise.allSettled(jobs)]);
  const failures = [...(refreshed === null ? [] : [refreshed]), ...settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []))];
  const unexpected = failures.find((e) => !isOfflineError(e));
  return {
    unauthenticated: failures.some((e) => isApiError(e) && e.status === 401),
    error: unexpected === undefined ? null : unexpected instanceof Error ? unexpected.message : String(unexpected),
  };
}
