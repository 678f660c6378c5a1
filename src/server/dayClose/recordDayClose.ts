import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { checkCloseDay, expectedByMethod, overShort, type DayCloseArgs, type DayCloseResult } from '../../domain/day-close/day-close';
import { zonedDayRange } from '../../domain/time';
import { ActionType, EntityType, logAction } from '../actionLog/actionLogRepository';
import { branchTimeZone } from '../branches/branchRepository';
import { findActiveCheckoutMethod } from '../pos/checkoutMethodRepository';
import { drawerRows } from '../pos/drawerRows';
import { closeOfDay, dayClosed, dayCloseIdTaken, insertDayClose } from './dayCloseRepository';

const refused = (field: string, text: string) => new AppError(ErrorCode.VALIDATION, { message: `${field}: ${text}`, fields: { [field]: text } });

/**
 * One close of a branch day for a checkout method, or a correction of one: the domain's checks,
 * the server's own expected figure from the drawer's rows as they stand now, the record and its
 * action-log entry, in one transaction (joined when the caller holds one). The caller has
 * checked that `userId` may act on `args.branchId`.
 */
export async function recordDayClose(
  db: Db,
  input: { tenantId: string; userId: string; deviceId: string | null; args: DayCloseArgs; now: Date },
): Promise<DayCloseResult> {
  const { tenantId, args, now } = input;
  return db.transaction(async (tx) => {
    const timeZone = await branchTimeZone(tx, tenantId, args.branchId);
    checkCloseDay(args.date, now, timeZone);
    const method = await findActiveCheckoutMethod(tx, tenantId, args.checkoutMethodId);
    if (!method) throw refused('checkoutMethodId', 'Not an active checkout method of this salon');
    if (await dayCloseIdTaken(tx, args.id)) throw new AppError(ErrorCode.DUPLICATE);
    const day = { tenantId, branchId: args.branchId, date: args.date, checkoutMethodId: args.checkoutMethodId };
    if (args.correctsId !== null && !(await closeOfDay(tx, { ...day, id: args.correctsId }))) {
      throw refused('correctsId', 'Not a close of this day and checkout method');
    }
    if (args.correctsId === null && (await dayClosed(tx, day))) throw new AppError(ErrorCode.DAY_ALREADY_CLOSED);
    const { start, end } = zonedDayRange(args.date, timeZone);
    const rows = await drawerRows(tx, { tenantId, branchId: args.branchId, timeZone, start, end, checkoutIds: [args.checkoutMethodId] });
    const expected = expectedByMethod(rows).get(args.checkoutMethodId) ?? 0;
    const inserted = await insertDayClose(tx, {
      ...day,
      id: args.id,
      expected,
      tabletExpected: args.expected,
      counted: args.counted,
      note: args.note,
      correctsId: args.correctsId,
      createdBy: input.userId,
      deviceId: input.deviceId,
      now,
    });
    // Lost a race with another tablet's close of the same day and method.
    if (!inserted) throw new AppError(ErrorCode.DAY_ALREADY_CLOSED);
    const result: DayCloseResult = { id: args.id, expected, counted: args.counted, overShort: overShort(args.counted, expected) };
    await logAction(tx, {
      tenantId,
      branchId: args.branchId,
      userId: input.userId,
      action: ActionType.CREATE,
      entityType: EntityType.DAY_CLOSE,
      entityId: args.id,
      editInfo: {
        date: args.date,
        checkoutMethod: method.name,
        expected,
        tabletExpected: args.expected,
        counted: args.counted,
        overShort: result.overShort,
        note: args.note,
        correctsId: args.correctsId,
      },
      now,
    });
    return result;
  });
}
