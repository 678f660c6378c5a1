import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { checkPosActionTime, type PosActionCreateResult, type PosActionType } from '../../domain/pos';
import { type PosActionCreateArgs } from '../../domain/pos-args';
import { parseZonedDateTime } from '../../domain/time';
import { ActionType, EntityType, logAction, type ActionLogSink, type JsonValue } from '../actionLog/actionLogRepository';
import { branchTimeZone } from '../branches/branchRepository';
import { findActiveCheckoutMethod } from './checkoutMethodRepository';
import { insertPosAction, posActionCodeTaken, posActionIdTaken } from './posActionRepository';
import type { BoardFactsMemo } from '../booking/boardFacts';

/**
 * One pay-in/out, the same way online (/api/pos-action/create) and pushed from a tablet
 * (posAction.create): domain checks, the immutable record, and its action-log entry, in one
 * transaction (joined when the caller already holds one). The caller has already checked
 * that `userId` may act on `args.branchId`.
 */
export async function createPosAction(
  db: Db,
  input: { tenantId: string; userId: string; deviceId: string | null; args: PosActionCreateArgs; now: Date; facts?: BoardFactsMemo; log?: ActionLogSink },
): Promise<PosActionCreateResult> {
  const { tenantId, args, now } = input;
  return db.transaction(async (tx) => {
    const read = () => branchTimeZone(tx, tenantId, args.branchId);
    const timeZone = await (input.facts ? input.facts.timeZone(args.branchId, read) : read());
    checkPosActionTime(args.actionTime, now, timeZone);
    const readMethod = () => findActiveCheckoutMethod(tx, tenantId, args.checkoutMethodId);
    if (!(await (input.facts ? input.facts.activeCheckoutMethod(args.checkoutMethodId, readMethod) : readMethod()))) {
      throw new AppError(ErrorCode.VALIDATION, {
        message: 'checkoutMethodId: Not an active checkout method of this salon',
        fields: { checkoutMethodId: 'Not an active checkout method of this salon' },
      });
    }
    return recordPosAction(tx, {
      ...input,
      type: args.type,
      timeZone,
      editInfo: { type: args.type, value: args.value, note: args.note, code: args.code, actionTime: args.actionTime },
    });
  });
}

/** What a pay-in/out and a tip payout both carry, as the tablet sent it. */
type PosActionBase = Pick<PosActionCreateArgs, 'id' | 'branchId' | 'value' | 'note' | 'actionTime' | 'checkoutMethodId' | 'code'>;

/**
 * The immutable record of a checked pay-in/out or tip payout and its action-log entry, once:
 * an id or a branch code already taken is a DUPLICATE, never a second record (the insert does
 * nothing then: the caller's transaction or savepoint holds it with nothing else written).
 */
export async function recordPosAction(
  tx: Db,
  input: {
    tenantId: string;
    userId: string;
    deviceId: string | null;
    args: PosActionBase;
    type: PosActionType;
    technicianId?: string;
    timeZone: string;
    now: Date;
    editInfo: Record<string, JsonValue>;
    /** Where the log line goes: the database now unless a push's chunk collects them. */
    log?: ActionLogSink;
  },
): Promise<PosActionCreateResult> {
  const { tenantId, args, now } = input;
  const inserted = await insertPosAction(tx, {
    id: args.id,
    tenantId,
    branchId: args.branchId,
    type: input.type,
    valueCents: args.value,
    note: args.note,
    actionTime: parseZonedDateTime(args.actionTime, input.timeZone),
    checkoutMethodId: args.checkoutMethodId,
    code: args.code,
    createdBy: input.userId,
    deviceId: input.deviceId,
    technicianId: input.technicianId,
    now,
  });
  // Nothing inserted: the id or the branch's code is taken (a drain of pay-ins asks why only then).
  if (!inserted) {
    if (!(await posActionIdTaken(tx, args.id)) && (await posActionCodeTaken(tx, tenantId, args.branchId, args.code))) {
      throw new AppError(ErrorCode.DUPLICATE, { message: 'Code already exists', fields: { code: 'Code already exists' } });
    }
    throw new AppError(ErrorCode.DUPLICATE);
  }
  await (input.log ?? logAction)(tx, {
    tenantId,
    branchId: args.branchId,
    userId: input.userId,
    action: ActionType.CREATE,
    entityType: EntityType.POS_ACTION,
    entityId: args.id,
    editInfo: input.editInfo,
    now,
  });
  return { id: args.id, code: args.code };
}
