/**
 * The money-transaction drawer as the sync keeps it: the server's rows for a branch day
 * (stored whole, all checkout methods), fetched and merged with what the server confirmed.
 * The screens read it with the pay-ins/outs still in the outbox in drawer-view.ts.
 */
import type { TransactionRow, TransactionsByDateResult } from '../domain/pos';
import { PosPath, TransactionKind } from '../domain/pos-codes';
import type { PosActionCreateArgs } from '../domain/pos-args';
import { defaultEnv, type DataEnv } from './data-env';
import { dayKey, type FrontDeskDb, type StoredTransactionRow } from './db';
import { guardStorage } from './storage-errors';

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

export function billIdsOf(rows: readonly TransactionRow[]): string[] {
  return [...new Set(rows.flatMap((r) => (r.kind === TransactionKind.BILL && r.billId !== null ? [r.billId] : [])))];
}

export function methodName(methods: readonly { id: string; name: string }[], id: string, fallback?: string): string {
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
