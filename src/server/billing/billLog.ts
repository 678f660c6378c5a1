/** What a bill leaves in the action log: one entry on the bill, one per guest on its booking's history. */
import type { Db } from '../db/db';
import type { BookingStatus } from '../../domain/api';
import { ActionType, EntityType, logAction, type JsonValue } from '../actionLog/actionLogRepository';
import { logBookingChange } from '../booking/bookingLog';

export async function logBill(
  tx: Db,
  input: { tenantId: string; branchId: string; userId: string; action: ActionType; billId: string; editInfo: Record<string, JsonValue>; now: Date },
): Promise<void> {
  await logAction(tx, {
    tenantId: input.tenantId,
    branchId: input.branchId,
    userId: input.userId,
    action: input.action,
    entityType: EntityType.BILL,
    entityId: input.billId,
    editInfo: input.editInfo,
    now: input.now,
  });
}

export type BillFiguresLog = { id: string; code: string; discount: number; tax: number; total: number };

/**
 * The booking history's status change for each guest a bill paid (Processing → Completed) or
 * released on cancel (Completed → Processing), with the bill's code and amounts, so the panel
 * reads "Completed, bill DT-B12" or the bill reverting to Processing.
 */
export async function logGuestsBillStatus(
  tx: Db,
  input: {
    tenantId: string;
    branchId: string;
    userId: string;
    guests: readonly { id: string; name: string; bookingId: string; from: BookingStatus }[];
    to: BookingStatus;
    bill: BillFiguresLog;
    billStatus: string;
    note: string;
    now: Date;
  },
): Promise<void> {
  for (const guest of input.guests) {
    await logBookingChange(tx, {
      tenantId: input.tenantId,
      branchId: input.branchId,
      actor: { userId: input.userId, rights: [] },
      bookingId: guest.bookingId,
      action: ActionType.CHANGE_STATUS,
      editInfo: {
        guestId: guest.id,
        name: guest.name,
        oldStatus: guest.from,
        newStatus: input.to,
        note: input.note,
        billId: input.bill.id,
        billCode: input.bill.code,
        billStatus: input.billStatus,
        discount: input.bill.discount,
        tax: input.bill.tax,
        total: input.bill.total,
      },
      now: input.now,
    });
  }
}
