/**
 * Taking a payment, cancelling a bill and recording a tip at the counter. Each is one Dexie
 * transaction: the next code from this tablet's counter, the outbox entry, and (for a bill)
 * the bill as it prints, so it prints, shows on the board and in the drawer at once, online
 * or not, and reaches the server exactly once.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { BranchSummary } from '../domain/api';
import type { BillCreateInput, TipSaveArgs, TipSaveInput } from '../domain/bill/args';
import { applyPendingToBill, tipInfoOf, type PendingBillChange } from '../domain/bill/local-effects';
import { BillPath } from '../domain/bill/paths';
import { BillStatus, type BillDetail, type BillSummary } from '../domain/bill/types';
import { deviceCode } from '../domain/device-code';
import { AppError, ErrorCode } from '../domain/errors';
import { MutationName } from '../domain/sync-protocol';
import { defaultEnv, type DataEnv } from './data-env';
import { DEVICE_KEY, OutboxState, type BillRecord, type DeviceRecord, type FrontDeskDb, type OutboxEntry } from './db';
import { enqueueInTx, outboxTransaction } from './outbox';
import { Creates, notYetOnServer } from './not-yet-on-server';
import { guardStorage } from './storage-errors';
import { withStoredTaxLines } from './stored-taxes';

/** The next `{branch}-{device}-{n}` from the counter pay-ins and bookings share; inside the caller's transaction. */
async function takeCode(db: FrontDeskDb, branch: BranchSummary, count = 1): Promise<string[]> {
  const device: DeviceRecord | undefined = await db.device.get(DEVICE_KEY);
  if (!device) throw new AppError(ErrorCode.DEVICE_UNKNOWN);
  const first = (device.billCounters[branch.id] ?? 0) + 1;
  const codes = Array.from({ length: count }, (_, i) => deviceCode({ branchCode: branch.code, deviceNo: device.deviceNo, n: first + i }));
  await db.device.update(DEVICE_KEY, { billCounters: { ...device.billCounters, [branch.id]: first + count - 1 } });
  return codes;
}

/**
 * Queued changes of the same booking, bill or carts: a bill waits for them (the server must
 * see the guests and carts as the tablet did), and is refused with them if they are refused.
 */
async function waitingFor(db: FrontDeskDb, branchId: string, bookingId: string | null, billId: string | null, cartIds: readonly string[] = []): Promise<string[]> {
  const entries = await db.outbox.where('branchId').equals(branchId).toArray();
  return entries
    .filter((e) => e.state !== OutboxState.HELD && touches(e, bookingId, billId, cartIds))
    .map((e) => e.id);
}

function touches(e: OutboxEntry, bookingId: string | null, billId: string | null, cartIds: readonly string[]): boolean {
  switch (e.name) {
    case MutationName.CART_SAVE:
    case MutationName.CART_CANCEL:
      return cartIds.includes(e.args.id);
    case MutationName.BOOKING_CREATE:
    case MutationName.BOOKING_UPDATE:
      return e.args.id === bookingId;
    case MutationName.BOOKING_STATUS:
    case MutationName.BOOKING_BACK_STATUS:
    case MutationName.GUEST_TO_CLIPBOARD:
    case MutationName.GUEST_TO_DASHBOARD:
    case MutationName.SEGMENT_UPDATE:
      return e.args.bookingId === bookingId;
    case MutationName.BILL_CREATE:
      return e.args.id === billId || (bookingId !== null && e.args.bookingId === bookingId);
    case MutationName.BILL_CANCEL:
    case MutationName.TIP_SAVE:
    case MutationName.TIP_DELETE:
      return e.args.billId === billId;
    default:
      return false;
  }
}

export type TakePaymentInput = {
  branch: BranchSummary;
  /** The bill's args without its code (the counter gives it). */
  args: Omit<BillCreateInput, 'code'>;
  /** What prints: everything but code, status and tip, which are filled here. */
  detail: Omit<BillDetail, 'code' | 'status' | 'tip' | 'id'>;
  /** A tip taken with the payment: queued after the bill, waiting for it. */
  tip: Omit<TipSaveInput, 'code' | 'billId' | 'branchId' | 'id' | 'replacesId'> & { checkoutMethodName: string } | null;
};

