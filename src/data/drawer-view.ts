/**
 * The drawer as the money screens read it: the stored day and what still waits in the outbox,
 * combined by the domain's `applyPendingPosActions`. Apart from drawer.ts (the sync's writes,
 * which run on every start) so the first screen does not load the screens' reading of it.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { applyPendingPosActions, type TransactionRow, type TransactionsByDateResult } from '../domain/pos';
import { MutationName } from '../domain/sync-protocol';
import type { TaxLine } from '../domain/bill/tax-lines';
import { billCreateRows, tipTransactionRow } from '../domain/bill/local-effects';
import { tipPayoutRow } from '../domain/tip-payout';
import { defaultEnv, type DataEnv } from './data-env';
import { OutboxState, type DrawerSnapshot, type FrontDeskDb, type OutboxEntry } from './db';
import { withStoredTaxLines } from './stored-taxes';
import { billIdsOf, drawerKey, methodName } from './drawer';

/** Rows of bills, tips and tip payouts still waiting, and what waiting cancels and tip removals take away. */
async function pendingBillRows(
  db: FrontDeskDb,
  branchId: string,
  entries: readonly OutboxEntry[],
  methods: readonly { id: string; name: string }[],
): Promise<{ pendingRows: TransactionRow[]; removed: { billIds: string[]; rowIds: string[] } }> {
  const options = await db.paymentOptions.get(branchId);
  const pendingRows: TransactionRow[] = [];
  const removed = { billIds: [] as string[], rowIds: [] as string[] };
  for (const e of entries) {
    if (e.name === MutationName.BILL_CREATE) {
      const a = e.args;
      const bill = await db.bills.get(a.id);
      const rows = billCreateRows({ args: a, methodName: (id) => methodName(methods, id), defaultMethodId: options?.checkOutDefaultId ?? null, createdBy: bill?.createdBy ?? '' });
      pendingRows.push(...rows.map((r) => ({ ...r, pending: true })));
    } else if (e.name === MutationName.TIP_SAVE) {
      const bill = await db.bills.get(e.args.billId);
      const row = tipTransactionRow({ args: e.args, checkoutMethodName: methodName(methods, e.args.checkoutMethodId), bookingId: bill?.bookingId ?? null, createdBy: bill?.createdBy ?? '' });
      pendingRows.push({ ...row, pending: true });
      if (e.args.replacesId) removed.rowIds.push(e.args.replacesId);
    } else if (e.name === MutationName.TIP_DELETE) {
      removed.rowIds.push(e.args.id);
    } else if (e.name === MutationName.TIP_PAYOUT) {
      const receipt = await db.receipts.get(e.args.id);
      const names = { checkoutMethodName: methodName(methods, e.args.checkoutMethodId, receipt?.checkoutMethodName), createdBy: receipt?.createdByName ?? '', technicianName: '' };
      pendingRows.push({ ...tipPayoutRow(e.args, names), pending: true });
    } else if (e.name === MutationName.BILL_CANCEL) {
      removed.billIds.push(e.args.billId);
    }
  }
  return { pendingRows, removed };
}

/**
 * The tablet's copy of the tax lines of the bills whose tax the server's summary may not have
 * right any more: made or cancelled here since, or merged from a push after the fetch.
 */
async function billTaxLines(
  db: FrontDeskDb,
  snapshot: DrawerSnapshot | undefined,
  pendingRows: readonly TransactionRow[],
  removedBillIds: readonly string[],
): Promise<Record<string, TaxLine[]>> {
  const taxed = snapshot?.taxedBillIds ?? [];
  const rowBills = billIdsOf(snapshot?.rows ?? []);
  const ids = [...new Set([
    ...billIdsOf(pendingRows),
    ...removedBillIds,
    ...rowBills.filter((id) => !taxed.includes(id)),
    ...taxed.filter((id) => !rowBills.includes(id)),
  ])];
  const bills = await db.bills.bulkGet(ids);
  return Object.fromEntries(bills.flatMap((b) => (b ? [[b.id, withStoredTaxLines(b).taxLines]] : [])));
}

export type DrawerView = { result: TransactionsByDateResult | undefined; fetchedAt: number | null };

type DrawerInput = Parameters<typeof applyPendingPosActions>[0];
export type DrawerInputs = { input: DrawerInput; fetchedAt: number | null } | null;

