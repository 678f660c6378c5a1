/**
 * What a tip payout carries (tip-payout.ts): its zod schema, validated by the drawer, the outbox
 * and the server alike, apart so the drawer's rules do not load zod.
 */
import { z } from './schemas/zod';
import { MAX_POS_VALUE_CENTS } from './pos';
import { wallDateTime } from './schemas/dates';
import { deviceCode, note } from './schemas/text';

export const tipPayoutArgs = z.object({
  /** Client UUID: also the id of the pos action on the server. */
  id: z.uuid(),
  branchId: z.uuid(),
  technicianId: z.uuid(),
  /** Integer cents, > 0, at most what the drawer owes the technician (checked against the day's rows). */
  value: z.number().check(z.int(), z.positive(), z.lte(MAX_POS_VALUE_CENTS)),
  note: note(500),
  /** "YYYY-MM-DD HH:mm" in the branch time zone: the payout counts against that day's tips. */
  actionTime: wallDateTime(),
  /** The branch's cash method: the money leaves the cash drawer. */
  checkoutMethodId: z.uuid(),
  /** `{branchCode}-{deviceNo}-{n}`, from the same counter as pay-ins and pay-outs. */
  code: deviceCode(),
});

export type TipPayoutArgs = z.infer<typeof tipPayoutArgs>;
