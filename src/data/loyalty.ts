/**
 * The customer's loyalty as the payment form offers it: the standing last read from the server
 * (payment-info) with the bills still in the outbox applied on top, as the server will apply
 * them. So two payments taken offline for one customer cannot spend the same loyalty money or
 * take the same BOOKING_BASED reward twice, and the server's recomputation agrees with both.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { applyPendingToLoyalty, type PendingLoyaltyBill } from '../domain/bill/local-effects';
import type { CustomerLoyalty } from '../domain/bill/types';
import { MutationName } from '../domain/sync-protocol';
import { defaultEnv, type DataEnv } from './data-env';
import { OutboxState, type FrontDeskDb, type OutboxEntry } from './db';

type BillEntry = Extract<OutboxEntry, { name: typeof MutationName.BILL_CREATE }>;

function isBillCreate(e: OutboxEntry): e is BillEntry {
  return e.name === MutationName.BILL_CREATE;
}

/** What the bill did to loyalty, from the bill as it printed (its real discount), else its args. */
async function loyaltyEffect(db: FrontDeskDb, entry: BillEntry): Promise<PendingLoyaltyBill> {
  const a = entry.args;
  const printed = await db.bills.get(a.id);
  // The printed bill is written with the entry; without it, assume the most the args ask for.
  const discount = printed ? printed.figures.loyaltyDiscount : a.loyaltyAmount;
  return {
    customerId: a.customerId,
    spent: discount,
    tookReward: a.useLoyaltyReward && (printed ? discount > 0 : true),
    total: a.expected.total,
    date: a.actionTime.slice(0, 10),
  };
}

async function applyBill(db: FrontDeskDb, standing: CustomerLoyalty, entry: BillEntry): Promise<CustomerLoyalty> {
  if (entry.args.customerId !== standing.customerId) return standing;
  // The bill's branch decides how it earns, as on the server; unknown settings change nothing.
  const settings = (await db.paymentOptions.get(entry.args.branchId))?.loyalty;
  if (!settings) return standing;
  return applyPendingToLoyalty(standing, settings, [await loyaltyEffect(db, entry)]);
}

/** The standing shown; null when this tablet never read it online. */
export async function readCustomerLoyalty(db: FrontDeskDb, customerId: string): Promise<CustomerLoyalty | null> {
  const stored = await db.customerLoyalty.get(customerId);
  if (!stored) return null;
  const { fetchedAt: _f, ...standing } = stored;
  let view: CustomerLoyalty = standing;
  // Held bills sit in Needs attention: the server has not taken them, so neither do we.
  const entries = await db.outbox.orderBy('localOrder').toArray();
  for (const e of entries) if (isBillCreate(e) && e.state !== OutboxState.HELD) view = await applyBill(db, view, e);
  return view;
}

/**
 * The stored standing with this tablet's bills not yet sent applied. Here, not beside the
 * payment options the sync pull stores: that would bring the bill rules (local-effects, tips,
 * taxes) to the first load with the pull (issue 18); they load with the payment window.
 */
export function useCustomerLoyalty(customerId: string | null, env: DataEnv = defaultEnv): CustomerLoyalty | null | undefined {
  return useLiveQuery(async () => (customerId ? readCustomerLoyalty(env.db, customerId) : null), [customerId, env.db]);
}

/**
 * The server took the bill: its effect joins the stored standing in the transaction that drops
 * the entry, so the view does not jump back until the next payment-info read replaces it.
 */
export async function confirmLoyalty(db: FrontDeskDb, entry: OutboxEntry): Promise<void> {
  if (!isBillCreate(entry) || entry.args.customerId === null) return;
  const stored = await db.customerLoyalty.get(entry.args.customerId);
  if (!stored) return;
  const { fetchedAt, ...standing } = stored;
  await db.customerLoyalty.put({ ...(await applyBill(db, standing, entry)), fetchedAt });
}