/** What the drawer is computed from: the day's snapshot and the pending pay-ins/outs. Read inside a liveQuery. */
export async function readDrawerInputs(
  db: FrontDeskDb,
  branchId: string,
  date: string,
  checkoutIds: readonly string[],
): Promise<DrawerInputs> {
  const [snapshot, entries, methods] = await Promise.all([
    db.drawerSnapshots.get(drawerKey(branchId, date)),
    db.outbox.where('branchId').equals(branchId).toArray(),
    db.checkoutMethods.get(branchId),
  ]);
  const pendingArgs = entries.flatMap((e) =>
    // Held entries are in Needs attention: the server will not record them, so the drawer does not count them.
    e.name === MutationName.POS_ACTION_CREATE && e.state !== OutboxState.HELD ? [e.args] : [],
  );
  const receipts = await db.receipts.bulkGet(pendingArgs.map((a) => a.id));
  const pending = pendingArgs.map((args, i) => ({
    ...args,
    createdBy: receipts[i]?.createdByName ?? '',
    checkoutMethodName: methodName(methods?.methods ?? [], args.checkoutMethodId, receipts[i]?.checkoutMethodName),
  }));
  const serverRows: TransactionRow[] = (snapshot?.rows ?? []).map(({ confirmedIn: _c, ...row }) => row);
  const bills = await pendingBillRows(db, branchId, entries.filter((e) => e.state !== OutboxState.HELD), methods?.methods ?? []);
  if (!snapshot && pendingArgs.length === 0 && bills.pendingRows.length === 0) return null;
  const serverTaxes = snapshot?.taxes && snapshot.taxedBillIds ? { taxes: snapshot.taxes, billIds: snapshot.taxedBillIds } : undefined;
  const taxLines = await billTaxLines(db, snapshot, bills.pendingRows, bills.removed.billIds);
  return {
    input: { serverRows, pending, ...bills, serverTaxes, billTaxLines: taxLines, date, checkoutIds: [...checkoutIds] },
    fetchedAt: snapshot?.fetchedAt ?? null,
  };
}

/** Snapshot + pending pay-ins/outs of that branch, filtered by method, computed here. */
export async function readDrawer(
  db: FrontDeskDb,
  branchId: string,
  date: string,
  checkoutIds: readonly string[],
): Promise<DrawerView> {
  const inputs = await readDrawerInputs(db, branchId, date, checkoutIds);
  if (!inputs) return { result: undefined, fetchedAt: null };
  return { result: applyPendingPosActions(inputs.input), fetchedAt: inputs.fetchedAt };
}

/** How the view is computed: the screens pass the worker's, so the main thread never does it. */
export type ApplyPending = (input: DrawerInput) => TransactionsByDateResult | Promise<TransactionsByDateResult>;

export function useDrawer(
  branchId: string | null,
  date: string,
  checkoutIds: readonly string[],
  options: { apply?: ApplyPending; env?: DataEnv } = {},
): DrawerView {
  const env = options.env ?? defaultEnv;
  const apply = options.apply ?? applyPendingPosActions;
  const idsKey = checkoutIds.join(',');
  const inputs = useLiveQuery(
    () => (branchId ? readDrawerInputs(env.db, branchId, date, idsKey ? idsKey.split(',') : []) : null),
    [branchId, date, idsKey, env.db],
  );
  const [view, setView] = useState<DrawerView>({ result: undefined, fetchedAt: null });
  useEffect(() => {
    if (inputs === undefined) return undefined;
    if (inputs === null) {
      setView({ result: undefined, fetchedAt: null });
      return undefined;
    }
    let current = true;
    void Promise.resolve(apply(inputs.input)).then((result) => {
      // A newer snapshot may have arrived while this one was computed: only the latest wins.
      if (current) setView({ result, fetchedAt: inputs.fetchedAt });
    });
    return () => {
      current = false;
    };
  }, [inputs, apply]);
  return view;
}

/**
 * "Pay card tips in cash" as the stored day reads it (the server's word: a past day as it was
 * then); undefined until the day is fetched with it, when the branch's current value stands.
 */
export function useDayCardTipsInCash(branchId: string, date: string, env: DataEnv = defaultEnv): boolean | undefined {
  return useLiveQuery(async () => (await env.db.drawerSnapshots.get(drawerKey(branchId, date)))?.cardTipsInCash, [branchId, date, env.db]);
}
