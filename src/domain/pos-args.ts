/**
 * What the drawer's requests and its pay-in/out change carry: zod schemas, validated by the
 * form, the outbox and the server alike; apart from pos.ts's rules so the drawer loads zod only
 * when it validates.
 */
import { z } from './schemas/zod';
import { MAX_POS_VALUE_CENTS, PosActionType } from './pos';
import { calendarDate, wallDateTime } from './schemas/dates';
import { deviceCode, note } from './schemas/text';

export const posActionCreateArgs = z.object({
  /** Client UUID: also the id of the record on the server. */
  id: z.uuid(),
  type: z.enum([PosActionType.IN, PosActionType.OUT]),
  /** Integer cents, > 0. */
  value: z.number().check(z.int(), z.positive(), z.lte(MAX_POS_VALUE_CENTS)),
  note: note(500),
  /** "YYYY-MM-DD HH:mm" in the branch time zone. */
  actionTime: wallDateTime(),
  branchId: z.uuid(),
  /** The cash checkout method of the branch. */
  checkoutMethodId: z.uuid(),
  /** Cash-bill code made on the tablet: `{branchCode}-{deviceNo}-{n}`, unique across tablets. */
  code: deviceCode(),
});

export type PosActionCreateArgs = z.infer<typeof posActionCreateArgs>;

export const transactionByDateBody = z.object({
  branchId: z.uuid(),
  fromDate: calendarDate(),
  /** Empty means all checkout methods (the ALL tag). */
  checkoutIds: z._default(z.array(z.uuid()).check(z.maxLength(50)), []),
});

export type TransactionByDateBody = z.infer<typeof transactionByDateBody>;

export const printBillCashQuery = z.object({ id: z.uuid() });
