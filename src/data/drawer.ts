/**
 * The money-transaction drawer: the server's rows for a branch day (stored whole, all
 * checkout methods) plus the pay-ins/outs still in the outbox, combined by the domain's
 * `applyPendingPosActions` — so a row shows once, before and after the server confirms it.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { applyPendingPosActions, PosPath, TransactionKind, type TransactionRow, type TransactionsByDateResult } from '../domain/pos';
import type { PosActionCreateArgs } from '../domain/pos-args';
import { MutationName } from '../domain/sync-protocol';
import { defaultEnv, type DataEnv } from './data-env';
import { dayKey, OutboxState, type DrawerSnapshot, type FrontDeskDb, type OutboxEntry, type StoredTransactionRow } from './db';
import type { TaxLine } from '../domain/bill/tax-lines';
import { withStoredTaxLines } from './stored-taxes';
import { billTransactionRows, tipTransactionRow } from '../domain/bill/local-effects';
import { guardStorage } from './storage-errors';
import { tipPayoutRow } from '../domain/tip-payout';

export const drawerKey = dayKey;

/** The drawer day each database last loaded (the one on screen): the pull refreshes it. */
const lastLoaded = new Map<string, { branchId: string; date: string }>();

export function lastLoadedDrawer(dbName: string): { branchId: string; date: string } | null {
  return lastLoaded.get(dbName) ?? null;
}

/**
 * Fetches the whole day (every method; the drawer filters locally, so switching tags works
 * offline) and stores it. `checkoutIds` is accepted for the caller's convenience only.
 */
export async function loadDrawer(
  branchId: string,
  date: string,
  _checkoutIds: readonly string[] = [],
  env: DataEnv = defaultEnv,
): Promise<void> {
  const { db } = env;
  lastLoaded.set(db.name, { branchId, date });
  const key = drawerKey(branchId, date);
  const versionBefore = (await db.drawerSnapshots.get(key))?.version ?? 0;
  const answer = await env.api.post<TransactionsByDateResult>(PosPath.TRANSACTIONS_BY_DATE, {
    branchId,
    fromDate: date,
    checkoutIds: [],
  });
  await guardStorage(() =>
    db.transaction('rw', db.drawerSnapshots, async () => {
      const existing = await db.drawerSnapshots.get(key);
      const fetched = new Set(answer.actions.map((r) => r.id));
      // Rows confirmed by a push while this fetch was on its way may be missing from it: keep them.
      const confirmedMeanwhile = (existing?.rows ?? []).filter(
        (r) => (r.confirmedIn ?? 0) > versionBefore && !fetched.has(r.id),
      );
      await db.drawerSnapshots.put({
        key,
        branchId,
        date,
        rows: [...answer.actions, ...confirmedMeanwhile],
        taxes: answer.taxes,
        taxedBillIds: billIdsOf(answer.actions),
        ...(answer.cardTipsInCash === undefined ? {} : { cardTipsInCash: answer.cardTipsInCash }),
        fetchedAt: env.now().getTime(),
        version: existing?.version ?? 0,
      });
    }),
  );
}

/**
 * A push answered APPLIED for pay-ins/outs: put their rows into the stored days (those stored)
 * in the same transaction that drops the outbox entries. Replaces by id, never adds twice. One
 * read and one write per day however many there are (a drain confirms hundreds per answer),
 * so the merge stays linear in the day's rows. The caller's transaction must include
 * drawerSnapshots, receipts and checkoutMethods.
 */
export async function mergeConfirmedPosActions(db: FrontDeskDb, all: readonly PosActionCreateArgs[]): Promise<void> {
  const byDay = new Map<string, PosActionCreateArgs[]>();
  for (const args of all) {
    const key = drawerKey(args.branchId, args.actionTime.slice(0, 10));
    const day = byDay.get(key);
    if (day) day.push(args);
    else byDay.set(key, [args]);
  }
  for (const [key, actions] of byDay) {
    const snapshot = await db.drawerSnapshots.get(key);
    if (!snapshot) continue; // day not stored: the next load brings it whole
    const receipts = await db.receipts.bulkGet(actions.map((a) => a.id));
    const methods = (await db.checkoutMethods.get(snapshot.branchId))?.methods ?? [];
    const version = snapshot.version + 1;
    const rows = [...snapshot.rows];
    const at = new Map(rows.map((r, i) => [r.id, i]));
    actions.forEach((args, i) => {
      const receipt = receipts[i];
      const row: StoredTransactionRow = {
        ...posActionRow(args, receipt?.createdByName ?? '', methodName(methods, args.checkoutMethodId, receipt?.checkoutMethodName)),
        confirmedIn: version,
      };
      const known = at.get(row.id);
      const old = known === undefined ? undefined : rows[known];
      if (known !== undefined && old) rows[known] = { ...old, ...row, confirmedIn: old.confirmedIn };
      else at.set(row.id, rows.push(row) - 1);
    });
    await db.drawerSnapshots.put({ ...snapshot, rows, version });
  }
}

/**
 * A push answered APPLIED for a bill, a cancel or a tip: its rows join (or leave) the stored
 * day the same way, in the push-result transaction, so the drawer never shows it twice or
 * drops it in between.
 */
export async function mergeConfirmedRows(
  db: FrontDeskDb,
  change: { branchId: string; date: string; add: readonly TransactionRow[]; removeIds?: readonly string[]; removeBillId?: string },
): Promise<void> {
  const snapshot = await db.drawerSnapshots.get(drawerKey(change.branchId, change.date));
  if (!snapshot) return; // day not stored: the next load brings it whole
  const version = snapshot.version + 1;
  const removeIds = new Set(change.removeIds ?? []);
  const addIds = new Set(change.add.map((r) => r.id));
  const kept = snapshot.rows.filter((r) => !removeIds.has(r.id) && !addIds.has(r.id) && (change.removeBillId === undefined || r.billId !== change.removeBillId));
  const added = change.add.map((r) => ({ ...r, pending: undefined, confirmedIn: version }));
  await db.drawerSnapshots.put({ ...snapshot, rows: [...kept, ...added], version });
}

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
      const rows = billTransactionRows({
        billId: a.id,
        code: a.code,
        bookingId: a.bookingId,
        actionTime: a.actionTime,
        payments: a.received.map((r) => ({ ...r, checkoutMethodName: methodName(methods, r.checkoutMethodId) })),
        change: a.expected.change,
        defaultMethodId: options?.checkOutDefaultId ?? null,
        createdBy: bill?.createdBy ?? '',
      });
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

function billIdsOf(rows: readonly TransactionRow[]): string[] {
  return [...new Set(rows.flatMap((r) => (r.kind === TransactionKind.BILL && r.billId !== null ? [r.billId] : [])))];
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

function methodName(methods: readonly { id: string; name: string }[], id: string, fallback?: string): string {
  return methods.find((m) => m.id === id)?.name ?? fallback ?? '';
}

function posActionRow(args: PosActionCreateArgs, createdBy: string, checkoutMethodName: string): TransactionRow {
  return {
    id: args.id,
    kind: TransactionKind.POS_ACTION,
    type: args.type,
    code: args.code,
    value: args.value,
    changeBack: 0,
    checkoutMethodId: args.checkoutMethodId,
    checkoutMethodName,
    note: args.note,
    actionTime: args.actionTime,
    billId: null,
    bookingId: null,
    createdBy,
  };
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
