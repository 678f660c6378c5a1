/**
 * A bill's tip (create-tip, update-tip, delete, tip.save, tip.delete). A tip is an immutable
 * TIP pos action with its shares; updating it marks the old one deleted and records a new
 * one, deleting only marks it. The bill's guests show whether a live tip exists (alreadyTip).
 */
import type { Db } from '../db/db';
import type { TipDeleteArgs, TipSaveArgs } from '../../domain/bill/args';
import { BillStatus, type TipSaveResult } from '../../domain/bill/types';
import { AppError, ErrorCode, refusedWith } from '../../domain/errors';
import { TipRefusal } from '../../domain/refusal-facts';
import { checkPosActionTime, PosActionType } from '../../domain/pos';
import { parseZonedDateTime } from '../../domain/time';
import { ActionType, EntityType, logAction } from '../actionLog/actionLogRepository';
import { assertAppointmentAccess } from '../booking/bookingAccess';
import { branchTimeZone } from '../branches/branchRepository';
import { findActiveCheckoutMethod } from '../pos/checkoutMethodRepository';
import { posActionCodeTaken, posActionIdTaken } from '../pos/posActionRepository';
import type { BillActor } from './billActor';
import { setBillGuestsTip } from './billGuests';
import { findBill } from './billRepository';
import { invalid } from './billResolve';
import { findLiveTip, insertTip, liveTipOfBill, markTipDeleted } from './tipRepository';

async function billTechnicians(db: Db, tenantId: string, billId: string): Promise<Set<string>> {
  const rows = await db.query<{ technician_id: string }>(
    `SELECT DISTINCT technician_id FROM bill_line WHERE tenant_id = $1 AND bill_id = $2 AND technician_id IS NOT NULL`,
    [tenantId, billId],
  );
  return new Set(rows.map((r) => r.technician_id));
}

export async function saveTip(
  db: Db,
  input: { tenantId: string; actor: BillActor; args: TipSaveArgs; deviceId: string | null; now: Date },
): Promise<TipSaveResult> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    const timeZone = await branchTimeZone(tx, tenantId, args.branchId);
    checkPosActionTime(args.actionTime, now, timeZone);
    const bill = await findBill(tx, { tenantId, id: args.billId, lock: true });
    if (!bill || bill.branch_id !== args.branchId) throw new AppError(ErrorCode.NOT_FOUND);
    if (bill.status !== BillStatus.PAID) throw refusedWith(ErrorCode.TIP_NOT_ALLOWED, { billCode: bill.code, reason: TipRefusal.BILL_NOT_PAID });
    if (!(await findActiveCheckoutMethod(tx, tenantId, args.checkoutMethodId))) {
      throw invalid('checkoutMethodId', 'Not an active checkout method of this salon');
    }
    const served = await billTechnicians(tx, tenantId, bill.id);
    const stranger = args.technicianTips.find((t) => !served.has(t.technicianId));
    if (stranger) throw invalid('technicianTips', 'A tip can only go to a technician who served on this bill');

    const current = await liveTipOfBill(tx, tenantId, bill.id);
    if (args.replacesId !== null && current?.id !== args.replacesId) {
      const message = 'This tip was changed meanwhile. Open the bill again to see its tip.';
      throw refusedWith(ErrorCode.TIP_NOT_ALLOWED, { billCode: bill.code, reason: TipRefusal.TIP_CHANGED }, { message });
    }
    if (args.replacesId === null && current) {
      const message = 'This bill already has a tip: distribute it again to change it.';
      throw refusedWith(ErrorCode.TIP_NOT_ALLOWED, { billCode: bill.code, reason: TipRefusal.TIP_EXISTS }, { message });
    }
    if (await posActionIdTaken(tx, args.id)) throw new AppError(ErrorCode.DUPLICATE);
    if (await posActionCodeTaken(tx, tenantId, args.branchId, args.code)) {
      throw new AppError(ErrorCode.DUPLICATE, { message: 'Code already exists', fields: { code: 'Code already exists' } });
    }
    if (args.replacesId !== null) await markTipDeleted(tx, { tenantId, id: args.replacesId, now });
    const inserted = await insertTip(tx, {
      id: args.id,
      tenantId,
      branchId: args.branchId,
      billId: bill.id,
      valueCents: args.value,
      actionTime: parseZonedDateTime(args.actionTime, timeZone),
      checkoutMethodId: args.checkoutMethodId,
      code: args.code,
      createdBy: actor.userId,
      deviceId: input.deviceId,
      technicianTips: args.technicianTips,
      now,
    });
    if (!inserted) throw new AppError(ErrorCode.DUPLICATE);
    await setBillGuestsTip(tx, { tenantId, billId: bill.id, alreadyTip: true });
    await logAction(tx, {
      tenantId,
      branchId: args.branchId,
      userId: actor.userId,
      action: args.replacesId === null ? ActionType.CREATE : ActionType.UPDATE,
      entityType: EntityType.POS_ACTION,
      entityId: args.id,
      editInfo: {
        type: PosActionType.TIP,
        billId: bill.id,
        billCode: bill.code,
        code: args.code,
        value: args.value,
        replacesId: args.replacesId,
        actionTime: args.actionTime,
        technicianTips: args.technicianTips.map((t) => ({ technicianId: t.technicianId, segmentName: t.segmentName, value: t.value })),
      },
      now,
    });
    return { id: args.id, code: args.code };
  });
}

export async function deleteTip(db: Db, input: { tenantId: string; actor: BillActor; args: TipDeleteArgs; now: Date }): Promise<{ id: string }> {
  const { tenantId, actor, args, now } = input;
  return db.transaction(async (tx) => {
    assertAppointmentAccess(actor);
    const bill = await findBill(tx, { tenantId, id: args.billId, lock: true });
    const tip = await findLiveTip(tx, { tenantId, id: args.id, lock: true });
    if (!bill || !tip || tip.bill_id !== bill.id || tip.branch_id !== args.branchId) throw new AppError(ErrorCode.NOT_FOUND);
    await markTipDeleted(tx, { tenantId, id: tip.id, now });
    await setBillGuestsTip(tx, { tenantId, billId: bill.id, alreadyTip: false });
    await logAction(tx, {
      tenantId,
      branchId: args.branchId,
      userId: actor.userId,
      action: ActionType.DELETE,
      entityType: EntityType.POS_ACTION,
      entityId: tip.id,
      editInfo: { type: PosActionType.TIP, billId: bill.id, billCode: bill.code, code: tip.code, value: tip.value_cents },
      now,
    });
    return { id: tip.id };
  });
}
