/**
 * After a push, fresh copies of what the server decides: the checkout methods of the branch
 * in use (pay-ins/outs need the cash method offline), its service tree (a service added or
 * deactivated in the back office reaches the booking form, offline too), the drawer day and,
 * when changes were sent, the scheduler day on screen with the clipboard (so confirmed changes land at once;
 * otherwise the appointment screen's own polling keeps each part fresh at its own pace).
 * The branch config and the day's config (hours, holiday) come every time: a change made in
 * the back office reaches every tablet at its next sync. A failed part keeps its previous copy.
 */
import { isApiError, isOfflineError } from './api-client';
import { loadCheckoutMethods } from './checkout-methods';
import type { DataEnv } from './data-env';
import { lastLoadedDrawer, loadDrawer } from './drawer';
import { DayPart, lastLoadedDay, loadClipboard, loadDay } from './day';
import { loadBranchConfig } from './branch-config';
import { getCachedSession } from './session';
import { loadPaymentOptions } from './payment-options';
import { loadServiceTree } from './service-tree';

/** A read that needs a right the user may lack (payment options, the service tree): without it, nothing is stored. */
async function ifAllowed(load: Promise<unknown>): Promise<void> {
  try {
    await load;
  } catch (error) {
    if (isApiError(error) && error.status === 403) return;
    throw error;
  }
}

export type PullReport = { unauthenticated: boolean; error: string | null };

export async function pullSnapshots(env: DataEnv, options: { boardDay?: boolean } = {}): Promise<PullReport> {
  const session = await getCachedSession(env);
  const branches = new Set<string>((await env.db.checkoutMethods.toCollection().primaryKeys()).map(String));
  const current = session?.checkLogin.branch?.id;
  if (current) branches.add(current);
  const drawer = lastLoadedDrawer(env.db.name);

  const jobs: Promise<unknown>[] = [...branches].map((b) => loadCheckoutMethods(b, env));
  if (current) jobs.push(ifAllowed(loadPaymentOptions(current, env)), ifAllowed(loadServiceTree(current, env)), loadBranchConfig(current, env));
  if (drawer) jobs.push(loadDrawer(drawer.branchId, drawer.date, [], env));
  const day = lastLoadedDay(env.db.name);
  if (day && (options.boardDay ?? true)) jobs.push(loadDay(day.branchId, day.date, env), loadClipboard(day.branchId, env));
  // Hours and holidays changed in the back office reach the board at the next sync, not in 5 minutes.
  else if (day) jobs.push(loadDay(day.branchId, day.date, env, { parts: [DayPart.CONFIG], onScreen: false }));
  const settled = await Promise.allSettled(jobs);
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
  const unexpected = failures.find((e) => !isOfflineError(e));
  return {
    unauthenticated: failures.some((e) => isApiError(e) && e.status === 401),
    error: unexpected === undefined ? null : unexpected instanceof Error ? unexpected.message : String(unexpected),
  };
}