export async function takePayment(input: TakePaymentInput, env: DataEnv = defaultEnv): Promise<{ id: string; code: string }> {
  const { db } = env;
  const billId = input.args.id;
  return guardStorage(() =>
    outboxTransaction(db, [db.bills], async (tx) => {
      const [code = '', tipCode = ''] = await takeCode(db, input.branch, input.tip ? 2 : 1);
      const dependsOn = await waitingFor(db, input.branch.id, input.args.bookingId, billId, input.args.cartIds ?? []);
      const entry = await enqueueInTx(tx, { name: MutationName.BILL_CREATE, args: { ...input.args, code }, branchId: input.branch.id, dependsOn, now: env.now() });
      let tip: BillDetail['tip'] = null;
      if (input.tip) {
        const { checkoutMethodName, ...tipArgs } = input.tip;
        const tipEntry = await enqueueInTx(tx, {
          name: MutationName.TIP_SAVE,
          args: { ...tipArgs, id: crypto.randomUUID(), replacesId: null, billId, branchId: input.branch.id, code: tipCode },
          branchId: input.branch.id,
          dependsOn: [entry.id],
          now: env.now(),
        });
        if (tipEntry.name === MutationName.TIP_SAVE) tip = tipInfoOf(tipEntry.args, checkoutMethodName);
      }
      const record: BillRecord = { ...input.detail, id: billId, code, status: BillStatus.PAID, tip, madeHere: true, savedAt: env.now().getTime() };
      await db.bills.put(record);
      return { id: billId, code };
    }),
  );
}

export async function cancelBill(input: { branch: BranchSummary; billId: string; bookingId: string | null; note?: string }, env: DataEnv = defaultEnv): Promise<string> {
  const { db } = env;
  return guardStorage(() =>
    outboxTransaction(db, [], async (tx) => {
      const dependsOn = await waitingFor(db, input.branch.id, null, input.billId);
      const entry = await enqueueInTx(tx, {
        name: MutationName.BILL_CANCEL,
        args: { billId: input.billId, branchId: input.branch.id, note: input.note ?? '' },
        branchId: input.branch.id,
        dependsOn,
        now: env.now(),
      });
      return entry.id;
    }),
  );
}

/** Creates the bill's tip, or replaces the one it has (`replacesId`). */
export async function saveTip(
  input: { branch: BranchSummary; args: Omit<TipSaveInput, 'code' | 'branchId' | 'id'> },
  env: DataEnv = defaultEnv,
): Promise<TipSaveArgs['id']> {
  const { db } = env;
  return guardStorage(() =>
    outboxTransaction(db, [], async (tx) => {
      const [code = ''] = await takeCode(db, input.branch);
      const dependsOn = await waitingFor(db, input.branch.id, null, input.args.billId);
      const id = crypto.randomUUID();
      await enqueueInTx(tx, { name: MutationName.TIP_SAVE, args: { ...input.args, id, code, branchId: input.branch.id }, branchId: input.branch.id, dependsOn, now: env.now() });
      return id;
    }),
  );
}

export async function deleteTip(input: { branch: BranchSummary; billId: string; tipId: string }, env: DataEnv = defaultEnv): Promise<string> {
  const { db } = env;
  return guardStorage(() =>
    outboxTransaction(db, [], async (tx) => {
      const dependsOn = await waitingFor(db, input.branch.id, null, input.billId);
      const entry = await enqueueInTx(tx, {
        name: MutationName.TIP_DELETE,
        args: { id: input.tipId, billId: input.billId, branchId: input.branch.id },
        branchId: input.branch.id,
        dependsOn,
        now: env.now(),
      });
      return entry.id;
    }),
  );
}

// ---- reading ----

