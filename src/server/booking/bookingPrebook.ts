/**
 * The paid bill a new booking names as the checkout it was prebooked at: the technician report
 * counts that bill as prebooked, so the server makes sure the claim holds. Refusals are the
 * form's (BOOKING_INVALID on `prebookedFromBillId`): the tablet lists them in Needs attention.
 */
import type { Db } from '../db/db';
import { BillStatus } from '../../domain/bill/types';
import { AppError, ErrorCode } from '../../domain/errors';
import { formatZonedDate, type IsoDate } from '../../domain/time';
import { findBill, type BillRow } from '../billing/billRepository';
import { billCustomerId } from '../billing/billCustomer';

/** The message too: a pushed change's refusal keeps its code and message, not its fields. */
function refused(message: string): AppError {
  return new AppError(ErrorCode.BOOKING_INVALID, { message, fields: { prebookedFromBillId: message } });
}

/** A bill stored before bills took their booking's customer may name none: its booking's counts. */
function customerOfBill(tx: Db, tenantId: string, bill: Pick<BillRow, 'customer_id' | 'booking_id'>): Promise<string | null> {
  return billCustomerId(tx, tenantId, { customerId: bill.customer_id, bookingId: bill.booking_id });
}

/**
 * The customer of a visit prebooked with no customer id: the tablet had none for the paid
 * booking (made offline, paid before its first sync), so it names the bill, and the customer is
 * the one the server gave that booking. Null when the bill is not found or names none (the bill
 * check then refuses the booking) or when the visit names its customer or no bill.
 */
export async function prebookCustomerId(tx: Db, input: { tenantId: string; customerId: string | null; billId: string | null }): Promise<string | null> {
  if (input.customerId !== null || input.billId === null) return input.customerId;
  const bill = await findBill(tx, { tenantId: input.tenantId, id: input.billId, lock: true });
  return bill ? customerOfBill(tx, input.tenantId, bill) : null;
}

/**
 * The bill must be a paid bill of this branch (another tenant's or branch's is not found), with
 * the booking's customer (a merged customer counts as the one kept), paid before the visit's
 * day, and not prebooked from already. Only a new booking names one. Locks the bill so two
 * tablets prebooking from it meet here one after the other.
 */
export async function checkPrebookBill(
  tx: Db,
  input: { tenantId: string; branchId: string; billId: string | null; isNew: boolean; customerId: string; date: IsoDate; timeZone: string },
): Promise<string | null> {
  const { tenantId, billId } = input;
  if (billId === null) return null;
  if (!input.isNew) throw refused('Only a new booking is prebooked at a checkout');
  const bill = await findBill(tx, { tenantId, id: billId, lock: true });
  if (!bill || bill.branch_id !== input.branchId) throw refused('Not a bill of this branch');
  if (bill.status !== BillStatus.PAID) throw refused('The bill is not paid');
  const billCustomer = await customerOfBill(tx, tenantId, bill);
  if (billCustomer === null) throw refused('The bill has no customer');
  if (billCustomer !== input.customerId) throw refused("Not the bill's customer");
  if (formatZonedDate(bill.action_time, input.timeZone) >= input.date) throw refused('A prebooked visit comes after the day of the bill');
  const taken = await tx.maybeOne(`SELECT 1 FROM booking WHERE tenant_id = $1 AND prebooked_from_bill_id = $2`, [tenantId, billId]);
  if (taken) throw refused('A visit was prebooked at this checkout already');
  return billId;
}
