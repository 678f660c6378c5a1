// Tips with their technicians' shares written straight to the tables, and a tablet that pays
// tips out through the push, over the report fixtures' world (Downtown's drawer is empty in the demo).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/server/db/db';
import { MutationName } from '../../../src/domain/sync-protocol';
import type { TipPayoutArgs } from '../../../src/domain/tip-payout-args';
import type { SignedIn } from '../helpers';
import { TEST_TODAY } from '../helpers';
import { mutation } from '../bookingFixtures';
import { deviceCodeFor, push, pushResult, registerDevice } from '../syncHelpers';
import type { ReportWorld } from '../reports/reportFixtures';

let tipCounter = 0;

/** A tip taken at an instant by a method, shared among technicians; on a bill when told (the tip report counts paid bills' tips). */
export async function insertTip(
  db: Db,
  t: { tenantId: string; branchId: string; createdBy: string; methodId: string; at: string; shares: readonly { technicianId: string; value: number }[]; billId?: string },
): Promise<string> {
  const id = randomUUID();
  tipCounter += 1;
  const value = t.shares.reduce((sum, s) => sum + s.value, 0);
  await db.query(
    `INSERT INTO pos_action (id, tenant_id, branch_id, type, value_cents, note, action_time, checkout_method_id, code, created_by, created_at, bill_id)
     VALUES ($1, $2, $3, 'TIP', $4, '', $5, $6, $7, $8, $5, $9)`,
    [id, t.tenantId, t.branchId, value, new Date(t.at), t.methodId, `TIP-${tipCounter}`, t.createdBy, t.billId ?? null],
  );
  for (const s of t.shares) {
    await db.query(
      `INSERT INTO technician_tip (id, tenant_id, pos_action_id, technician_id, segment_name, percent, value_cents) VALUES ($1, $2, $3, $4, 'Manicure', 0, $5)`,
      [randomUUID(), t.tenantId, id, s.technicianId, s.value],
    );
  }
  return id;
}

/** A tablet of the world that pays tips out; `pay` makes the mutation as the drawer queues it. */
export async function payingTablet(w: ReportWorld, who: SignedIn, userId: string, branchId = w.downtown) {
  const { deviceId } = await registerDevice(w.env, who);
  let seq = 0;
  return {
    deviceId,
    pay: (over: Partial<TipPayoutArgs> & { technicianId: string; value: number }) => {
      seq += 1;
      const args: TipPayoutArgs = {
        id: randomUUID(), branchId, checkoutMethodId: w.cash, note: '', actionTime: `${TEST_TODAY} 09:55`, code: deviceCodeFor(deviceId, seq), ...over,
      };
      return mutation({ name: MutationName.TIP_PAYOUT, args, deviceId, seq, userId, branchId: args.branchId });
    },
    push: async (mutations: readonly unknown[]) => pushResult(await push(w.env, who, deviceId, mutations)).results,
  };
}

/** Rows of the tables a payout writes, to prove what a push wrote. */
export async function payoutCounts(db: Db): Promise<{ payouts: number; action_log: number }> {
  return db.one(
    `SELECT (SELECT count(*) FROM pos_action WHERE type = 'TIP_PAYOUT')::int AS payouts,
            (SELECT count(*) FROM action_log WHERE entity_type = 'POS_ACTION' AND edit_info->>'type' = 'TIP_PAYOUT')::int AS action_log`,
  );
}