/** The bill changes still waiting, as the view applies them. */
export function pendingBillChanges(entries: readonly OutboxEntry[], methodName: (id: string) => string): PendingBillChange[] {
  return entries.flatMap((e): PendingBillChange[] => {
    if (e.state === OutboxState.HELD) return [];
    switch (e.name) {
      case MutationName.BILL_CANCEL:
        return [{ kind: 'cancel', billId: e.args.billId }];
      case MutationName.TIP_SAVE:
        return [{ kind: 'tip', billId: e.args.billId, tip: tipInfoOf(e.args, methodName(e.args.checkoutMethodId)) }];
      case MutationName.TIP_DELETE:
        return [{ kind: 'tipDelete', billId: e.args.billId, tipId: e.args.id }];
      default:
        return [];
    }
  });
}

export type BillView = BillDetail & { pending: boolean };

export async function readBillViews(db: FrontDeskDb, records: readonly BillRecord[]): Promise<BillView[]> {
  if (records.length === 0) return [];
  const entries = await db.outbox.orderBy('localOrder').toArray();
  const methods = new Map<string, string>();
  for (const snap of await db.checkoutMethods.toArray()) for (const m of snap.methods) methods.set(m.id, m.name);
  const changes = pendingBillChanges(entries, (id) => methods.get(id) ?? '');
  const pendingIds = new Set(entries.flatMap((e) => (e.name === MutationName.BILL_CREATE || e.name === MutationName.BILL_CANCEL || e.name === MutationName.TIP_SAVE || e.name === MutationName.TIP_DELETE ? [e.name === MutationName.BILL_CREATE ? e.args.id : e.args.billId] : [])));
  return records.map(({ madeHere: _m, savedAt: _s, ...bill }) => ({ ...applyPendingToBill(withStoredTaxLines(bill), changes), pending: pendingIds.has(bill.id) }));
}

/** Bills of a booking as this tablet knows them, oldest first; `undefined` while reading. */
export function useBookingBills(bookingId: string | null, env: DataEnv = defaultEnv): BillView[] | undefined {
  return useLiveQuery(
    async () => {
      if (!bookingId) return [];
      const records = await env.db.bills.where('bookingId').equals(bookingId).toArray();
      records.sort((a, b) => (a.actionTime === b.actionTime ? a.code.localeCompare(b.code) : a.actionTime.localeCompare(b.actionTime)));
      return readBillViews(env.db, records);
    },
    [bookingId, env.db],
  );
}

export function useBill(billId: string | null, env: DataEnv = defaultEnv): BillView | null | undefined {
  return useLiveQuery(
    async () => {
      if (!billId) return null;
      const record = await env.db.bills.get(billId);
      return record ? ((await readBillViews(env.db, [record]))[0] ?? null) : null;
    },
    [billId, env.db],
  );
}

/**
 * The server's bills of a booking, stored. A bill made here and not yet sent is kept as it is:
 * the server does not know it yet; nor is a booking made here asked about before it is sent.
 */
export async function loadBookingBills(bookingId: string, env: DataEnv = defaultEnv): Promise<BillSummary[]> {
  if (await notYetOnServer(env.db, Creates.BOOKING, bookingId)) return [];
  const list = await env.api.get<BillSummary[]>(BillPath.BILLS_BY_BOOKING, { bookingId });
  const details = await Promise.all(list.map((b) => env.api.get<BillDetail>(BillPath.PRINT_BILL_BY_ID, { billId: b.id })));
  await guardStorage(() =>
    env.db.transaction('rw', env.db.bills, async () => {
      for (const d of details) {
        const existing = await env.db.bills.get(d.id);
        await env.db.bills.put({ ...d, madeHere: existing?.madeHere ?? false, savedAt: env.now().getTime() });
      }
    }),
  );
  return list;
}

/** A bill's detail from the server, stored (for a bill opened from the drawer); null while only this tablet has it. */
export async function loadBill(billId: string, env: DataEnv = defaultEnv): Promise<BillDetail | null> {
  if (await notYetOnServer(env.db, Creates.BILL, billId)) return null;
  const detail = await env.api.get<BillDetail>(BillPath.PRINT_BILL_BY_ID, { billId });
  await guardStorage(async () => {
    const existing = await env.db.bills.get(detail.id);
    await env.db.bills.put({ ...detail, madeHere: existing?.madeHere ?? false, savedAt: env.now().getTime() });
  });
  return detail;
}
