import type { Db } from '../db/db';
import { AppError, ErrorCode } from '../../domain/errors';
import { cashMethod, checkPosActionTime, PosActionType, type PosActionCreateResult } from '../../domain/pos';
import { checkTipPayout, tipLedgerOfRows, tipsOwed } from '../../domain/tip-payout';
import { type TipPayoutArgs } from '../../domain/tip-payout-args';
import { resolveBranchConfig, resolveTimeZone } from '../../domain/branchConfig';
import { zonedDayRange } from '../../domain/time';
import { configValues } from '../branches/branchRepository';
import { configValuesThen } from '../branches/configHistory';
import { lockTechnicians } from '../technicians/technicianLock';
import { activeCheckoutMethods } from './checkoutMethodRepository';
import { drawerRows } from './drawerRows';
import { recordPosAction } from './createPosAction';

const refused = (field: string, text: string) => new AppError(ErrorCode.VALIDATION, { message: `${field}: ${text}`, fields: { [field]: text } });

/**
 * One tip payout pushed from a tablet: the domain's checks against what the drawer owes the
 * technician that day by the server's own rows, the immutable TIP_PAYOUT record and its
 * action-log entry, in one transaction (joined when the caller holds one). The technician's row
 * is locked first, so two tablets paying the same technician at once take turns and the second
 * sees the first's payout. The caller has checked that `userId` may act on `args.branchId`.
 */
export async function payTipOut(
  db: Db,
  input: { tenantId: string; userId: string; deviceId: string | null; args: TipPayoutArgs; now: Date },
): Promise<PosActionCreateResult> {
  const { tenantId, args, now } = input;
  return db.transaction(async (tx) => {
    const [technician] = await lockTechnicians(tx, tenantId, [args.technicianId]);
    if (!technician) throw refused('technicianId', 'Not a technician of this salon');
    const config = await configValues(tx, tenantId, args.branchId);
    const timeZone = resolveTimeZone(config);
    checkPosActionTime(args.actionTime, now, timeZone);
    const cash = cashMethod(await activeCheckoutMethods(tx, tenantId));
    if (!cash || cash.id !== args.checkoutMethodId) throw refused('checkoutMethodId', 'Tips are paid out from the cash drawer');
    const { start, end } = zonedDayRange(args.actionTime.slice(0, 10), timeZone);
    const rows = await drawerRows(tx, { tenantId, branchId: args.branchId, timeZone, start, end, checkoutIds: [] });
    // The setting as that day reads it (today: its current value), as the tip report does.
    const then = await configValuesThen(tx, tenantId, args.branchId, config, end);
    const owed = tipsOwed({ ledger: tipLedgerOfRows(rows), cashMethodId: cash.id, cardTipsInCash: resolveBranchConfig(args.branchId, then).cardTipsInCash });
    checkTipPayout({ value: args.value, technicianId: technician.id, technicianName: technician.name, owed });
    return recordPosAction(tx, {
      ...input,
      type: PosActionType.TIP_PAYOUT,
      technicianId: technician.id,
      timeZone,
      editInfo: { type: PosActionType.TIP_PAYOUT, technician: technician.name, value: args.value, note: args.note, code: args.code, actionTime: args.actionTime },
    });
  });
}
