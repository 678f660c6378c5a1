/**
 * Pay-in / pay-out at the counter: one Dexie transaction takes the next cash-bill number,
 * queues the `posAction.create` mutation and stores the receipt, so the bill prints and the
 * drawer shows it at once, online or not.
 */
import type { BranchSummary } from '../domain/api';
import type { CheckoutMethod } from '../domain/checkout-method';
import { PosActionType } from '../domain/pos-codes';
import type { PosActionCreateArgs } from '../domain/pos-args';
import { MutationName } from '../domain/sync-protocol';
import { formatZonedDateTime } from '../domain/time';
import { cashMethod } from './checkout-methods';
import { defaultEnv, type DataEnv } from './data-env';
import { DEVICE_KEY, type CachedSession, type CheckoutMethodsSnapshot, type DeviceRecord, type ReceiptRecord } from './db';
import type { Transaction } from 'dexie';
import { AppError, ErrorCode } from '../domain/errors';
import { enqueueInTx, outboxTransaction } from './outbox';
import { guardStorage, NoCashMethodError } from './storage-errors';

export type PosActionInput = {
  type: typeof PosActionType.IN | typeof PosActionType.OUT;
  /** Integer cents. */
  value: number;
  note: string;
};

/** Who acts where: what the cached session already knows. */
export type PosActionContext = {
  branch: BranchSummary;
  /** Printed on the receipt as "created by". */
  userName: string;
};

export function posContextFromSession(session: CachedSession): PosActionContext | null {
  const branch = session.checkLogin.branch;
  const auth = session.checkLogin.authData;
  if (!branch || !auth) return null;
  return { branch, userName: auth.fullName };
}

/** `{branchCode}-{deviceNo}-{n}`: unique across tablets without asking the server. */
export function cashBillCode(branchCode: string, deviceNo: number, n: number): string {
  return `${branchCode}-${deviceNo}-${n}`;
}

export async function createPosAction(
  input: PosActionInput,
  ctx: PosActionContext,
  env: DataEnv = defaultEnv,
): Promise<{ id: string; code: string }> {
  return inCashBillTransaction(env, ctx, async (tx, bill) => {
    const branchId = ctx.branch.id;
    const args: PosActionCreateArgs = {
      id: crypto.randomUUID(),
      type: input.type,
      value: input.value,
      note: input.note,
      actionTime: bill.actionTime,
      branchId,
      checkoutMethodId: bill.method.id,
      code: bill.code,
    };
    // Validates first: a bad amount throws here and nothing below is written.
    const entry = await enqueueInTx(tx, { name: MutationName.POS_ACTION_CREATE, args, branchId, now: bill.now });
    // The stored args are the trimmed, validated ones.
    await bill.keep(entry.name === MutationName.POS_ACTION_CREATE ? entry.args : args);
    return { id: args.id, code: bill.code };
  });
}

type CashBill = {
  method: CheckoutMethod;
  code: string;
  keep: (record: KeptRecord) => Promise<void>;
};
type KeptRecord = Pick<ReceiptRecord, 'type' | 'value' | 'note' | 'actionTime' | 'paidToName'> & { id: string };

/**
 * A pay-in/out or a tip payout, in one Dexie transaction: `run` gets the next cash-bill number
 * of this tablet in the branch, the branch's cash method and the action's time, queues its
 * change, then calls `keep` (once the change is queued), which takes the number and stores the
 * receipt that prints the bill and names who made it.
 */
export async function inCashBillTransaction<T>(
  env: DataEnv,
  ctx: PosActionContext,
  run: (tx: Transaction, bill: CashBill & { now: Date; actionTime: string }) => Promise<T>,
): Promise<T> {
  const { db } = env;
  const now = env.now();
  const actionTime = formatZonedDateTime(now, ctx.branch.timeZone);
  return guardStorage(() =>
    outboxTransaction(db, [db.checkoutMethods, db.receipts], async (tx) => run(tx, { ...(await nextCashBill(env, ctx)), now, actionTime })),
  );
}

async function nextCashBill(env: DataEnv, ctx: PosActionContext): Promise<CashBill> {
  const { db } = env;
  const branchId = ctx.branch.id;
  const stored: CheckoutMethodsSnapshot | undefined = await db.checkoutMethods.get(branchId);
  const method = cashMethod(stored?.methods ?? []);
  if (!method) throw new NoCashMethodError(branchId);
  const device: DeviceRecord | undefined = await db.device.get(DEVICE_KEY);
  if (!device) throw new AppError(ErrorCode.DEVICE_UNKNOWN);
  const n = (device.billCounters[branchId] ?? 0) + 1;
  const code = cashBillCode(ctx.branch.code, device.deviceNo, n);
  const keep = async (record: KeptRecord) => {
    await db.device.update(DEVICE_KEY, { billCounters: { ...device.billCounters, [branchId]: n } });
    const receipt: ReceiptRecord = {
      posActionId: record.id,
      code,
      type: record.type,
      value: record.value,
      note: record.note,
      actionTime: record.actionTime,
      branchId,
      branchName: ctx.branch.name,
      createdByName: ctx.userName,
      checkoutMethodName: method.name,
      createdAt: env.now().getTime(),
      ...(record.paidToName === undefined ? {} : { paidToName: record.paidToName }),
    };
    await db.receipts.add(receipt);
  };
  return { method, code, keep };
}
